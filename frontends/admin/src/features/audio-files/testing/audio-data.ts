import type { AudioFileAnswer } from '@app/shared';

// Audio files as GET {prefix}/api/getaudiofiles answers them, for the audio manager's tests.

export const audio = (overrides: Partial<AudioFileAnswer> = {}): AudioFileAnswer => ({
  id: 4,
  name: 'Welcome',
  purpose: 'GREETING',
  active: true,
  contentType: 'audio/wav',
  size: 20480,
  uri: '/admin/api/audiofiles/4?v=2026-11-20T10%3A00%3A00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const WELCOME = audio();
export const OLD_WELCOME = audio({
  id: 2,
  name: 'Old welcome',
  active: false,
  size: 900,
  uri: '/admin/api/audiofiles/2?v=1',
  createdAt: '2026-10-01T08:00:00.000Z',
});

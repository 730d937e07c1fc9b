import { createEmployee, createFriend, signIn } from '../../test/fixtures';
import { call, cookiesOf } from '../../test/http';
import { DEMO_MONERO_ADDRESS } from '../dev/seed/accounts';

// Shared by the friend API tests: a valid profile, a tiny real picture of each accepted type, sign-in helpers.

export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);
export const PNG = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`;

/** A data URL declaring `type` whose payload is `bytes`. */
export function dataUrl(type: string, bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

export function profile(overrides: Record<string, unknown> = {}) {
  return {
    phoneNumber: '+15551234567',
    moneroAddress: DEMO_MONERO_ADDRESS,
    description: 'I like long talks.',
    available: true,
    ...overrides,
  };
}

/** An approved friend whose verified number is the one `profile()` saves: a new number would need its own call. */
/** The registration form, as the friend's screen (or an ADMIN's, from /admin/friends/register) sends it. */
export const REGISTRATION = {
  firstName: 'Sam',
  lastName: 'Lee',
  username: 'samlee',
  email: 'sam@example.com',
  password: 'Secret#2026x',
  reenterPassword: 'Secret#2026x',
};

export const APPROVED = { approved: true, verified: true, phoneNumber: profile().phoneNumber };

/** A friend signed in as themselves. */
export async function signedInFriend(overrides: Parameters<typeof createFriend>[0] = {}) {
  const friend = await createFriend(overrides);
  return { friend, cookie: await signIn('friend', friend) };
}

/** An ADMIN acting as `friendId` through GET /admin/api/loginfriend. */
export async function adminActingAs(friendId: number) {
  const admin = await createEmployee({ roles: ['ADMIN'] });
  const staffCookie = await signIn('staff', admin);
  const response = await call(`/admin/api/loginfriend?id=${friendId}`, { cookie: staffCookie });
  if (response.status !== 200) throw new Error(`loginfriend answered ${response.status}`);
  return cookiesOf(response) || staffCookie;
}

/** The calls the local telephony adapter recorded. */
export async function placedCalls(): Promise<{ to: string; say: string; at: string }[]> {
  return (await call('/api/dev/calls')).json();
}

/** The code the last recorded call spoke (`Your verification code is 1, 2, 3, …`). */
export async function lastSpokenCode(): Promise<string> {
  const calls = await placedCalls();
  const say = calls.at(-1)?.say ?? '';
  return (say.match(/code is ([\d, ]+)\./)?.[1] ?? '').replace(/\D/g, '');
}

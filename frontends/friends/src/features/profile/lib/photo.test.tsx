import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE, photoProblem } from './photo';

// happy-dom has no canvas or image decoder: the scaling arithmetic and the checks are tested here, the drawing in
// the end-to-end journey (e2e/friends.e2e.ts) in Chromium.

describe('the friend photo checks (issue 9 §3)', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(photoProblem({ type, size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types, SVG included', () => {
    for (const type of ['image/svg+xml', 'image/gif', 'application/pdf', ''])
      expect(photoProblem({ type, size: 10 })).toBe(PHOTO_WRONG_TYPE);
  });

  it('refuses a picture over 2 MB', () => {
    expect(photoProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(PHOTO_TOO_LARGE);
  });
});

describe('fitWithin', () => {
  it('keeps a picture that fits', () => {
    expect(fitWithin(400, 300)).toEqual({ width: 400, height: 300 });
    expect(fitWithin(512, 512)).toEqual({ width: 512, height: 512 });
  });

  it('scales the longer side down to 512 px, proportions kept', () => {
    expect(fitWithin(2048, 1024)).toEqual({ width: 512, height: 256 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 171, height: 512 });
  });

  it('never draws a side below 1 px', () => {
    expect(fitWithin(10_000, 1)).toEqual({ width: 512, height: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import './zod-without-eval';
import * as z from 'zod';

describe('zod without eval (the page CSP has no unsafe-eval)', () => {
  it('is what zod itself reads as its configuration', () => {
    expect(z.config().jitless).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { loginSchema } from './auth';
import { firstIssueMessage } from './first-issue';

describe('firstIssueMessage', () => {
  it('returns the first issue’s message', () => {
    const result = loginSchema.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe('username is required');
  });

  it('falls back to a readable text for an error without issues', () => {
    expect(firstIssueMessage(new z.ZodError([]))).toBe('Invalid input');
  });
});

import { describe, expect, it } from 'vitest';
import { captchaMailSchema, supportRequestSchema } from './support';
import { issuesOf } from './test-helpers';

const createSupportRequest = (overrides: Record<string, unknown> = {}) => ({
  message: 'My calls drop.',
  from: 'inmate1@example.com',
  captcha: 'x7k2p',
  ...overrides,
});

describe('supportRequestSchema', () => {
  it('accepts a support request', () => {
    expect(supportRequestSchema.parse(createSupportRequest())).toEqual(createSupportRequest());
  });

  it('requires each field', () => {
    expect(issuesOf(supportRequestSchema, { message: ' ', from: '', captcha: '' })).toEqual([
      ['message', 'message is required'],
      ['from', 'email is required'],
      ['captcha', 'captcha is required'],
    ]);
  });

  it('checks the sender e-mail and the limits', () => {
    expect(
      issuesOf(
        supportRequestSchema,
        createSupportRequest({ message: 'a'.repeat(5001), from: 'x', captcha: '12345678901' }),
      ),
    ).toEqual([
      ['message', 'message must be at most 5000 characters'],
      ['from', 'invalid email address'],
      ['captcha', 'captcha must be at most 10 characters'],
    ]);
  });
});

describe('captchaMailSchema', () => {
  it('takes the address the request comes from, by the form’s rule', () => {
    expect(captchaMailSchema.parse({ from: 'sister@example.com' })).toEqual({ from: 'sister@example.com' });
    expect(issuesOf(captchaMailSchema, { from: '' })).toEqual([['from', 'email is required']]);
    expect(issuesOf(captchaMailSchema, { from: 'x' })).toEqual([['from', 'invalid email address']]);
  });
});

import { describe, expect, it } from 'vitest';
import { assistantPhoneSchema, phoneNumberSchema } from './phone';
import { issuesOf } from './test-helpers';

describe('phoneNumberSchema (spec §5: friend and admin-entered inmate phone)', () => {
  it('requires a number', () => {
    expect(issuesOf(phoneNumberSchema, '')).toEqual([['', 'Phone number is required']]);
    expect(issuesOf(phoneNumberSchema, undefined)).toEqual([['', 'Phone number is required']]);
  });

  it('takes an optional plus then 10 to 12 digits', () => {
    for (const value of ['5551234567', '+15551234567', '495551234567', '+495551234567'])
      expect(phoneNumberSchema.parse(value)).toBe(value);
    for (const value of ['555123456', '+5551234567890', '555-123-4567', '++5551234567', '5551234567+'])
      expect(issuesOf(phoneNumberSchema, value)).toEqual([['', 'Invalid phone number']]);
  });
});

describe('assistantPhoneSchema (spec §5)', () => {
  it('requires a number', () => {
    expect(issuesOf(assistantPhoneSchema, ' ')).toEqual([['', 'Phone number is required']]);
  });

  it('takes an optional plus then 10 to 13 digits', () => {
    expect(assistantPhoneSchema.parse('+1234567890123')).toBe('+1234567890123');
    expect(issuesOf(assistantPhoneSchema, '12345678901234')).toEqual([['', 'Invalid phone number']]);
    expect(issuesOf(assistantPhoneSchema, '123456789')).toEqual([['', 'Invalid phone number']]);
  });
});

import { describe, expect, it } from 'vitest';
import { forwardingNumberSchema } from './forwarding-number';
import { issuesOf } from './test-helpers';

describe('forwardingNumberSchema (the §5 phone rule, empty = none)', () => {
  it('takes a trimmed number of an optional plus then 10 to 12 digits', () => {
    expect(forwardingNumberSchema.parse(' +15551234567 ')).toBe('+15551234567');
    expect(forwardingNumberSchema.parse('5551234567')).toBe('5551234567');
  });

  it('gives null for an empty value, which clears the number', () => {
    expect(forwardingNumberSchema.parse('')).toBeNull();
    expect(forwardingNumberSchema.parse('   ')).toBeNull();
  });

  it('answers the spec §5 message for anything else', () => {
    for (const value of ['555123456', '555-123-4567', '+1234567890123', 'abc'])
      expect(issuesOf(forwardingNumberSchema, value)).toEqual([['', 'Invalid phone number']]);
    expect(issuesOf(forwardingNumberSchema, 42)).toEqual([['', 'Invalid phone number']]);
  });
});

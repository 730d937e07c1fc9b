import { describe, expect, it } from 'vitest';
import { FRIEND_RATE_MESSAGE, friendRateSchema } from './friend-rate';
import { issuesOf } from './test-helpers';

describe('friendRateSchema', () => {
  it('takes whole cents from 0 to 1000, trimmed', () => {
    expect(friendRateSchema.parse(' 15 ')).toBe('15');
    expect(friendRateSchema.parse('0')).toBe('0');
    expect(friendRateSchema.parse('1000')).toBe('1000');
  });

  it.each([['0.15'], ['-1'], ['1001'], ['15c'], ['$0.15'], ['99999']])('refuses %s', (value) => {
    expect(issuesOf(friendRateSchema, value)).toEqual([['', FRIEND_RATE_MESSAGE]]);
  });

  it('needs a value', () => {
    expect(issuesOf(friendRateSchema, ' ')).toEqual([['', 'Pay per minute is required']]);
  });
});

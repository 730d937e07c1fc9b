import { describe, expect, it } from 'vitest';
import { FRIEND_IMAGE_MAX_BYTES, friendProfileSchema } from './friend';
import { issuesOf } from './test-helpers';

const DONATION =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const createFriendProfile = (overrides: Record<string, unknown> = {}) => ({
  phoneNumber: '+15551234567',
  moneroAddress: DONATION,
  description: 'Retired teacher, happy to talk about books.',
  image: PNG,
  available: true,
  ...overrides,
});

describe('friendProfileSchema (spec §5)', () => {
  it('accepts a profile', () => {
    expect(friendProfileSchema.parse(createFriendProfile())).toEqual(createFriendProfile());
  });

  it('requires a Monero address', () => {
    expect(issuesOf(friendProfileSchema, createFriendProfile({ moneroAddress: '' }))).toEqual([
      ['moneroAddress', 'Monero Address is required*'],
    ]);
    expect(issuesOf(friendProfileSchema, createFriendProfile({ moneroAddress: undefined }))).toEqual([
      ['moneroAddress', 'Monero Address is required*'],
    ]);
  });

  it('requires a valid Monero mainnet address (trimmed)', () => {
    for (const moneroAddress of [
      `${DONATION.slice(0, 10)}X${DONATION.slice(11)}`,
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '9uXRFi4PZMqhsnthBF6bGdfVnBSZtfKkR7Td8qPM7jUKZeTfR1tLhCoTLqYNE12xuiQg3aWGiLw83bWsqwTRLaM4Jk47xYM',
    ])
      expect(issuesOf(friendProfileSchema, createFriendProfile({ moneroAddress }))).toEqual([
        ['moneroAddress', 'Invalid Monero Address'],
      ]);
    expect(
      friendProfileSchema.parse(createFriendProfile({ moneroAddress: ` ${DONATION} ` })).moneroAddress,
    ).toBe(DONATION);
  });

  it('requires a description', () => {
    expect(issuesOf(friendProfileSchema, createFriendProfile({ description: '' }))).toEqual([
      ['description', 'description is required'],
    ]);
  });

  it('uses the phone rule', () => {
    expect(issuesOf(friendProfileSchema, createFriendProfile({ phoneNumber: '' }))).toEqual([
      ['phoneNumber', 'Phone number is required'],
    ]);
    expect(issuesOf(friendProfileSchema, createFriendProfile({ phoneNumber: '12345' }))).toEqual([
      ['phoneNumber', 'Invalid phone number'],
    ]);
  });

  it('takes no photo, an empty one, or a picture data URL of at most 2 MB', () => {
    expect(friendProfileSchema.parse(createFriendProfile({ image: undefined })).image).toBeUndefined();
    expect(friendProfileSchema.parse(createFriendProfile({ image: null })).image).toBeUndefined();
    expect(friendProfileSchema.parse(createFriendProfile({ image: '' })).image).toBe('');
    // 2 MB = 3 × 699,050 bytes + 2: whole groups of four characters, then one group padded once.
    const whole = Math.floor(FRIEND_IMAGE_MAX_BYTES / 3);
    const largest = `data:image/jpeg;base64,${'A'.repeat(whole * 4)}AAA=`;
    expect(issuesOf(friendProfileSchema, createFriendProfile({ image: largest }))).toEqual([]);
    const over = `data:image/jpeg;base64,${'A'.repeat((whole + 1) * 4)}`;
    expect(issuesOf(friendProfileSchema, createFriendProfile({ image: over }))).toEqual([
      ['image', 'image must be at most 2 MB'],
    ]);
    for (const image of [
      'http://example.com/a.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,AA==',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    ])
      expect(issuesOf(friendProfileSchema, createFriendProfile({ image }))).toEqual([
        ['image', 'image must be a PNG, JPEG or WebP picture'],
      ]);
  });

  it('requires the availability flag', () => {
    expect(issuesOf(friendProfileSchema, createFriendProfile({ available: 'yes' }))).toEqual([
      ['available', 'available must be true or false'],
    ]);
    expect(friendProfileSchema.parse(createFriendProfile({ available: false })).available).toBe(false);
  });
});

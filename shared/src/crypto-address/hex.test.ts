import { describe, expect, it } from 'vitest';
import { isValidHexAddress } from './hex';

describe('hex addresses (0x + 64 hex digits)', () => {
  it('accepts 32-byte hex addresses in either case', () => {
    expect(isValidHexAddress(`0x${'0'.repeat(63)}2`)).toBe(true); // the Sui framework package
    expect(isValidHexAddress(`0x${'aB'.repeat(32)}`)).toBe(true);
  });

  it('rejects another length, a missing prefix or a non-hex digit', () => {
    expect(isValidHexAddress(`0x${'a'.repeat(63)}`)).toBe(false);
    expect(isValidHexAddress(`0x${'a'.repeat(65)}`)).toBe(false);
    expect(isValidHexAddress('a'.repeat(66))).toBe(false);
    expect(isValidHexAddress(`0X${'a'.repeat(64)}`)).toBe(false);
    expect(isValidHexAddress(`0x${'g'.repeat(64)}`)).toBe(false);
  });
});

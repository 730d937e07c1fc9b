import { describe, expect, it } from 'vitest';
import { isValidPlainBase58 } from './base58-plain';

const SOL = { minLength: 32, maxLength: 44, expectedLength: 32 };

describe('plain base58 (Solana)', () => {
  it('accepts real Solana addresses', () => {
    for (const address of [
      '11111111111111111111111111111111', // the system program
      'So11111111111111111111111111111111111111112', // wrapped SOL
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // the SPL token program
      '833XorXTTx5iya5B3Tr6iqEs9GbRuvVfwyLCP2vpdzhq',
    ])
      expect(isValidPlainBase58(address, SOL), address).toBe(true);
  });

  it('rejects empty text, lengths out of bounds, non-base58 and a wrong decoded length', () => {
    expect(isValidPlainBase58('', { minLength: 0, maxLength: 44 })).toBe(false);
    expect(isValidPlainBase58('1111111111111111111111111111111', SOL)).toBe(false);
    expect(isValidPlainBase58(`${'2'.repeat(45)}`, SOL)).toBe(false);
    expect(isValidPlainBase58('So1111111111111111111111111111111111111111O', SOL)).toBe(false);
    expect(isValidPlainBase58('z'.repeat(44), SOL)).toBe(false);
    expect(isValidPlainBase58('z'.repeat(44), { minLength: 1, maxLength: 44 })).toBe(true);
  });
});

import { keccak_256 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { isValidCryptoNoteAddress } from './cryptonote';
import { decodeCryptoNoteBase58, encodeCryptoNoteBase58 } from './cryptonote-base58';
import { isValidCryptoAddress } from './index';
import { BASE58_ALPHABET, singleCharacterChanges } from './test-helpers';

const MAINNET = { standard: [18, 42], integrated: [19] };
const TESTNET = { standard: [53, 63, 24, 36], integrated: [54, 25] };

/** Real Monero addresses from public documentation and wallets. */
const MAINNET_STANDARD = [
  // The Monero Project's donation address (getmonero.org).
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A',
  // The deterministic wallet of monerod's functional tests.
  '42ey1afDFnn4886T7196doS9GPMzexD9gXpsZJDwVjeRVdFCSoHnv7KPbBeGpzJBzHRCAs9UxqeoyFQMYbqSWYTfJJQAWDm',
  '47zQ5LAivg6hNCgijXSEFVLX7mke1bgM6YGLFaANDoJbgXDymcAAZvvMNt2PmMpqEe5qRy2zyfMYXdwpmdyitiFh84xnPG2',
];
const MAINNET_SUBADDRESS = [
  // The Monero general fund subaddress (getmonero.org).
  '888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H',
  '88WB4JKdQVhWfkc8cBT9EEJ6vejSAqKJHbV1dXBAXdpgQovtNDNRxfKCS7wB8rHQ5D5zH2Pd1YkyMNNQDie6ZfeZ311fPgn',
];
const MAINNET_INTEGRATED = [
  '4Gd4DLiXzBmbVX2FZZ3Cvu6fUaWACup1qDowprUCje1kSP4FmbftiJMSfV8kWZXNqmVwj4m52xqtgFNUudVmsmGkGvkLcCibWfVUfUFVB7',
  '4J5sF94AzXgFgx8LuWc9dcWkJkGkD3cL3L2AuhX6QA9jFvSxxj6QhHqHXqM2b2Go7G8RyDzEbHxYd9G26XUUbuJChipEyBz9fENMU2Ua9b',
];
const TESTNET_STANDARD = [
  '9uXRFi4PZMqhsnthBF6bGdfVnBSZtfKkR7Td8qPM7jUKZeTfR1tLhCoTLqYNE12xuiQg3aWGiLw83bWsqwTRLaM4Jk47xYM',
  '9tFTaQM39JXhULZsHauPHhjFrjcGSGXoijEPYoRgAky9Veck2mFp3EifQ2tKHmEHuuUoFfgYRNR2bVaborz5oi8JA8xkqjY',
  'A2be3UvzMtkJtxRYgcCbQt2y7Rp2eLVGqNTWfZeankrWimSMM4y7uMP6B9oAZaHsXTj8KFSerkSkkVRuEuEca9QM8VhxCNU',
];
/** Stagenet addresses of the monero-wallet-rpc documentation; the product accepts stagenet as testnet. */
const STAGENET = [
  '55LTR8KniP4LQGJSPtbYDacR7dz8RBFnsfAKMaMuwUNYX6aQbBcovzDPyrQF9KXF9tVU6Xk3K8no1BywnJX6GvZX8yJsXvt',
  '7BnERTpvL5MbCLtj5n9No7J5oE5hHiB3tVCK5cjSvCsYWD2WRJLFuWeKTLiXo5QJqt2ZwUaLy2Vh1Ad51K7FNgqcHgjW85o',
  '5Ls4AeA639AYrGneYVRaFANMajuaD4KZrf3fGWvt5cVDR1xUXm6qoFYLkgU6Vp12fs2R24r4269inAWHFEdsLnE8BCU5Q2gDkbq2HYDrn2',
];

/** Builds an address from a tag and a payload with a correct checksum (to test the length rule alone). */
function buildAddress(tag: number, payload: Uint8Array): string {
  const body = Uint8Array.from([tag, ...payload]);
  return encodeCryptoNoteBase58(Uint8Array.from([...body, ...keccak_256(body).subarray(0, 4)]));
}

describe('Monero addresses (CryptoNote base58 + keccak-256 checksum)', () => {
  it('accepts real mainnet standard addresses, subaddresses and integrated addresses', () => {
    for (const address of [...MAINNET_STANDARD, ...MAINNET_SUBADDRESS, ...MAINNET_INTEGRATED])
      expect(isValidCryptoNoteAddress(address, MAINNET), address).toBe(true);
    expect(MAINNET_SUBADDRESS.every((address) => address.startsWith('8') && address.length === 95)).toBe(
      true,
    );
    expect(MAINNET_INTEGRATED.every((address) => address.startsWith('4') && address.length === 106)).toBe(
      true,
    );
  });

  it('decodes to 69 bytes (standard, subaddress) and 77 bytes (integrated) with the network byte first', () => {
    expect(decodeCryptoNoteBase58(MAINNET_STANDARD[0] ?? '')?.slice(0, 1)).toEqual(new Uint8Array([18]));
    expect(decodeCryptoNoteBase58(MAINNET_STANDARD[0] ?? '')).toHaveLength(69);
    expect(decodeCryptoNoteBase58(MAINNET_SUBADDRESS[0] ?? '')?.[0]).toBe(42);
    expect(decodeCryptoNoteBase58(MAINNET_INTEGRATED[0] ?? '')?.[0]).toBe(19);
    expect(decodeCryptoNoteBase58(MAINNET_INTEGRATED[0] ?? '')).toHaveLength(77);
  });

  it('accepts testnet and stagenet addresses only on testnet', () => {
    for (const address of [...TESTNET_STANDARD, ...STAGENET]) {
      expect(isValidCryptoAddress(address, 'XMR', 'testnet'), address).toBe(true);
      expect(isValidCryptoAddress(address, 'XMR', 'prod'), address).toBe(false);
    }
  });

  it('rejects mainnet addresses on testnet', () => {
    for (const address of [...MAINNET_STANDARD, ...MAINNET_SUBADDRESS, ...MAINNET_INTEGRATED])
      expect(isValidCryptoAddress(address, 'XMR', 'testnet')).toBe(false);
  });

  it.each([
    ['standard', MAINNET_STANDARD[0], MAINNET],
    ['subaddress', MAINNET_SUBADDRESS[0], MAINNET],
    ['integrated', MAINNET_INTEGRATED[0], MAINNET],
    ['testnet', TESTNET_STANDARD[0], TESTNET],
  ] as const)('rejects the %s address with any single character changed', (_kind, address, tags) => {
    const changed = singleCharacterChanges(address ?? '', BASE58_ALPHABET);
    expect(changed.length).toBeGreaterThan(5000);
    expect(changed.filter((candidate) => isValidCryptoNoteAddress(candidate, tags))).toEqual([]);
  });

  it('rejects truncated, extended and padded addresses', () => {
    const address = MAINNET_STANDARD[0] ?? '';
    for (const candidate of [
      address.slice(0, -1),
      address.slice(1),
      `${address}1`,
      ` ${address}`,
      `${address}\n`,
    ])
      expect(isValidCryptoNoteAddress(candidate, MAINNET)).toBe(false);
  });

  it('rejects a checksummed payload of the wrong length for its tag', () => {
    const decoded = decodeCryptoNoteBase58(MAINNET_STANDARD[0] ?? '') ?? new Uint8Array();
    const keys = decoded.subarray(1, 65);
    expect(isValidCryptoNoteAddress(buildAddress(18, keys), MAINNET)).toBe(true);
    expect(isValidCryptoNoteAddress(buildAddress(19, keys), MAINNET)).toBe(false); // integrated tag, no payment id
    expect(
      isValidCryptoNoteAddress(buildAddress(18, Uint8Array.from([...keys, 1, 2, 3, 4, 5, 6, 7, 8])), MAINNET),
    ).toBe(false);
    expect(isValidCryptoNoteAddress(buildAddress(99, keys), MAINNET)).toBe(false); // unknown tag
  });

  it('accepts an integrated address built from real keys and a payment id', () => {
    const decoded = decodeCryptoNoteBase58(MAINNET_STANDARD[0] ?? '') ?? new Uint8Array();
    const integrated = buildAddress(
      19,
      Uint8Array.from([...decoded.subarray(1, 65), 0x12, 0x34, 0x56, 0x78, 0, 0, 0, 1]),
    );
    expect(integrated).toHaveLength(106);
    expect(integrated.startsWith('4')).toBe(true);
    expect(isValidCryptoNoteAddress(integrated, MAINNET)).toBe(true);
  });

  it('rejects junk without throwing', () => {
    for (const junk of ['', '4', '0'.repeat(95), 'z'.repeat(95), 'x'.repeat(10_000)])
      expect(isValidCryptoNoteAddress(junk, MAINNET)).toBe(false);
  });
});

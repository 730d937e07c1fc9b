import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { encodeCashaddr, isValidCashaddr } from './cashaddr';
import { singleCharacterChanges } from './test-helpers';

const PROD = { prefix: 'bitcoincash', regex: /^[qQpP][0-9a-zA-Z]{41}$/ };
const TESTNET = { prefix: 'bchtest', regex: /^[qQpP][0-9a-zA-Z]{41}$/ };
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Test vectors of the cashaddr specification: each cashaddr and the legacy address of the same hash. */
const SPEC_VECTORS = [
  ['bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu'],
  ['bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy', '1KXrWXciRDZUpQwQmuM1DbwsKDLYAYsVLR'],
  ['bitcoincash:qqq3728yw0y47sqn6l2na30mcw6zm78dzqre909m2r', '16w1D5WRVKJuZUsSRzdLp9w3YGcgoxDXb'],
  ['bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq', '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC'],
  ['bitcoincash:pr95sy3j9xwd2ap32xkykttr4cvcu7as4yc93ky28e', '3LDsS579y7sruadqu11beEJoTjdFiFCdX4'],
  ['bitcoincash:pqq3728yw0y47sqn6l2na30mcw6zm78dzq5ucqzc37', '31nwvkZwyPdgzjBJZXfDmSWsC4ZLKpYyUw'],
] as const;

describe('cashaddr (Bitcoin Cash)', () => {
  it('accepts the specification vectors, with or without the prefix, in lower or upper case', () => {
    for (const [address] of SPEC_VECTORS) {
      expect(isValidCashaddr(address, PROD), address).toBe(true);
      expect(isValidCashaddr(address.split(':')[1] ?? '', PROD)).toBe(true);
      expect(isValidCashaddr(address.toUpperCase(), PROD)).toBe(true);
    }
  });

  it('encodes the same hash as the legacy address (cross-check of the vectors)', () => {
    for (const [address, legacy] of SPEC_VECTORS) {
      const decoded = bs58.decode(legacy);
      const version = decoded[0] === 0 ? 0x00 : 0x08;
      expect(encodeCashaddr('bitcoincash', version, decoded.subarray(1, 21))).toBe(address);
    }
  });

  it('rejects mixed case, a foreign prefix and the other network', () => {
    const [address] = SPEC_VECTORS[0];
    const body = address.split(':')[1] ?? '';
    expect(isValidCashaddr(`bitcoincash:${body.slice(0, 10).toUpperCase()}${body.slice(10)}`, PROD)).toBe(
      false,
    );
    expect(isValidCashaddr(`bchtest:${body}`, PROD)).toBe(false);
    expect(isValidCashaddr(address, TESTNET)).toBe(false);
    expect(isValidCashaddr(body, TESTNET)).toBe(false);
    expect(isValidCashaddr(`a:b:${body}`, PROD)).toBe(false);
  });

  it('rejects a prefix whose case differs from the body (the whole address is one case)', () => {
    for (const [address] of SPEC_VECTORS) {
      const body = address.split(':')[1] ?? '';
      expect(isValidCashaddr(`Bitcoincash:${body}`, PROD), `Bitcoincash:${body}`).toBe(false);
      expect(isValidCashaddr(`BITCOINCASH:${body}`, PROD)).toBe(false);
      expect(isValidCashaddr(`bitcoincash:${body.toUpperCase()}`, PROD)).toBe(false);
    }
  });

  it('accepts testnet addresses with the bchtest prefix', () => {
    const hash = bs58.decode('1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu').subarray(1, 21);
    const testnet = encodeCashaddr('bchtest', 0, hash);
    expect(isValidCashaddr(testnet, TESTNET)).toBe(true);
    expect(isValidCashaddr(testnet.split(':')[1] ?? '', TESTNET)).toBe(true);
    expect(isValidCashaddr(testnet, PROD)).toBe(false);
  });

  it('rejects any single character changed and truncation', () => {
    const [address] = SPEC_VECTORS[1];
    const body = address.split(':')[1] ?? '';
    const changed = singleCharacterChanges(body, CHARSET).filter((candidate) => PROD.regex.test(candidate));
    expect(changed.filter((candidate) => isValidCashaddr(candidate, PROD))).toEqual([]);
    expect(isValidCashaddr(address.slice(0, -1), PROD)).toBe(false);
  });

  it('rejects a checksummed payload that is not a 160-bit P2PKH or P2SH', () => {
    const hash = new Uint8Array(20).fill(7);
    expect(isValidCashaddr(encodeCashaddr('bitcoincash', 0x10, hash), { prefix: 'bitcoincash' })).toBe(false);
  });
});

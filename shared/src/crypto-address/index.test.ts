import { describe, expect, it } from 'vitest';
import { CURRENCIES, findCurrency, isValidCryptoAddress } from './index';

const DONATION =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';

/** One real address per currency and network: [currency, network, address]. */
const VALID: [string, 'prod' | 'testnet', string][] = [
  ['XMR', 'prod', DONATION],
  [
    'XMR',
    'testnet',
    '9uXRFi4PZMqhsnthBF6bGdfVnBSZtfKkR7Td8qPM7jUKZeTfR1tLhCoTLqYNE12xuiQg3aWGiLw83bWsqwTRLaM4Jk47xYM',
  ],
  ['BTC', 'prod', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
  ['BTC', 'prod', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
  ['BTC', 'prod', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ['BTC', 'testnet', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
  ['BTC', 'testnet', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'],
  ['BCH', 'prod', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
  ['BCH', 'prod', 'qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy'],
  ['BCH', 'prod', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu'],
  ['LTC', 'prod', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9'],
  ['LTC', 'prod', 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea'],
  ['LTC', 'testnet', 'tltc1qu78xur5xnq6fjy83amy0qcjfau8m367defyhms'],
  ['DOGE', 'prod', 'DPpJVPpvPNP6i6tMj4rTycAGh8wReTqaSU'],
  ['DOGE', 'prod', 'A7JjzK9k9x5b2MkkQzqt91WZsuu7wTu6iS'],
  ['DASH', 'prod', 'Xx4dYKgz3Zcv6kheaqog3fynaKWjbahb6b'],
  ['DASH', 'testnet', 'yPv7h2i8v3dJjfSH4L3x91JSJszjdbsJJA'],
  ['DCR', 'prod', 'Dsesax2GJnMN4wwmWo5rJGq73dDK217Rh85'],
  ['DCR', 'testnet', 'TsijUgejaRnLKF5WAbpUxNtwKGUiKVeXLr7'],
  ['TRX', 'prod', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  ['TRX', 'testnet', '27bLJCYjbH6MT8DBF9xcrK6yZnm43vx7MNQ'],
  ['WAVES', 'prod', '3P93mVrYnQ4ahaRMYwA2BeWY32eDxTpLVEs'],
  ['WAVES', 'testnet', '3Myrq5QDgRq3nBVRSSv9UYrP36xTtpJND5y'],
  ['ALGO', 'prod', 'GONISIUAYDOMHM7VURRAAAP5H6OAWRRBCPXEIOZO3QI7TZKR5GTAQ7WK7Y'],
  ['SOL', 'prod', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
  ['ETH', 'prod', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ['ETC', 'prod', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'],
  ['SUI', 'prod', `0x${'0'.repeat(63)}2`],
];

describe('isValidCryptoAddress', () => {
  it.each(VALID)('accepts a %s address on %s: %s', (currency, network, address) => {
    expect(isValidCryptoAddress(address, currency, network)).toBe(true);
  });

  it('defaults to Monero on prod', () => {
    expect(isValidCryptoAddress(DONATION)).toBe(true);
    expect(isValidCryptoAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
  });

  it('takes codes and names in any case', () => {
    expect(isValidCryptoAddress(DONATION, 'xmr')).toBe(true);
    expect(isValidCryptoAddress(DONATION, 'Monero')).toBe(true);
    expect(findCurrency('bitcoincash')?.symbol).toBe('BCH');
  });

  it('rejects an address of another currency or network', () => {
    expect(isValidCryptoAddress('LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', 'BTC')).toBe(false);
    expect(isValidCryptoAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'LTC')).toBe(false);
    expect(isValidCryptoAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'BTC', 'testnet')).toBe(false);
    expect(
      isValidCryptoAddress('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'BCH', 'testnet'),
    ).toBe(false);
    expect(isValidCryptoAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'SUI')).toBe(false);
  });

  it('covers the currencies the brief names, each with a family', () => {
    for (const code of ['XMR', 'BTC', 'LTC', 'BCH', 'DOGE', 'DASH', 'DCR', 'ALGO', 'SOL', 'ETH', 'TRX'])
      expect(findCurrency(code)?.families.length, code).toBeGreaterThan(0);
    expect(new Set(CURRENCIES.map((currency) => currency.symbol)).size).toBe(CURRENCIES.length);
  });

  it('never throws: bad input, unknown currency or network answer false', () => {
    const junk: unknown[] = [undefined, null, 42, true, {}, [], '', ' ', '%%@', 'x'.repeat(1_000_000)];
    for (const value of junk) expect(isValidCryptoAddress(value as string)).toBe(false);
    expect(isValidCryptoAddress(DONATION, 'NOPE')).toBe(false);
    expect(isValidCryptoAddress(DONATION, undefined)).toBe(true);
    expect(isValidCryptoAddress(DONATION, null as unknown as string)).toBe(false);
    expect(isValidCryptoAddress(DONATION, 'XMR', 'mainnet' as 'prod')).toBe(false);
    expect(isValidCryptoAddress(` ${DONATION}`)).toBe(false);
  });
});

import { isValidBase32ChecksumAddress } from './base32-check';
import { isValidBase58Check } from './base58-check';
import { isValidPlainBase58 } from './base58-plain';
import { isValidCashaddr } from './cashaddr';
import { isValidCryptoNoteAddress } from './cryptonote';
import { type AddressFamily, type CurrencyConfig, findCurrency, type Network } from './currencies';
import { isValidEip55Address } from './eip55';
import { isValidHexAddress } from './hex';
import { isValidSegwitAddress } from './segwit';

export type { AddressFamily, CurrencyConfig, Network } from './currencies';
export { CURRENCIES, findCurrency } from './currencies';

/** No address of any family is longer; longer input is refused before any decoding. */
const MAX_ADDRESS_LENGTH = 256;

type FamilyValidator = (address: string, currency: CurrencyConfig, network: Network) => boolean;

const FAMILY_VALIDATORS: Record<AddressFamily, FamilyValidator> = {
  base58check: (address, currency, network) =>
    isValidBase58Check(address, {
      addressTypes: currency.addressTypes?.[network] ?? [],
      expectedLength: currency.expectedLength,
      regex: currency.regex,
      hash: currency.hashFunction,
    }),
  bech32: (address, currency, network) => isValidSegwitAddress(address, currency.bech32Hrp?.[network] ?? []),
  cashaddr: (address, currency, network) => {
    const prefix = currency.cashaddrPrefix?.[network];
    return prefix !== undefined && isValidCashaddr(address, { prefix, regex: currency.cashaddrRegex });
  },
  base32check: (address) => isValidBase32ChecksumAddress(address),
  hex: (address) => isValidHexAddress(address),
  eip55: (address) => isValidEip55Address(address),
  base58: (address, currency) =>
    isValidPlainBase58(address, {
      minLength: currency.minLength ?? 1,
      maxLength: currency.maxLength ?? MAX_ADDRESS_LENGTH,
      expectedLength: currency.expectedLength,
    }),
  cryptonote: (address, currency, network) => {
    const tags = currency.cryptoNoteTags?.[network];
    return tags !== undefined && isValidCryptoNoteAddress(address, tags);
  },
};

/**
 * Whether `address` is a valid address of `currency` (a code as in multicoin-address-validator: XMR, BTC, LTC, BCH,
 * DOGE, DASH, DCR, TRX, WAVES, ALGO, SOL, ETH, ETC, SUI, APT) on `network`. Never throws: bad input, an unknown
 * currency or network answer false. The address is taken as given (callers trim).
 * @example isValidCryptoAddress('44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A') === true
 */
export function isValidCryptoAddress(address: string, currency = 'XMR', network: Network = 'prod'): boolean {
  try {
    if (typeof address !== 'string' || address.length === 0 || address.length > MAX_ADDRESS_LENGTH)
      return false;
    if (network !== 'prod' && network !== 'testnet') return false;
    const config = typeof currency === 'string' ? findCurrency(currency) : undefined;
    if (!config) return false;
    return config.families.some((family) => FAMILY_VALIDATORS[family](address, config, network));
  } catch {
    return false;
  }
}

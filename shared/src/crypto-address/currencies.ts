import type { ChecksumHash } from './checksum';
import type { CryptoNoteTags } from './cryptonote';

/** spec §3: the network of an address check; prod by default. */
export type Network = 'prod' | 'testnet';

/** The address families of spec §5, plus EIP-55 for Ethereum and CryptoNote for Monero. */
export type AddressFamily =
  | 'base58check'
  | 'bech32'
  | 'cashaddr'
  | 'base32check'
  | 'hex'
  | 'eip55'
  | 'base58'
  | 'cryptonote';

/**
 * How one currency's addresses are checked (spec §3 "cryptocurrency address check configuration"); an address is
 * valid when any of its families accepts it (spec §5).
 */
export type CurrencyConfig = {
  name: string;
  /** The code as in multicoin-address-validator, upper case ('XMR', 'BTC'). */
  symbol: string;
  families: readonly AddressFamily[];
  /** The form a base58check address must also match. */
  regex?: RegExp;
  minLength?: number;
  maxLength?: number;
  /** Segwit human-readable prefixes per network. */
  bech32Hrp?: Readonly<Record<Network, readonly string[]>>;
  /** Leading type bytes of base58check addresses per network, in hex. */
  addressTypes?: Readonly<Record<Network, readonly string[]>>;
  /** Decoded length in bytes (base58check: default 25; plain base58: a fixed key length). */
  expectedLength?: number;
  hashFunction?: ChecksumHash;
  /** cashaddr prefixes per network. */
  cashaddrPrefix?: Readonly<Record<Network, string>>;
  /** The form of a cashaddr body (after the optional prefix). */
  cashaddrRegex?: RegExp;
  /** CryptoNote network tags per network. */
  cryptoNoteTags?: Readonly<Record<Network, CryptoNoteTags>>;
};

/** The currencies the product can check; type bytes and prefixes are each network's published constants. */
export const CURRENCIES: readonly CurrencyConfig[] = [
  {
    name: 'Monero',
    symbol: 'XMR',
    families: ['cryptonote'],
    // mainnet 18 standard, 42 subaddress, 19 integrated; testnet 53, 63, 54 and stagenet 24, 36, 25 count as testnet.
    cryptoNoteTags: {
      prod: { standard: [18, 42], integrated: [19] },
      testnet: { standard: [53, 63, 24, 36], integrated: [54, 25] },
    },
  },
  {
    name: 'Bitcoin',
    symbol: 'BTC',
    families: ['base58check', 'bech32'],
    addressTypes: { prod: ['00', '05'], testnet: ['6f', 'c4'] },
    bech32Hrp: { prod: ['bc'], testnet: ['tb'] },
  },
  {
    name: 'BitcoinCash',
    symbol: 'BCH',
    families: ['cashaddr', 'base58check'],
    cashaddrRegex: /^[qQpP][0-9a-zA-Z]{41}$/,
    cashaddrPrefix: { prod: 'bitcoincash', testnet: 'bchtest' },
    addressTypes: { prod: ['00', '05'], testnet: ['6f', 'c4'] },
  },
  {
    name: 'LiteCoin',
    symbol: 'LTC',
    families: ['base58check', 'bech32'],
    addressTypes: { prod: ['30', '05', '32'], testnet: ['6f', 'c4', '3a'] },
    bech32Hrp: { prod: ['ltc'], testnet: ['tltc'] },
  },
  {
    name: 'DogeCoin',
    symbol: 'DOGE',
    families: ['base58check'],
    addressTypes: { prod: ['1e', '16'], testnet: ['71', 'c4'] },
  },
  {
    name: 'Dash',
    symbol: 'DASH',
    families: ['base58check'],
    addressTypes: { prod: ['4c', '10'], testnet: ['8c', '13'] },
  },
  {
    name: 'Decred',
    symbol: 'DCR',
    families: ['base58check'],
    addressTypes: { prod: ['073f', '071a'], testnet: ['0f21', '0efc'] },
    expectedLength: 26,
    hashFunction: 'blake256',
  },
  {
    name: 'Tron',
    symbol: 'TRX',
    families: ['base58check'],
    addressTypes: { prod: ['41'], testnet: ['a0'] },
  },
  {
    name: 'Waves',
    symbol: 'WAVES',
    families: ['base58check'],
    regex: /^[a-zA-Z0-9]{35}$/,
    addressTypes: { prod: ['0157'], testnet: ['0154'] },
    expectedLength: 26,
    hashFunction: 'blake256keccak256',
  },
  { name: 'Algorand', symbol: 'ALGO', families: ['base32check'] },
  { name: 'Solana', symbol: 'SOL', families: ['base58'], minLength: 32, maxLength: 44, expectedLength: 32 },
  { name: 'Ethereum', symbol: 'ETH', families: ['eip55'] },
  { name: 'EthereumClassic', symbol: 'ETC', families: ['eip55'] },
  { name: 'Sui', symbol: 'SUI', families: ['hex'] },
  { name: 'Aptos', symbol: 'APT', families: ['hex'] },
];

/** The configuration of a currency by code or name, case-insensitive ('xmr', 'Monero'), or undefined. */
export function findCurrency(codeOrName: string): CurrencyConfig | undefined {
  const wanted = codeOrName.toLowerCase();
  return CURRENCIES.find(
    (currency) => currency.symbol.toLowerCase() === wanted || currency.name.toLowerCase() === wanted,
  );
}

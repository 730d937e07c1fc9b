/** spec §5 hex: 0x then exactly 64 hex digits (a 32-byte account address, as Sui and Aptos write them). */
export function isValidHexAddress(address: string): boolean {
  return /^0x[0-9a-fA-F]{64}$/.test(address);
}

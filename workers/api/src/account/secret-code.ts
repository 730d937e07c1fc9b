/** The length of an inmate's secret code, keyed in on the phone (like the demo's 482913). */
export const SECRET_CODE_DIGITS = 6;

/** A uniformly random code of SECRET_CODE_DIGITS digits (a leading zero is fine: it is keyed in, not counted). */
export function newSecretCode(): string {
  const limit = 10 ** SECRET_CODE_DIGITS;
  const values = new Uint32Array(1);
  // Rejection sampling keeps every code equally likely.
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  do crypto.getRandomValues(values);
  while ((values[0] ?? 0) >= ceiling);
  return String((values[0] ?? 0) % limit).padStart(SECRET_CODE_DIGITS, '0');
}

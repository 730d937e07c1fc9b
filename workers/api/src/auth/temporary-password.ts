// spec §5 password rule: 8 to 20 characters, at least one upper case letter, one lower case letter, one digit
// and one of @$!%*#?&, and only those characters. A temporary password satisfies it, so the user can sign in
// with it and keep it if they wish.

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '@$!%*#?&';
const ALL = UPPER + LOWER + DIGITS + SPECIAL;
const LENGTH = 14;

/** A uniformly random index below `max`, without modulo bias. */
function randomIndex(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % max;
  }
}

const pick = (alphabet: string) => alphabet[randomIndex(alphabet.length)] ?? '';

/** A random 14-character password with each required character class. */
export function temporaryPassword(): string {
  const characters = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (characters.length < LENGTH) characters.push(pick(ALL));
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    [characters[i], characters[j]] = [characters[j] ?? '', characters[i] ?? ''];
  }
  return characters.join('');
}

import { env } from 'cloudflare:workers';
import type { Role } from '@app/shared';
import { hashPassword } from '../src/auth/password';
import { getDb } from '../src/db/client';
import { employees, friends, inmates } from '../src/db/schema';
import { call, cookiesOf } from './http';

// Small fixture builders with overrides (STYLE.md): each test creates exactly what it needs.

export const PASSWORD = 'Secret#2026x';

const hashes = new Map<string, Promise<string>>();
/** PBKDF2 at 100,000 iterations is slow on purpose; tests reuse one hash per password. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};
const letters = (n: number) =>
  n
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))
    .join('');

export async function createInmate(
  overrides: Partial<typeof inmates.$inferInsert> & { password?: string } = {},
) {
  const n = next();
  const { password = PASSWORD, ...rest } = overrides;
  const [inmate] = await getDb(env.DB)
    .insert(inmates)
    .values({
      firstName: 'Inmate',
      lastName: `Test${letters(n)}`,
      email: `inmate${n}@example.com`,
      username: `inmate${n}`,
      passwordHash: await cachedHash(password),
      secretCode: `code${n}`,
      ...rest,
    })
    .returning();
  if (!inmate) throw new Error('inmate not created');
  return { ...inmate, password };
}

export async function createFriend(
  overrides: Partial<typeof friends.$inferInsert> & { password?: string } = {},
) {
  const n = next();
  const { password = PASSWORD, ...rest } = overrides;
  const [friend] = await getDb(env.DB)
    .insert(friends)
    .values({
      firstName: 'Friend',
      lastName: `Test${letters(n)}`,
      email: `friend${n}@example.com`,
      username: `friend${n}`,
      passwordHash: await cachedHash(password),
      ...rest,
    })
    .returning();
  if (!friend) throw new Error('friend not created');
  return { ...friend, password };
}

export async function createEmployee(
  overrides: Partial<typeof employees.$inferInsert> & { password?: string; roles?: Role[] } = {},
) {
  const n = next();
  const { password = PASSWORD, ...rest } = overrides;
  const [employee] = await getDb(env.DB)
    .insert(employees)
    .values({
      name: `Staff ${letters(n)}`,
      userName: `staff${n}`,
      passwordHash: await cachedHash(password),
      roles: ['ADMIN'],
      ...rest,
    })
    .returning();
  if (!employee) throw new Error('employee not created');
  return { ...employee, password };
}

export type SignInKind = 'inmate' | 'friend' | 'staff';

/** Signs in through the real call and returns the session cookie to send with later calls. */
export async function signIn(
  kind: SignInKind,
  account: { username?: string; userName?: string; password: string },
) {
  const response = await call(`/api/login${kind}`, {
    json: { username: account.username ?? account.userName, password: account.password },
  });
  if (response.status !== 200) throw new Error(`sign-in as ${kind} failed: ${response.status}`);
  return cookiesOf(response);
}

/** A signed-in session of each kind, for the role matrix. */
export async function signInAs(kind: 'inmate' | 'friend' | 'admin' | 'employee1') {
  if (kind === 'inmate') return signIn('inmate', await createInmate());
  if (kind === 'friend') return signIn('friend', await createFriend());
  return signIn('staff', await createEmployee({ roles: [kind === 'admin' ? 'ADMIN' : 'EMPLOYEE1'] }));
}

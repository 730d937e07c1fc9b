import { accountStatements } from './seed/accounts';
import { benchStatements } from './seed/bench';
import { friendEarningsStatements } from './seed/friend-earnings';
import { inmate1HistoryStatements } from './seed/inmate1-history';
import { offerStatements } from './seed/offers';

// The demo data of DESIGN.md ("Demo accounts"), as SQL statements for `wrangler d1 execute --file` and the
// bench. Every row has a fixed id and is written with INSERT OR IGNORE, so applying the statements twice
// changes nothing. Local only: a real deployment gets its first ADMIN from scripts/create-admin.ts.
// The parts live in seed/: accounts, offers, inmate1's history, friend1's earnings, the bench's generated inmates.

export { DEFAULT_FRIEND_INTRO, DEMO_MONERO_ADDRESS, DEMO_PASSWORDS } from './seed/accounts';
export { BENCH_FIRST_ID } from './seed/bench';

export type SeedOptions = {
  /** Generated inmates (with services and calls) added for the benchmark. */
  extraInmates?: number;
  /** Call records per generated inmate (five by default); `npm run bench --calls` raises it. */
  callsPerInmate?: number;
  /** The time the relative dates count from; defaults to now. */
  now?: Date;
};

const DAY = 24 * 60 * 60 * 1000;

/** The demo data set as SQL statements, one statement per string. */
export async function seedStatements({
  extraInmates = 0,
  callsPerInmate,
  now = new Date(),
}: SeedOptions = {}): Promise<string[]> {
  const at = (days: number, hours = 0) =>
    new Date(now.getTime() + days * DAY + hours * 3_600_000).toISOString();
  const statements = [
    ...(await accountStatements(at)),
    ...offerStatements(),
    ...inmate1HistoryStatements(at),
    ...friendEarningsStatements(at),
  ];
  if (extraInmates > 0) statements.push(...(await benchStatements(extraInmates, at, callsPerInmate)));
  return statements;
}

import type { JailAnswer, JailData } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { callerColumns, type HotRead, ONE_ROW } from '../auth/caller-check';
import type { Db } from '../db/client';
import { compiledQuery } from '../db/compiled';
import { jails } from '../db/schema';

// Queries of the Jail Configuration calls (spec §2 screen 15, §7 "Administration").

/** The columns of a jail's answer: the whole row, named once so an added column does not leak into answers. */
const jailColumns = {
  id: jails.id,
  name: jails.name,
  phoneNumber: jails.phoneNumber,
  promptDuration: jails.promptDuration,
  pauseBeforeGreeting: jails.pauseBeforeGreeting,
  dtmfResponse: jails.dtmfResponse,
};

/**
 * Every jail, by name as a person sorts it (case-insensitive), then id: a hot read (auth/caller-check.ts
 * readAsCaller), the caller facts beside the jails' columns, the jails LEFT JOINed to one row (key `id`).
 */
export const jailsQuery: HotRead<JailAnswer> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...jailColumns })
    .from(ONE_ROW)
    .leftJoin(jails, sql`1`)
    .orderBy(sql`${jails.name} COLLATE NOCASE`, jails.id),
);

/** Adds a jail (no id) or updates one; undefined when the id is not a jail. */
export async function saveJail(db: Db, { id, ...jail }: JailData): Promise<JailAnswer | undefined> {
  if (id === undefined) {
    const [added] = await db.insert(jails).values(jail).returning(jailColumns);
    return added;
  }
  const [updated] = await db.update(jails).set(jail).where(eq(jails.id, id)).returning(jailColumns);
  return updated;
}

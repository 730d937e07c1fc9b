import type { JailAnswer, JailData } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { callerColumns, type HotRead, ONE_ROW } from '../auth/caller-check';
import { type ActorNotAdmin, insertAsAdmin, isAdminNow, stillAdmin } from '../auth/still-admin';
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

/**
 * Adds a jail (no id) or updates one, as `actorId` while they are an ADMIN (auth/still-admin.ts): `not-found` when
 * the id is not a jail, `actor-not-admin` when the actor is no longer an ADMIN.
 */
export async function saveJail(
  db: Db,
  actorId: number,
  { id, ...jail }: JailData,
): Promise<JailAnswer | 'not-found' | ActorNotAdmin> {
  const [saved] =
    id === undefined
      ? await insertAsAdmin(db, actorId, jails, jail).returning(jailColumns)
      : await db
          .update(jails)
          .set(jail)
          .where(and(eq(jails.id, id), stillAdmin(actorId)))
          .returning(jailColumns);
  if (saved) return saved;
  return (await isAdminNow(db, actorId)) ? 'not-found' : 'actor-not-admin';
}

import { eq, sql } from 'drizzle-orm';
import { callerColumns, type HotRead, ONE_ROW } from '../auth/caller-check';
import { type ActorNotAdmin, insertAsAdmin } from '../auth/still-admin';
import type { Db } from '../db/client';
import { compiledQuery } from '../db/compiled';
import { settings } from '../db/schema';

// Queries of the Settings screen (spec §2 screen 18): the `settings` key/value table.

/** The keys the product stores in `settings`. */
export const SETTING_KEYS = {
  assistantPhone: 'assistant_phone',
  /** What a friend earns per accepted PHONE_PALS minute, in cents (spec §1: $.15, the default when unset). */
  friendRateCents: 'friend_rate_cents',
} as const;
export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/** The setting's value; undefined until it is saved once. */
export async function readSetting(db: Db, key: SettingKey): Promise<string | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/**
 * The setting of `key` (bound), as a hot read (auth/caller-check.ts readAsCaller): the caller facts beside the
 * setting's row, LEFT JOINed to one row (key `key`; no row until it is saved once).
 */
export const settingQuery: HotRead<{ key: string; value: string }> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), key: settings.key, value: settings.value })
    .from(ONE_ROW)
    .leftJoin(settings, eq(settings.key, sql.placeholder('key'))),
);

/**
 * Saves the setting's value outside a request (the seed, tests), adding its row the first time (one upsert, so
 * parallel saves cannot collide). An admin's save goes through saveSettingAs.
 */
export async function saveSetting(db: Db, key: SettingKey, value: string): Promise<string> {
  const [row] = await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
    .returning({ value: settings.value });
  return row?.value ?? value;
}

/**
 * Saves the setting's value as `actorId` while they are an ADMIN (auth/still-admin.ts): the same upsert, writing
 * nothing (`actor-not-admin`) once the actor is no longer an ADMIN.
 */
export async function saveSettingAs(
  db: Db,
  actorId: number,
  key: SettingKey,
  value: string,
): Promise<{ value: string } | ActorNotAdmin> {
  const [row] = await insertAsAdmin(db, actorId, settings, { key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
    .returning({ value: settings.value });
  return row ?? 'actor-not-admin';
}

/** spec §1, §9: a friend earns $.15 per accepted minute until an admin saves another rate on Settings. */
export const DEFAULT_FRIEND_RATE_CENTS = 15;

/** The rate in cents that the stored `friend_rate_cents` value stands for (the default until one is saved). */
export function friendRateFrom(value: string | undefined): number {
  const rate = value === undefined ? Number.NaN : Number(value);
  return Number.isSafeInteger(rate) && rate >= 0 ? rate : DEFAULT_FRIEND_RATE_CENTS;
}

/** The friend's rate per accepted minute now, in cents. */
export async function friendRateCents(db: Db): Promise<number> {
  return friendRateFrom(await readSetting(db, SETTING_KEYS.friendRateCents));
}

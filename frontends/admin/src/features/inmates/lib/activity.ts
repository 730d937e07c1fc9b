/** spec §9: an inmate idle over this many days (or never used) is inactive. */
export const INACTIVE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Active, or inactive because never used or idle over INACTIVE_AFTER_DAYS; the row says which in words. */
export type Activity = { kind: 'active' } | { kind: 'inactive'; reason: 'never' | 'idle' };

/**
 * The row's status (spec §2 screen 14): said in words as well as by the row's colour. The 60-day style the spec
 * mentions is unreachable there, so it is not drawn.
 * @example activityOf(null, now) → { kind: 'inactive', reason: 'never' }
 */
export function activityOf(lastUsed: string | null, now: number = Date.now()): Activity {
  if (!lastUsed) return { kind: 'inactive', reason: 'never' };
  const used = new Date(lastUsed).getTime();
  if (Number.isNaN(used) || now - used > INACTIVE_AFTER_DAYS * DAY_MS)
    return { kind: 'inactive', reason: 'idle' };
  return { kind: 'active' };
}

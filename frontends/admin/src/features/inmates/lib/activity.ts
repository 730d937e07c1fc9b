/** spec §9: an inmate idle over this many days (or never used) is inactive. */
export const INACTIVE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Activity = { kind: 'active' | 'inactive'; text: string };

/**
 * The row's status (spec §2 screen 14): said in words as well as by the row's colour. The 60-day style the spec
 * mentions is unreachable there, so it is not drawn.
 * @example activityOf(null, now) → { kind: 'inactive', text: 'Inactive (never used)' }
 */
export function activityOf(lastUsed: string | null, now: number = Date.now()): Activity {
  if (!lastUsed) return { kind: 'inactive', text: 'Inactive (never used)' };
  const used = new Date(lastUsed).getTime();
  if (Number.isNaN(used) || now - used > INACTIVE_AFTER_DAYS * DAY_MS)
    return { kind: 'inactive', text: `Inactive (idle over ${INACTIVE_AFTER_DAYS} days)` };
  return { kind: 'active', text: 'Active' };
}

/** What `isDepleted` needs of a service. */
export type ServiceBalance = {
  /** Remaining credits, as the API answers them (spec §3 remainingCredits, one decimal). */
  remainingCredits: number;
  /** When the service is paid through: an ISO timestamp, a date-only YYYY-MM-DD, epoch ms, a Date, or none. */
  paidThrough?: string | number | Date | null;
};

/** The instant `paidThrough` ends; a date-only value is paid through the end of that UTC day. NaN when not a date. */
function paidThroughEnd(paidThrough: string | number | Date): number {
  if (typeof paidThrough === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(paidThrough)) {
    const [year = 0, month = 1, day = 1] = paidThrough.split('-').map(Number);
    return Date.UTC(year, month - 1, day + 1);
  }
  return (paidThrough instanceof Date ? paidThrough : new Date(paidThrough)).getTime();
}

/**
 * spec §4: a service is depleted when paidThrough is set and already past, or when fewer than 1 credit remains.
 * So 0.9 credits is depleted and 1.0 is not.
 * @example isDepleted({ remainingCredits: 0.9, paidThrough: null }) === true
 */
export function isDepleted(
  { remainingCredits, paidThrough }: ServiceBalance,
  now: Date = new Date(),
): boolean {
  if (remainingCredits < 1) return true;
  if (paidThrough === null || paidThrough === undefined || paidThrough === '') return false;
  const end = paidThroughEnd(paidThrough);
  return !Number.isNaN(end) && end <= now.getTime();
}

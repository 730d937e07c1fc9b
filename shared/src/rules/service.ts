/** Credits are stored as integer tenths: 10 tenths are 1 credit. */
export const TENTHS_PER_CREDIT = 10;

/** What `isDepleted` needs of a service. */
export type ServiceBalance = {
  /** Remaining credits in integer tenths, as stored (25 means 2.5 credits). */
  remainingTenths: number;
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
 * Takes the remaining credits in integer tenths as stored, so 9 (0.9 credits) is depleted and 10 (1.0) is not.
 * @example isDepleted({ remainingTenths: 9, paidThrough: null }) === true
 */
export function isDepleted(
  { remainingTenths, paidThrough }: ServiceBalance,
  now: Date = new Date(),
): boolean {
  if (remainingTenths < TENTHS_PER_CREDIT) return true;
  if (paidThrough === null || paidThrough === undefined || paidThrough === '') return false;
  const end = paidThroughEnd(paidThrough);
  return !Number.isNaN(end) && end <= now.getTime();
}

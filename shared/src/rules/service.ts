/** What `isDepleted` needs of a service. */
export type ServiceBalance = {
  /** Remaining credits, as the API answers them (spec §3 remainingCredits, one decimal). */
  remainingCredits: number;
  /** When the service is paid through: an ISO timestamp, a date-only YYYY-MM-DD, epoch ms, a Date, or none. */
  paidThrough?: string | number | Date | null;
  /** An Automatic service whose subscription is live: its next cycle is being charged (isRenewing). */
  renewing?: boolean;
};

/**
 * How long an Automatic service stays usable after its paid period, while Stripe charges the next cycle: Stripe
 * bills at the start of the next day and takes the payment about an hour later (docs/decisions.md "Automatic").
 * Without it every renewal left the inmate without calls for that hour. A charge that fails ends it at the grace.
 */
export const RENEWAL_GRACE_HOURS = 6;

const RENEWAL_GRACE_MS = RENEWAL_GRACE_HOURS * 60 * 60 * 1000;

/** A service renewed by a live subscription: Automatic, and its subscription started. */
export const isRenewing = (service: { automaticPayments: boolean; hasSubscription: boolean }) =>
  service.automaticPayments && service.hasSubscription;

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
 * So 0.9 credits is depleted and 1.0 is not. A renewing service's paid period is past only RENEWAL_GRACE_HOURS
 * after its end.
 * @example isDepleted({ remainingCredits: 0.9, paidThrough: null }) === true
 */
export function isDepleted(
  { remainingCredits, paidThrough, renewing }: ServiceBalance,
  now: Date = new Date(),
): boolean {
  if (remainingCredits < 1) return true;
  if (paidThrough === null || paidThrough === undefined || paidThrough === '') return false;
  const end = paidThroughEnd(paidThrough);
  return !Number.isNaN(end) && end + (renewing ? RENEWAL_GRACE_MS : 0) <= now.getTime();
}

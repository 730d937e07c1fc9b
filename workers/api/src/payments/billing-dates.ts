import { addDays, DAY_MS, today } from '../services/paid-through';
import { MAX_BILLING_CYCLE_DAYS, MAX_TRIAL_DAYS } from './port';

// When an Automatic service's subscription bills (spec §2 screen 3 "a subscription renewed each cycle"): the first
// cycle is paid at purchase, so billing starts the day after the paid-through date and goes on every cycle from there,
// whatever is paid later; for an offer that never expires, 30 days after the purchase and then monthly
// (payments/stripe-adapter.ts asks Stripe for a monthly price).
// A cycle longer than the provider bills (MAX_BILLING_CYCLE_DAYS) is billed every 365 days, its first bill at most
// MAX_TRIAL_DAYS after the start (docs/decisions.md "Automatic").

/** Days from a never-expiring offer's purchase to its subscription's first bill. */
export const NEVER_EXPIRING_FIRST_BILL_DAYS = 30;

type BilledService = { paidThrough: string | null; datePurchased: string };

/** The instant the subscription's first bill is due (its trial end at Stripe), from the service's row. */
export function firstBillingAt(service: BilledService): Date {
  return service.paidThrough
    ? new Date(Date.parse(`${addDays(service.paidThrough, 1)}T00:00:00.000Z`))
    : new Date(Date.parse(service.datePurchased) + NEVER_EXPIRING_FIRST_BILL_DAYS * DAY_MS);
}

/**
 * The subscription's first bill as a start asks Stripe for it (its trial end, payments/book-renewal.ts), from the
 * service's row only, so that a retried start asks the very same: firstBillingAt, or MAX_TRIAL_DAYS after the
 * purchase when that comes sooner (Stripe refuses a trial ending more than two years ahead; such a service renews a
 * little early).
 */
export function renewalTrialEnd(service: BilledService): Date {
  const latest = Date.parse(service.datePurchased) + MAX_TRIAL_DAYS * DAY_MS;
  return new Date(Math.min(firstBillingAt(service).getTime(), latest));
}

/**
 * `months` calendar months after `anchor`, on the anchor's day of the month or the month's last day when it has
 * fewer (Stripe's monthly billing: an anchor on the 31st bills on 28 February, then on 31 March).
 */
function monthsAfter(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(anchor);
  date.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), lastDay));
  return date;
}

/**
 * The day (`YYYY-MM-DD`, UTC) a never-expiring service's subscription bills next after `paidAt`, the time of the
 * payment the receipt is for: the first bill, or a month after each bill already due.
 */
export function nextMonthlyBill(datePurchased: string, paidAt: string): string {
  const anchor = firstBillingAt({ paidThrough: null, datePurchased });
  const paid = Date.parse(paidAt);
  let months = 0;
  while (monthsAfter(anchor, months).getTime() <= paid) months += 1;
  return monthsAfter(anchor, months).toISOString().slice(0, 10);
}

/**
 * The day (`YYYY-MM-DD`, UTC) a subscription of a `validForDays` cycle, started at `datePurchased`, bills next after
 * `paidAt`, as it was started (payments/book-renewal.ts): its first bill (the day after the first paid period, or
 * MAX_TRIAL_DAYS after the start when that comes sooner), then every cycle, or every MAX_BILLING_CYCLE_DAYS for a
 * cycle longer than the provider bills. Stripe's schedule never moves, whatever the paid-through date.
 */
export function nextCycleBill(datePurchased: string, validForDays: number, paidAt: string): string {
  const started = Date.parse(datePurchased);
  const firstPaidThrough = addDays(today(new Date(started)), validForDays);
  const first = renewalTrialEnd({ paidThrough: firstPaidThrough, datePurchased }).getTime();
  const billedEvery = Math.min(Math.max(validForDays, 1), MAX_BILLING_CYCLE_DAYS) * DAY_MS;
  const paid = Date.parse(paidAt);
  const cycles = paid < first ? 0 : Math.floor((paid - first) / billedEvery) + 1;
  return new Date(first + cycles * billedEvery).toISOString().slice(0, 10);
}

/**
 * The day (`YYYY-MM-DD`, UTC) an Automatic service's subscription bills next after the payment made at `paidAt`
 * (the receipt's "Renews on"): the next monthly bill for an offer that never expires; else the day after the paid
 * period, or the subscription's next bill when that comes sooner: a cycle longer than the provider bills, a charge
 * retried until after its cycle or two cycles paid at once leave the service paid past it (services/renew.ts).
 */
export function nextBillingDay(
  service: BilledService & { validForDays: number | null },
  paidAt: string,
): string {
  if (service.paidThrough === null) return nextMonthlyBill(service.datePurchased, paidAt);
  const afterPaidPeriod = firstBillingAt(service).getTime();
  const nextBill =
    service.validForDays === null
      ? afterPaidPeriod
      : Date.parse(nextCycleBill(service.datePurchased, service.validForDays, paidAt));
  return new Date(Math.min(nextBill, afterPaidPeriod)).toISOString().slice(0, 10);
}

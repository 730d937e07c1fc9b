import { batchChanges } from '../db/batch';
import type { Db } from '../db/client';
import { takeBackCredits } from '../services/refund';
import { findPaymentByKey, markRefunded, whileSucceeded } from './payment-rows';
import type { PaymentPort, PaymentRefund } from './port';

// A card payment whose money went back to the payer (docs/decisions.md "Refunds and lost disputes"): a charge
// refunded in full or a dispute lost. Booked exactly once, like a payment (payment-rows.ts): one `db.batch` whose
// credits statement depends on the payment row being still `succeeded`, ending by marking it `refunded`. A replay,
// another report of the same refund (the refund and a lost dispute, two deliveries at once) finds it `refunded` and
// changes nothing.

export type RefundOutcome =
  /** This batch refunded the payment: `services` lost the credits it gave them. */
  | { outcome: 'refunded'; services: number }
  | { outcome: 'already-refunded' }
  /** No payment of that PaymentIntent was booked (not ours, or held as a discrepancy). */
  | { outcome: 'unknown-payment' }
  /** The payment is in another state than `succeeded` or `refunded`. */
  | { outcome: 'not-succeeded'; status: string };

/** Books the refund of the payment booked under `key` (payment-rows.ts). */
async function bookRefundOf(db: Db, key: string): Promise<RefundOutcome> {
  const [services, refunded] = await batchChanges(db, [
    takeBackCredits(db, key, whileSucceeded(key)),
    markRefunded(db, key),
  ]);
  if (refunded === 1) return { outcome: 'refunded', services: services ?? 0 };
  const payment = await findPaymentByKey(db, key);
  if (!payment) return { outcome: 'unknown-payment' };
  if (payment.status === 'refunded') return { outcome: 'already-refunded' };
  return { outcome: 'not-succeeded', status: payment.status };
}

/**
 * Books `refund` under its PaymentIntent; a payment never booked under it may be a renewal booked under the invoice
 * that PaymentIntent paid (book-renewal.ts: Stripe's `invoice.paid` does not list the invoice's payments unless asked),
 * which the provider then names. The key the outcome is about comes with it.
 */
export async function bookRefund(
  db: Db,
  payments: Pick<PaymentPort, 'invoiceOfPayment'>,
  refund: PaymentRefund,
): Promise<{ key: string; result: RefundOutcome }> {
  const result = await bookRefundOf(db, refund.paymentIntentId);
  if (result.outcome !== 'unknown-payment') return { key: refund.paymentIntentId, result };
  const invoiceId = await payments.invoiceOfPayment(refund.paymentIntentId);
  if (!invoiceId) return { key: refund.paymentIntentId, result };
  return { key: invoiceId, result: await bookRefundOf(db, invoiceId) };
}

/** The log line of a refund's outcome for the payment booked under `key`. */
export function refundLogLine(
  { cause, sourceId }: PaymentRefund,
  { key, result }: { key: string; result: RefundOutcome },
) {
  const what = cause === 'refund' ? `charge ${sourceId} refunded in full` : `dispute ${sourceId} lost`;
  switch (result.outcome) {
    case 'refunded':
      return `payment ${key} refunded (${what}): ${result.services} service(s) lost the credits it gave`;
    case 'already-refunded':
      return `payment ${key} is refunded already (${what}): nothing changes`;
    case 'unknown-payment':
      return `payment ${key} was never booked (${what}): nothing changes`;
    case 'not-succeeded':
      return `payment ${key} is ${result.status}, not succeeded (${what}): nothing changes`;
  }
}

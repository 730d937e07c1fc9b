import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentDiscrepancies } from '../db/schema';

// Card payments the webhook received but did not book (docs/architecture.md "Payment discrepancies"): logged, kept
// once per PaymentIntent, and listed for ADMIN staff, who settle them by hand (a manual payment or a refund).

export type Discrepancy = {
  paymentIntentId: string;
  kind: string;
  inmateId: number | null;
  amountReceivedCents: number;
  expectedCents: number | null;
  reason: string;
};

/** Logs and records a payment that was not booked; a second report of the same payment changes nothing. */
export async function recordDiscrepancy(db: Db, discrepancy: Discrepancy) {
  console.error(`payment ${discrepancy.paymentIntentId} not booked: ${discrepancy.reason}`);
  await db
    .insert(paymentDiscrepancies)
    .values({
      stripePaymentIntentId: discrepancy.paymentIntentId,
      kind: discrepancy.kind,
      inmateId: discrepancy.inmateId,
      amountReceivedCents: discrepancy.amountReceivedCents,
      expectedCents: discrepancy.expectedCents,
      reason: discrepancy.reason,
    })
    .onConflictDoNothing({ target: paymentDiscrepancies.stripePaymentIntentId });
}

/** Every discrepancy, newest first. */
export async function listDiscrepancies(db: Db) {
  return db
    .select()
    .from(paymentDiscrepancies)
    .orderBy(desc(paymentDiscrepancies.createdAt), desc(paymentDiscrepancies.id));
}

import { sql } from 'drizzle-orm';
import { batchChanges } from '../db/batch';
import type { Db } from '../db/client';
import type { OfferRow } from '../offers/queries';
import { purchaseService } from '../services/purchase';
import {
  findPaymentByKey,
  insertPendingPayment,
  linkPendingPayment,
  markSucceeded,
  recordPendingPaymentMethod,
  whilePending,
} from './payment-rows';

/** The booking key of a manual payment: one per offer selection, so the selection is booked once. */
export const manualPaymentKey = (selectionId: string) => `manual:${selectionId}`;

/**
 * An admin's manual payment (spec §2 screen 3 "Manual Payment by Admin"): a payment of what the offers cost in D1,
 * with a `manual` payment method described by the reference notes, and the services of the offers, in one atomic
 * batch, exactly once per `key` (payment-rows.ts): a second request with the same selection books nothing and
 * answers the payment the first one booked.
 */
export async function bookManualPayment(
  db: Db,
  input: { inmateId: number; offers: OfferRow[]; notes: string; key: string },
): Promise<{ paymentId: number; booked: boolean }> {
  const { key } = input;
  const amountCents = input.offers.reduce((sum, offer) => sum + offer.priceCents, 0);
  const description = input.notes ? `Manual payment: ${input.notes}` : 'Manual payment';
  const changes = await batchChanges(db, [
    insertPendingPayment(db, { inmateId: input.inmateId, amountCents, key, notes: input.notes }),
    ...recordPendingPaymentMethod(db, key, { kind: 'manual', description }),
    ...input.offers.flatMap((offer) => [
      purchaseService(
        db,
        { inmateId: input.inmateId, offer, recurring: false, automatic: false },
        whilePending(key),
      ),
      linkPendingPayment(db, key, { id: sql`last_insert_rowid()`, title: offer.title }),
    ]),
    markSucceeded(db, key),
  ]);
  const row = await findPaymentByKey(db, key);
  return { paymentId: row?.id ?? 0, booked: changes.at(-1) === 1 };
}

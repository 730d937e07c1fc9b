import { manualPaymentDescription } from '@app/shared';
import { sql } from 'drizzle-orm';
import { type ActorNotAdmin, insertAsAdmin } from '../auth/still-admin';
import { batchChanges } from '../db/batch';
import type { Db } from '../db/client';
import { isForeignKeyViolation, isNotNullViolation } from '../db/errors';
import { payments } from '../db/schema';
import type { OfferRow } from '../offers/queries';
import { purchaseService } from '../services/purchase';
import {
  findPaymentByKey,
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
 * answers the payment the first one booked. Booked only while `adminId` is still an ADMIN (auth/still-admin.ts):
 * else nothing is, `actor-not-admin`. An offer deleted or changed since it was read books nothing: `offer-changed`.
 */
export async function bookManualPayment(
  db: Db,
  input: { adminId: number; inmateId: number; offers: OfferRow[]; notes: string; key: string },
): Promise<{ paymentId: number; booked: boolean } | ActorNotAdmin | 'offer-changed'> {
  const { key } = input;
  const amountCents = input.offers.reduce((sum, offer) => sum + offer.priceCents, 0);
  const description = manualPaymentDescription(input.notes);
  const booking = [
    insertAsAdmin(db, input.adminId, payments, {
      inmateId: input.inmateId,
      amountCents,
      stripePaymentIntentId: key,
      notes: input.notes,
      status: 'pending',
    }).onConflictDoNothing({ target: payments.stripePaymentIntentId }),
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
  ];
  let changes: (number | undefined)[];
  try {
    changes = await batchChanges(db, booking);
  } catch (error) {
    // An offer deleted or given other terms since it was read (services/purchase.ts): nothing was booked.
    if (isForeignKeyViolation(error) || isNotNullViolation(error, 'services.offer_id'))
      return 'offer-changed';
    throw error;
  }
  const row = await findPaymentByKey(db, key);
  // No payment under the key, booked now or before: the first statement found its actor no ADMIN.
  if (!row) return 'actor-not-admin';
  return { paymentId: row.id, booked: changes.at(-1) === 1 };
}

import { sql } from 'drizzle-orm';
import { batchChanges } from '../db/batch';
import type { Db } from '../db/client';
import { paymentMethods, paymentServices, payments } from '../db/schema';
import type { OfferRow } from '../offers/queries';
import { purchaseService } from '../services/purchase';

/**
 * An admin's manual payment (spec §2 screen 3 "Manual Payment by Admin"): a payment of what the offers cost in D1,
 * with a `manual` payment method described by the reference notes, and the services of the offers, in one atomic
 * batch.
 */
export async function bookManualPayment(
  db: Db,
  input: { inmateId: number; offers: OfferRow[]; notes: string },
): Promise<{ paymentId: number }> {
  const amountCents = input.offers.reduce((sum, offer) => sum + offer.priceCents, 0);
  const description = input.notes ? `Manual payment: ${input.notes}` : 'Manual payment';
  // Within the batch (one transaction, one writer) the newest payment of the inmate is the one just inserted.
  const thisPayment = sql<number>`(SELECT max(id) FROM ${payments} WHERE inmate_id = ${input.inmateId})`;
  await batchChanges(db, [
    db.insert(paymentMethods).values({ inmateId: input.inmateId, kind: 'manual', description }),
    db.insert(payments).values({
      inmateId: input.inmateId,
      amountCents,
      paymentMethodId: sql`last_insert_rowid()`,
      notes: input.notes,
      status: 'succeeded',
    }),
    ...input.offers.flatMap((offer) => [
      purchaseService(db, { inmateId: input.inmateId, offer, recurring: false, automatic: false }),
      db
        .insert(paymentServices)
        .values({ paymentId: thisPayment, serviceId: sql`last_insert_rowid()`, serviceTitle: offer.title }),
    ]),
  ]);
  const [row] = await db.select({ id: thisPayment }).from(payments).limit(1);
  return { paymentId: row?.id ?? 0 };
}

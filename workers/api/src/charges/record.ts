import type { Db } from '../db/client';

export type AuxiliaryCurrencyCharge = {
  inmateId: number;
  amountCents: number;
  description: string;
  /** The PaymentIntent that paid it: each one is booked once, however often the provider reports it. */
  stripePaymentIntentId: string;
  /** The payment method row that paid, when known (the card on file); the history shows its description. */
  paymentMethodId?: number | null | undefined;
};

/**
 * Books a paid auxiliary money charge (spec §3 auxiliary currency charge): the payment (status succeeded) and the
 * charge that points to it, in one batch. Idempotent per PaymentIntent: a payment row that already exists for the
 * intent (written earlier by this function or by the webhook) is reused, and a second charge is never added.
 * Called by the Stripe webhook for `payment_intent.succeeded` with metadata `kind: 'auxiliary'`, and by the
 * card-on-file charge when the provider answers `succeeded` at once. Answers whether this call booked it.
 */
export async function recordAuxiliaryCurrencyCharge(
  db: Db | D1Database,
  charge: AuxiliaryCurrencyCharge,
): Promise<{ recorded: boolean }> {
  const d1 = 'prepare' in db ? db : (db.$client as D1Database);
  const { inmateId, amountCents, description, stripePaymentIntentId, paymentMethodId = null } = charge;
  const [, insertedCharge] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO payments (inmate_id, amount_cents, payment_method_id, stripe_payment_intent_id, notes, status)
         VALUES (?1, ?2, ?3, ?4, ?5, 'succeeded')
         ON CONFLICT (stripe_payment_intent_id) DO NOTHING`,
      )
      .bind(inmateId, amountCents, paymentMethodId, stripePaymentIntentId, description),
    d1
      .prepare(
        `INSERT INTO auxiliary_currency_charges (inmate_id, price_cents, description, payment_id)
         SELECT ?1, ?2, ?3, p.id FROM payments p
         WHERE p.stripe_payment_intent_id = ?4
           AND NOT EXISTS (SELECT 1 FROM auxiliary_currency_charges a WHERE a.payment_id = p.id)`,
      )
      .bind(inmateId, amountCents, description, stripePaymentIntentId),
  ]);
  return { recorded: (insertedCharge?.meta.changes ?? 0) === 1 };
}

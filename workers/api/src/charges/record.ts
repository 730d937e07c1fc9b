import { UNDESCRIBED_CARD } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auxiliaryCurrencyCharges, inmates, paymentMethods, payments } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { recordDiscrepancy } from '../payments/discrepancies';
import { inmateIdOf } from '../payments/order';
import type { PaymentIntentSummary, PaymentPort } from '../payments/port';
import { sendReceipt } from '../payments/receipt-mail';

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
 * charge that points to it, in one batch, then mails its receipt. Idempotent per PaymentIntent: a payment row that
 * already exists for the intent (written earlier by this function or by the webhook) is reused, and a second charge
 * is never added; only the call whose batch added the charge mails the receipt, so a charge gets one.
 * Called by the webhook (bookAuxiliaryPayment) and by the card-on-file charge when the provider answers `succeeded`
 * at once. Answers whether this call booked it.
 */
export async function recordAuxiliaryCurrencyCharge(
  db: Db,
  mailer: Mailer,
  charge: AuxiliaryCurrencyCharge,
): Promise<{ recorded: boolean }> {
  const { inmateId, amountCents, description, stripePaymentIntentId, paymentMethodId = null } = charge;
  const [, insertedCharge] = await db.batch([
    db
      .insert(payments)
      .values({
        inmateId,
        amountCents,
        paymentMethodId,
        stripePaymentIntentId,
        notes: description,
        status: 'succeeded',
      })
      .onConflictDoNothing({ target: payments.stripePaymentIntentId }),
    db.insert(auxiliaryCurrencyCharges).select(
      db
        .select({
          id: sql<number>`NULL`.as('id'),
          inmateId: sql<number>`${inmateId}`.as('inmateId'),
          priceCents: sql<number>`${amountCents}`.as('priceCents'),
          description: sql<string>`${description}`.as('description'),
          paymentId: payments.id,
          datePurchased: sql<string>`${new Date().toISOString()}`.as('datePurchased'),
        })
        .from(payments)
        .where(
          and(
            eq(payments.stripePaymentIntentId, stripePaymentIntentId),
            sql`NOT EXISTS (SELECT 1 FROM ${auxiliaryCurrencyCharges} a WHERE a.payment_id = ${payments.id})`,
          ),
        ),
    ),
  ]);
  const recorded = insertedCharge.meta.changes === 1;
  if (recorded) {
    const payment = await db.query.payments.findFirst({
      columns: { id: true },
      where: eq(payments.stripePaymentIntentId, stripePaymentIntentId),
    });
    if (payment) await sendReceipt(db, mailer, payment.id, description);
  }
  return { recorded };
}

/**
 * The webhook's booking of a succeeded PaymentIntent of kind `auxiliary` (payments/webhook.ts): the money charge,
 * once. A card-form payment records the card's description as a payment method without provider ids, so it never
 * becomes the card on file. An intent naming no known inmate is not booked: it is recorded as a discrepancy.
 */
export async function bookAuxiliaryPayment(
  { db, payments: port, mailer }: { db: Db; payments: PaymentPort; mailer: Mailer },
  intent: PaymentIntentSummary,
) {
  const inmateId = inmateIdOf(intent.metadata);
  const known =
    inmateId !== null &&
    (await db.query.inmates.findFirst({ columns: { id: true }, where: eq(inmates.id, inmateId) })) !==
      undefined;
  const amountCents = intent.amountReceivedCents || intent.amountCents;
  if (inmateId === null || !known) {
    await recordDiscrepancy(db, {
      paymentIntentId: intent.id,
      kind: 'auxiliary',
      inmateId,
      amountReceivedCents: amountCents,
      expectedCents: null,
      reason: inmateId === null ? 'the metadata names no inmate' : `inmate ${inmateId} does not exist`,
    });
    return;
  }
  let paymentMethodId = Number(intent.metadata.paymentMethodRowId) || null;
  const booked = await db.query.payments.findFirst({
    columns: { id: true },
    where: eq(payments.stripePaymentIntentId, intent.id),
  });
  if (paymentMethodId === null && intent.paymentMethodId && !booked) {
    const description = await port
      .describePaymentMethod(intent.paymentMethodId)
      .catch(() => UNDESCRIBED_CARD);
    const [row] = await db
      .insert(paymentMethods)
      .values({ inmateId, kind: 'card', description })
      .returning({ id: paymentMethods.id });
    paymentMethodId = row?.id ?? null;
  }
  await recordAuxiliaryCurrencyCharge(db, mailer, {
    inmateId,
    amountCents,
    description: intent.metadata.description ?? '',
    stripePaymentIntentId: intent.id,
    paymentMethodId,
  });
}

import type { Db } from '../db/client';
import type { OfferRow } from '../offers/queries';
import { findOffersById } from '../offers/queries';
import type { PaymentIntentSummary, PaymentPort } from './port';

// Booking a paid order: the payment, its payment method and one service per offer (spec §3 "Service for an
// inmate"), each exactly once. D1 has no interactive transactions, so every booking is one `batch` (atomic), and
// every statement of a card booking is conditional on the payment row this batch inserted still being `pending`:
// a second delivery of the same payment finds it `succeeded` and changes nothing.

/** What a PaymentIntent of kind `offers` pays for, as the server wrote it into the metadata. */
export type OffersOrder = {
  inmateId: number;
  /** The offers and the price of each when the order was made, in cents. */
  lines: { offerId: number; priceCents: number }[];
  recurring: boolean;
  automatic: boolean;
};

/** The metadata of an offers PaymentIntent (values are strings, as Stripe keeps them). */
export function orderMetadata(order: OffersOrder): Record<string, string> {
  return {
    inmateId: String(order.inmateId),
    offers: order.lines.map((line) => `${line.offerId}:${line.priceCents}`).join(','),
    recurring: String(order.recurring),
    automatic: String(order.automatic),
  };
}

export function parseOrder(metadata: Record<string, string>): OffersOrder | null {
  const inmateId = Number(metadata.inmateId);
  const lines = (metadata.offers ?? '').split(',').map((pair) => {
    const [offerId, priceCents] = pair.split(':').map(Number);
    return { offerId: offerId ?? Number.NaN, priceCents: priceCents ?? Number.NaN };
  });
  if (!Number.isSafeInteger(inmateId) || inmateId < 1) return null;
  if (
    lines.length === 0 ||
    lines.some((line) => !Number.isSafeInteger(line.offerId) || !Number.isSafeInteger(line.priceCents))
  )
    return null;
  const automatic = metadata.automatic === 'true';
  return { inmateId, lines, automatic, recurring: automatic || metadata.recurring === 'true' };
}

export const orderTotal = (order: Pick<OffersOrder, 'lines'>) =>
  order.lines.reduce((sum, line) => sum + line.priceCents, 0);

const DAY_MS = 86_400_000;

/** Today as YYYY-MM-DD (UTC). */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** A date-only text `days` later. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** spec: a service is paid through today + validFor days; no validFor never expires. */
export function paidThroughFor(offer: Pick<OfferRow, 'validForDays'>, now = new Date()): string | null {
  return offer.validForDays === null ? null : addDays(today(now), offer.validForDays);
}

type ServiceFlags = { recurring: boolean; automatic: boolean };

function serviceInsert(
  d1: D1Database,
  inmateId: number,
  offer: OfferRow,
  flags: ServiceFlags,
  condition: { sql: string; args: unknown[] } | null,
) {
  const values = [
    inmateId,
    offer.id,
    offer.title,
    offer.creditsIncludedTenths,
    paidThroughFor(offer),
    flags.recurring ? 1 : 0,
    flags.automatic ? 1 : 0,
  ];
  const columns =
    'inmate_id, offer_id, title, remaining_tenths, paid_through, recurring_payments, automatic_payments';
  if (!condition) {
    return d1.prepare(`INSERT INTO services (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?)`).bind(...values);
  }
  return d1
    .prepare(`INSERT INTO services (${columns}) SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${condition.sql}`)
    .bind(...values, ...condition.args);
}

export type CardBooking =
  | { outcome: 'booked'; paymentId: number }
  | { outcome: 'already-booked'; paymentId: number }
  | { outcome: 'refused'; reason: string };

/**
 * Books a succeeded offers PaymentIntent: the payment, the card it was paid with (kept for off-session use when the
 * order is recurring), and the services. Refuses an intent whose amount received is not the order's total computed
 * by the server. Idempotent by payment: the unique `stripe_payment_intent_id` admits one row, and everything else in
 * the batch happens only while that row is the `pending` one this batch inserted.
 */
export async function bookCardPayment(
  db: Db,
  payments: PaymentPort,
  intent: PaymentIntentSummary,
): Promise<CardBooking> {
  const d1 = db.$client as D1Database;
  const existing = await d1
    .prepare(`SELECT id, status FROM payments WHERE stripe_payment_intent_id = ?`)
    .bind(intent.id)
    .first<{ id: number; status: string }>();
  if (existing?.status === 'succeeded') return { outcome: 'already-booked', paymentId: existing.id };

  const order = parseOrder(intent.metadata);
  if (!order) return { outcome: 'refused', reason: 'the metadata is not an offers order' };
  if (intent.status !== 'succeeded') return { outcome: 'refused', reason: `status ${intent.status}` };
  if (intent.amountReceivedCents !== orderTotal(order)) {
    return {
      outcome: 'refused',
      reason: `amount received ${intent.amountReceivedCents} is not the order total ${orderTotal(order)}`,
    };
  }
  const offers = await findOffersById(
    db,
    order.lines.map((line) => line.offerId),
  );
  const missing = order.lines.find((line) => !offers.has(line.offerId));
  if (missing) throw new Error(`paid offer ${missing.offerId} no longer exists (payment ${intent.id})`);

  // The card: reuse its row when this card paid before, otherwise describe it once ("Visa •••• 4242").
  const cardRow = intent.paymentMethodId
    ? await d1
        .prepare(
          `SELECT id FROM payment_methods WHERE stripe_payment_method_id = ? AND inmate_id = ? LIMIT 1`,
        )
        .bind(intent.paymentMethodId, order.inmateId)
        .first<{ id: number }>()
    : null;
  const description =
    cardRow || !intent.paymentMethodId
      ? 'Card'
      : await payments.describePaymentMethod(intent.paymentMethodId);
  // Only a card saved for off-session use (Recurring) is kept with its customer, so card-on-file charges find it.
  const customerId = order.recurring ? intent.customerId : null;

  const pending = {
    sql: `EXISTS (SELECT 1 FROM payments WHERE stripe_payment_intent_id = ? AND status = 'pending')`,
    args: [intent.id],
  };
  const statements: D1PreparedStatement[] = [
    d1
      .prepare(
        `INSERT INTO payments (inmate_id, amount_cents, stripe_payment_intent_id, status)
         VALUES (?, ?, ?, 'pending') ON CONFLICT (stripe_payment_intent_id) DO NOTHING`,
      )
      .bind(order.inmateId, intent.amountReceivedCents, intent.id),
  ];
  if (cardRow) {
    statements.push(
      d1
        .prepare(
          `UPDATE payments SET payment_method_id = ? WHERE stripe_payment_intent_id = ? AND status = 'pending'`,
        )
        .bind(cardRow.id, intent.id),
    );
    if (customerId) {
      statements.push(
        d1
          .prepare(`UPDATE payment_methods SET stripe_customer_id = ? WHERE id = ? AND ${pending.sql}`)
          .bind(customerId, cardRow.id, ...pending.args),
      );
    }
  } else {
    statements.push(
      d1
        .prepare(
          `INSERT INTO payment_methods (inmate_id, kind, description, stripe_customer_id, stripe_payment_method_id)
           SELECT ?, 'card', ?, ?, ? WHERE ${pending.sql}`,
        )
        .bind(order.inmateId, description, customerId, intent.paymentMethodId, ...pending.args),
      d1
        .prepare(
          `UPDATE payments SET payment_method_id = last_insert_rowid()
           WHERE stripe_payment_intent_id = ? AND status = 'pending'`,
        )
        .bind(intent.id),
    );
  }
  for (const line of order.lines) {
    const offer = offers.get(line.offerId) as OfferRow;
    statements.push(
      serviceInsert(d1, order.inmateId, offer, order, pending),
      d1
        .prepare(
          `INSERT INTO payment_services (payment_id, service_id, service_title)
           SELECT p.id, last_insert_rowid(), ? FROM payments p
           WHERE p.stripe_payment_intent_id = ? AND p.status = 'pending'`,
        )
        .bind(offer.title, intent.id),
    );
  }
  statements.push(
    d1
      .prepare(
        `UPDATE payments SET status = 'succeeded' WHERE stripe_payment_intent_id = ? AND status = 'pending'`,
      )
      .bind(intent.id),
  );
  const results = await d1.batch(statements);
  const booked = (results.at(-1)?.meta.changes ?? 0) === 1;
  const row = await d1
    .prepare(`SELECT id FROM payments WHERE stripe_payment_intent_id = ?`)
    .bind(intent.id)
    .first<{ id: number }>();
  return { outcome: booked ? 'booked' : 'already-booked', paymentId: row?.id ?? 0 };
}

/**
 * Starts the Stripe Subscription of each Automatic service of a payment that has none yet (spec §2 screen 3
 * "creates a subscription renewed each cycle"). Safe to repeat: the idempotency key per service makes Stripe
 * answer the same subscription, and the id is stored only where none is.
 */
export async function startRenewals(
  db: Db,
  payments: PaymentPort,
  intent: PaymentIntentSummary,
  paymentId: number,
) {
  if (!intent.customerId || !intent.paymentMethodId) return;
  const d1 = db.$client as D1Database;
  const { results } = await d1
    .prepare(
      `SELECT s.id, s.inmate_id, s.offer_id, s.title, s.paid_through, o.price_cents, o.valid_for_days
       FROM services s JOIN payment_services ps ON ps.service_id = s.id JOIN offers o ON o.id = s.offer_id
       WHERE ps.payment_id = ? AND s.automatic_payments = 1 AND s.stripe_subscription_id IS NULL`,
    )
    .bind(paymentId)
    .all<{
      id: number;
      inmate_id: number;
      offer_id: number;
      title: string;
      paid_through: string | null;
      price_cents: number;
      valid_for_days: number | null;
    }>();
  for (const service of results) {
    // The first cycle is paid: billing starts the day after the paid-through date (a month on for never-expiring).
    const firstBillingAt = service.paid_through
      ? new Date(Date.parse(`${addDays(service.paid_through, 1)}T00:00:00.000Z`))
      : new Date(Date.now() + 30 * DAY_MS);
    const subscriptionId = await payments.createRenewalSubscription({
      customerId: intent.customerId,
      paymentMethodId: intent.paymentMethodId,
      offer: { id: service.offer_id, title: service.title, priceCents: service.price_cents },
      cycleDays: service.valid_for_days,
      firstBillingAt,
      metadata: { kind: 'renewal', serviceId: String(service.id), inmateId: String(service.inmate_id) },
      idempotencyKey: `renewal-${intent.id}-${service.id}`,
    });
    await d1
      .prepare(
        `UPDATE services SET stripe_subscription_id = ? WHERE id = ? AND stripe_subscription_id IS NULL`,
      )
      .bind(subscriptionId, service.id)
      .run();
  }
}

export type Renewal = { outcome: 'renewed' | 'already-renewed' | 'unknown-subscription'; serviceId?: number };

/**
 * A paid renewal invoice of a service's subscription: records the payment and extends the service by one cycle
 * (paid through max(today, paid through) + validFor days) with its credits restored to the offer's credits included.
 * Idempotent by payment: `paymentKey` (the invoice's PaymentIntent, or the invoice) admits one payment row.
 */
export async function renewService(
  db: Db,
  renewal: { subscriptionId: string; amountPaidCents: number; paymentKey: string },
): Promise<Renewal> {
  const d1 = db.$client as D1Database;
  const service = await d1
    .prepare(
      `SELECT s.id, s.inmate_id, s.title, s.paid_through, o.credits_included_tenths, o.valid_for_days,
         (SELECT p.payment_method_id FROM payment_services ps JOIN payments p ON p.id = ps.payment_id
          WHERE ps.service_id = s.id ORDER BY p.id LIMIT 1) AS payment_method_id
       FROM services s JOIN offers o ON o.id = s.offer_id WHERE s.stripe_subscription_id = ?`,
    )
    .bind(renewal.subscriptionId)
    .first<{
      id: number;
      inmate_id: number;
      title: string;
      paid_through: string | null;
      credits_included_tenths: number;
      valid_for_days: number | null;
      payment_method_id: number | null;
    }>();
  if (!service) return { outcome: 'unknown-subscription' };
  const start =
    service.paid_through && service.paid_through > today() ? service.paid_through.slice(0, 10) : today();
  const paidThrough =
    service.valid_for_days === null ? service.paid_through : addDays(start, service.valid_for_days);
  const pending = `EXISTS (SELECT 1 FROM payments WHERE stripe_payment_intent_id = ? AND status = 'pending')`;
  const results = await d1.batch([
    d1
      .prepare(
        `INSERT INTO payments (inmate_id, amount_cents, payment_method_id, stripe_payment_intent_id, notes, status)
         VALUES (?, ?, ?, ?, 'Automatic renewal', 'pending') ON CONFLICT (stripe_payment_intent_id) DO NOTHING`,
      )
      .bind(service.inmate_id, renewal.amountPaidCents, service.payment_method_id, renewal.paymentKey),
    d1
      .prepare(
        `UPDATE services SET paid_through = ?, remaining_tenths = ?, active = 1 WHERE id = ? AND ${pending}`,
      )
      .bind(paidThrough, service.credits_included_tenths, service.id, renewal.paymentKey),
    d1
      .prepare(
        `INSERT INTO payment_services (payment_id, service_id, service_title)
         SELECT id, ?, ? FROM payments WHERE stripe_payment_intent_id = ? AND status = 'pending'`,
      )
      .bind(service.id, service.title, renewal.paymentKey),
    d1
      .prepare(
        `UPDATE payments SET status = 'succeeded' WHERE stripe_payment_intent_id = ? AND status = 'pending'`,
      )
      .bind(renewal.paymentKey),
  ]);
  const renewed = (results.at(-1)?.meta.changes ?? 0) === 1;
  return { outcome: renewed ? 'renewed' : 'already-renewed', serviceId: service.id };
}

/** A subscription ended (canceled here or at Stripe): its service no longer renews automatically. */
export async function endAutomaticRenewal(db: Db, subscriptionId: string): Promise<void> {
  await (db.$client as D1Database)
    .prepare(`UPDATE services SET automatic_payments = 0 WHERE stripe_subscription_id = ?`)
    .bind(subscriptionId)
    .run();
}

/**
 * An admin's manual payment (spec §2 screen 3 "Manual Payment by Admin"): a payment with a `manual` payment method
 * described by the reference notes, and the services of the selected offers, in one atomic batch.
 */
export async function bookManualPayment(
  db: Db,
  input: { inmateId: number; offers: OfferRow[]; notes: string },
): Promise<{ paymentId: number }> {
  const d1 = db.$client as D1Database;
  const amountCents = input.offers.reduce((sum, offer) => sum + offer.priceCents, 0);
  const description = input.notes ? `Manual payment: ${input.notes}` : 'Manual payment';
  // Within the batch (one transaction, one writer) the newest payment of the inmate is the one just inserted.
  const thisPayment = `(SELECT max(id) FROM payments WHERE inmate_id = ?)`;
  const statements: D1PreparedStatement[] = [
    d1
      .prepare(`INSERT INTO payment_methods (inmate_id, kind, description) VALUES (?, 'manual', ?)`)
      .bind(input.inmateId, description),
    d1
      .prepare(
        `INSERT INTO payments (inmate_id, amount_cents, payment_method_id, notes, status)
         VALUES (?, ?, last_insert_rowid(), ?, 'succeeded')`,
      )
      .bind(input.inmateId, amountCents, input.notes),
  ];
  for (const offer of input.offers) {
    statements.push(
      serviceInsert(d1, input.inmateId, offer, { recurring: false, automatic: false }, null),
      d1
        .prepare(
          `INSERT INTO payment_services (payment_id, service_id, service_title)
           VALUES (${thisPayment}, last_insert_rowid(), ?)`,
        )
        .bind(input.inmateId, offer.title),
    );
  }
  await d1.batch(statements);
  const row = await d1
    .prepare(`SELECT max(id) AS id FROM payments WHERE inmate_id = ?`)
    .bind(input.inmateId)
    .first<{ id: number }>();
  return { paymentId: row?.id ?? 0 };
}

import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { inmates } from './inmates';
import { services } from './services';

/** How an inmate paid: a card saved at the payment provider, or a manual payment recorded by an admin. */
export const paymentMethods = sqliteTable(
  'payment_methods',
  {
    id: id(),
    inmateId: integer('inmate_id')
      .notNull()
      .references(() => inmates.id),
    kind: text('kind', { enum: ['card', 'manual'] }).notNull(),
    /** What the payment history shows (spec §3 paymentMethod.description), e.g. "Visa •••• 4242". */
    description: text('description').notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripePaymentMethodId: text('stripe_payment_method_id'),
    createdAt: createdAt(),
  },
  (table) => [index('payment_methods_inmate_idx').on(table.inmateId)],
);

/**
 * A payment (spec §3 payment record). `stripePaymentIntentId` is the booking's unique key, so each is booked once: the
 * Stripe PaymentIntent's id, or `manual:<selectionId>` for an admin's manual payment (payments/book-manual.ts).
 */
export const payments = sqliteTable(
  'payments',
  {
    id: id(),
    inmateId: integer('inmate_id')
      .notNull()
      .references(() => inmates.id),
    amountCents: integer('amount_cents').notNull(),
    paymentDate: createdAt('payment_date'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** The session's offer selection a card payment paid: that selection is then no longer to pay (selection.ts). */
    selectionId: text('selection_id'),
    /** The admin's reference notes of a manual payment (spec §2 screen 3). */
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
  },
  (table) => [
    index('payments_inmate_date_idx').on(table.inmateId, table.paymentDate),
    index('payments_selection_idx').on(table.selectionId),
    uniqueIndex('payments_stripe_payment_intent_unique').on(table.stripePaymentIntentId),
  ],
);

/** Which services a payment paid for (spec §3 payment record serviceTitles). */
export const paymentServices = sqliteTable(
  'payment_services',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    /** The service's title when paid, so the history reads the same after renames. */
    serviceTitle: text('service_title').notNull(),
    /**
     * What this payment bought, as booked, so its receipt reads the same after a renewal or a staff change: the
     * credits it added (the service's top-up) and the day it paid through (null: never expires). Both null on rows
     * booked before migration 0023 (the receipt then reads the service).
     */
    creditsAddedTenths: integer('credits_added_tenths'),
    paidThrough: text('paid_through'),
  },
  (table) => [primaryKey({ columns: [table.paymentId, table.serviceId] })],
);

/** Payment-provider webhook events already handled: the provider retries, each event is applied once. */
export const processedPaymentEvents = sqliteTable(
  'processed_payment_events',
  {
    id: id(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: createdAt('processed_at'),
  },
  (table) => [uniqueIndex('processed_payment_events_event_unique').on(table.eventId)],
);

/**
 * A card payment the webhook received but did not book (docs/architecture.md "Payment discrepancies"): the amount
 * differs from what the selection costs in D1, or the offer or inmate it names is unknown, or its metadata is not an
 * order. Listed for ADMIN staff by `GET /admin/api/getpaymentdiscrepancies`; one row per PaymentIntent.
 */
export const paymentDiscrepancies = sqliteTable(
  'payment_discrepancies',
  {
    id: id(),
    stripePaymentIntentId: text('stripe_payment_intent_id').notNull(),
    /** What the payment was for (`offers`, `auxiliary`, `renewal`), as its metadata or its event says. */
    kind: text('kind').notNull(),
    /** The inmate the metadata names; no foreign key, since an unknown inmate is one of the reasons. */
    inmateId: integer('inmate_id'),
    amountReceivedCents: integer('amount_received_cents').notNull(),
    /** What the selection costs at the offers' prices in D1; null when it cannot be computed. */
    expectedCents: integer('expected_cents'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payment_discrepancies_payment_intent_unique').on(table.stripePaymentIntentId)],
);

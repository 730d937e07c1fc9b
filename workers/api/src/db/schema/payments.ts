import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { inmates, services } from './inmates';

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

/** A payment (spec §3 payment record). `stripePaymentIntentId` is unique so a provider event is booked once. */
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
    /** The admin's reference notes of a manual payment (spec §2 screen 3). */
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
  },
  (table) => [
    index('payments_inmate_date_idx').on(table.inmateId, table.paymentDate),
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
  },
  (table) => [primaryKey({ columns: [table.paymentId, table.serviceId] })],
);

/** A money charge by an admin (spec §3 auxiliary currency charge), settled by a payment. */
export const auxiliaryCurrencyCharges = sqliteTable(
  'auxiliary_currency_charges',
  {
    id: id(),
    inmateId: integer('inmate_id')
      .notNull()
      .references(() => inmates.id),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    datePurchased: createdAt('date_purchased'),
  },
  (table) => [index('auxiliary_currency_charges_inmate_idx').on(table.inmateId)],
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

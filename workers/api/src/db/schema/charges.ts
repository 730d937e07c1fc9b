import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { inmates } from './inmates';
import { payments } from './payments';
import { services } from './services';

/** Credits charged against a service by staff (spec §3 auxiliary credit charge). */
export const auxiliaryCreditCharges = sqliteTable(
  'auxiliary_credit_charges',
  {
    id: id(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    tenths: integer('tenths').notNull(),
    description: text('description').notNull(),
    /** The staff member's username (spec: "username (the agent)"). */
    agentUsername: text('agent_username').notNull(),
    date: createdAt('date'),
    /** The form's id of the charge (shared/src/schemas/account.ts): a request sent again takes nothing more. */
    requestId: text('request_id'),
  },
  (table) => [
    index('auxiliary_credit_charges_service_idx').on(table.serviceId),
    uniqueIndex('auxiliary_credit_charges_request_unique').on(table.requestId),
  ],
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

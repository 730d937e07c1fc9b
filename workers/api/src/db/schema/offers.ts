import type { ServiceType } from '@app/shared';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id } from './columns';

/**
 * An offer of spec §3: a single-type offer covers one service type, an aggregate offer (bundle) several.
 * Deleting an offer that services still point to, or that a card checkout named, retires it instead (`retired`), so
 * history keeps its title and a payment in flight still finds it.
 */
export const offers = sqliteTable(
  'offers',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** JSON array of SERVICE_TYPES, e.g. `["PHONE_PALS","AI_CHAT"]`; more than one means aggregate. */
    serviceTypes: text('service_types', { mode: 'json' }).$type<ServiceType[]>().notNull(),
    creditsIncludedTenths: integer('credits_included_tenths').notNull(),
    /** spec §3 validFor: days a purchase stays valid; null = never expires. */
    validForDays: integer('valid_for_days'),
    /** spec §3 fixedMoCrCharge: credits charged every month, in tenths; null = none. */
    fixedMonthlyCreditChargeTenths: integer('fixed_monthly_credit_charge_tenths'),
    active: flag('active').notNull().default(true),
    retired: flag('retired').notNull().default(false),
    /**
     * When a card checkout first named the offer (a PaymentIntent's metadata, made by getstripepaymentintent); null =
     * never. From then on a delete retires it, so the webhook books a payment made after the delete
     * (docs/decisions.md "Deleting an offer"). Offers older than migration 0026 carry its time: any could be in one.
     */
    firstCheckoutAt: text('first_checkout_at'),
    createdAt: createdAt(),
  },
  (table) => [index('offers_active_idx').on(table.active, table.retired)],
);

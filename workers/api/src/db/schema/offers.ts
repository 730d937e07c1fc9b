import type { ServiceType } from '@app/shared';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id } from './columns';

/**
 * An offer of spec §3: a single-type offer covers one service type, an aggregate offer (bundle) several.
 * Deleting an offer that services still point to retires it instead (`retired`), so history keeps its title.
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
    createdAt: createdAt(),
  },
  (table) => [index('offers_active_idx').on(table.active, table.retired)],
);

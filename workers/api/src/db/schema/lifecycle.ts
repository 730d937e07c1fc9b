import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { calls } from './calls';
import { createdAt, id } from './columns';
import { services } from './services';

/**
 * The fixed monthly credit charges the lifecycle run applied (spec §3 fixedMoCrCharge): one row per service and
 * month (`YYYY-MM`, UTC), so running the job twice in a month charges once. `callId` is the call record without a
 * conversation id that shows the charge in the call history (spec §3 call record).
 */
export const serviceMonthlyCharges = sqliteTable(
  'service_monthly_charges',
  {
    id: id(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    month: text('month').notNull(),
    /** What was charged, in tenths: the offer's monthly charge, or what was left if that was less. */
    tenths: integer('tenths').notNull(),
    callId: integer('call_id').references(() => calls.id),
    chargedAt: createdAt('charged_at'),
  },
  (table) => [
    uniqueIndex('service_monthly_charges_service_month_unique').on(table.serviceId, table.month),
    index('service_monthly_charges_call_idx').on(table.callId),
  ],
);

import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id } from './columns';
import { inmates } from './inmates';
import { offers } from './offers';

/** A service an inmate bought from an offer (spec §3 "Service for an inmate"). */
export const services = sqliteTable(
  'services',
  {
    id: id(),
    inmateId: integer('inmate_id')
      .notNull()
      .references(() => inmates.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    /** The offer's title at purchase time. */
    title: text('title').notNull(),
    /**
     * The offer's price at purchase time, in cents: what an Automatic service's subscription charges each cycle
     * (payments/book-renewal.ts), whatever staff set the offer's price to later. Null only in rows older than it
     * (migration 0028 gave those their offer's price of then).
     */
    priceCents: integer('price_cents'),
    /** Credits left, in tenths; depleted below 10 (spec §4: remainingCredits below 1). */
    remainingTenths: integer('remaining_tenths').notNull(),
    /** The credits of the current top-up (purchase or renewal), in tenths: the 100% of the low-balance e-mail. */
    topUpTenths: integer('top_up_tenths').notNull().default(0),
    /**
     * The low-balance e-mail of this top-up went out (issue 13 §4: below 10% of topUpTenths, once per service and
     * top-up); claimed by one conditional UPDATE (services/low-balance.ts), cleared by a top-up.
     */
    lowBalanceNotified: flag('low_balance_notified').notNull().default(false),
    datePurchased: createdAt('date_purchased'),
    /** End of the paid period; null = never expires. */
    paidThrough: text('paid_through'),
    /** spec §2 screen 3: the inmate may renew from inside. */
    recurringPayments: flag('recurring_payments').notNull().default(false),
    /** spec §2 screen 3: renewed each cycle by a subscription. */
    automaticPayments: flag('automatic_payments').notNull().default(false),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** False once the paid period is over (set by the lifecycle run; a renewal that extends paidThrough sets it back). */
    active: flag('active').notNull().default(true),
    /** The service the inmate uses for calls now (`POST /api/selectservice`); at most one per inmate. */
    selected: flag('selected').notNull().default(false),
    /**
     * Periods of credits since the purchase: a renewal that replaces an ended period's credits starts the next
     * (services/renew.ts). A call dialled in one and metered in the next ran on credits that are gone: it takes none
     * of the new ones (telephony/metering.ts).
     */
    cycle: integer('cycle').notNull().default(0),
  },
  (table) => [
    index('services_inmate_idx').on(table.inmateId),
    uniqueIndex('services_stripe_subscription_unique').on(table.stripeSubscriptionId),
  ],
);

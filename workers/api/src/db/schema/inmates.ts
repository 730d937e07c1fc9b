import type { ServiceType } from '@app/shared';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id } from './columns';
import { friends } from './friends';
import { offers } from './offers';

/** An inmate account (spec §3 inmate detail and listing row). */
export const inmates = sqliteTable(
  'inmates',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The code the inmate keys in on the phone; reset by `GET /api/resetsecretcode`. */
    secretCode: text('secret_code').notNull(),
    /** The assigned phone number (spec: twilioNumber), set by an admin. */
    twilioNumber: text('twilio_number'),
    adminNotes: text('admin_notes').notNull().default(''),
    /** When a service was last used (a call); null = never (spec §2 screen 14: inactive). */
    lastUsed: text('last_used'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('inmates_email_unique').on(table.email),
    uniqueIndex('inmates_username_unique').on(table.username),
    uniqueIndex('inmates_secret_code_unique').on(table.secretCode),
  ],
);

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
    /** Credits left, in tenths; depleted below 10 (spec §4: remainingCredits below 1). */
    remainingTenths: integer('remaining_tenths').notNull(),
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
  },
  (table) => [
    index('services_inmate_idx').on(table.inmateId),
    uniqueIndex('services_stripe_subscription_unique').on(table.stripeSubscriptionId),
  ],
);

/** A metered use of a service (spec §3 call record); no conversationUuid means a fixed charge. */
export const calls = sqliteTable(
  'calls',
  {
    id: id(),
    inmateId: integer('inmate_id')
      .notNull()
      .references(() => inmates.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    date: createdAt('date'),
    creditsUsedTenths: integer('credits_used_tenths').notNull(),
    serviceType: text('service_type').$type<ServiceType>().notNull(),
    conversationUuid: text('conversation_uuid'),
    /** The friend who took a PHONE_PALS call (paid per accepted minute, spec §1); null otherwise. */
    friendId: integer('friend_id').references(() => friends.id),
    durationSeconds: integer('duration_seconds'),
  },
  (table) => [
    index('calls_inmate_date_idx').on(table.inmateId, table.date),
    index('calls_service_idx').on(table.serviceId),
  ],
);

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
  },
  (table) => [index('auxiliary_credit_charges_service_idx').on(table.serviceId)],
);

import type { ServiceType } from '@app/shared';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { calls } from './calls';
import { createdAt } from './columns';
import { friends } from './friends';
import { inmates } from './inmates';
import { services } from './services';
import { jails } from './staff';

/**
 * A facility call as it goes through the phone system (docs/architecture.md "Calls"), keyed by the provider's id of
 * the inmate's leg (Twilio's CallSid). Each webhook reads and moves it on; the bridged leg is metered once, into a
 * `calls` record whose conversationUuid is this CallSid.
 */
export const phoneCalls = sqliteTable(
  'phone_calls',
  {
    callSid: text('call_sid').primaryKey(),
    inmateId: integer('inmate_id')
      .notNull()
      .references(() => inmates.id),
    jailId: integer('jail_id')
      .notNull()
      .references(() => jails.id),
    /** Wrong secret codes keyed so far; the third ends the call. */
    codeTries: integer('code_tries').notNull().default(0),
    /** Set once the secret code was right. */
    identifiedAt: text('identified_at'),
    /** The service the call uses, chosen after the code (the selected one, else the first usable). */
    serviceId: integer('service_id').references(() => services.id),
    serviceType: text('service_type').$type<ServiceType>(),
    /**
     * Whole seconds the bridged leg may last: the whole minutes the service's credits covered when dialled, less those
     * its other calls running then held (telephony/holds.ts).
     */
    limitSeconds: integer('limit_seconds'),
    /** When limitSeconds was last given (the service, a bundle's kind, the next friend): its hold runs from then. */
    limitGivenAt: text('limit_given_at'),
    /** The service's `cycle` when dialled: metering takes credits only from that cycle's. */
    serviceCycle: integer('service_cycle'),
    /** PHONE_PALS: the friend rung now, and every friend rung so far (JSON array of ids). */
    friendId: integer('friend_id').references(() => friends.id),
    triedFriendIds: text('tried_friend_ids', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
    /**
     * PHONE_PALS: the friend who pressed 1, set once by whisper-answer. Only an accepted call is metered, and its
     * minutes are paid to this friend (not to whoever friend_id names by then).
     */
    acceptedFriendId: integer('accepted_friend_id').references(() => friends.id),
    /** PHONE_PALS: when the rung friend's leg asked for its prompt (epoch ms), set by whisper until one accepts. */
    whisperStartedMs: integer('whisper_started_ms'),
    /**
     * PHONE_PALS: the whole seconds the accepting friend heard the prompt before pressing 1, set with
     * acceptedFriendId. Twilio's DialCallDuration counts from the friend's answer: the metering takes these off.
     */
    promptSeconds: integer('prompt_seconds'),
    /**
     * PHONE_PALS: the Settings rate per minute, in cents, when the friend pressed 1, set with acceptedFriendId (kept
     * from the first 1). The metering pays it, so a save during the call never reprices it; null for a call accepted
     * before migration 0027, paid the setting when metered.
     */
    friendRateCents: integer('friend_rate_cents'),
    /** The call record of the bridged leg, once metered (exactly once: calls.conversation_uuid is unique). */
    callId: integer('call_id').references(() => calls.id),
    /** The provider's last status of the inmate's leg (`in-progress`, then `completed`, `failed`, …). */
    status: text('status').notNull().default('in-progress'),
    createdAt: createdAt(),
    endedAt: text('ended_at'),
  },
  (table) => [
    // Who is on a call now (a friend is not rung twice at once), and a friend's calls.
    index('phone_calls_friend_status_idx').on(table.friendId, table.status),
    // The calls holding a service's credits (telephony/holds.ts), read by each call given a time limit.
    index('phone_calls_service_idx').on(table.serviceId),
  ],
);

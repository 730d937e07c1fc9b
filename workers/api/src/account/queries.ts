import {
  type CallRecordAnswer,
  creditsFromTenths,
  dollarsFromCents,
  type InmateDetailAnswer,
  type PaymentRecordAnswer,
  type ServiceAnswer,
  type ServiceType,
} from '@app/shared';
import { and, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { callerColumns, type HotRead, ONE_ROW } from '../auth/caller-check';
import type { Db } from '../db/client';
import { compiledQuery, type RowOf, runCompiled } from '../db/compiled';
import { calls, inmates, offers, paymentMethods, payments, services } from '../db/schema';
import { renewalRefusal } from '../payments/renewal-rule';
import { storedForms } from '../telephony/numbers';
import type { Viewer } from './viewer';

// Queries of the inmate account (spec §3 inmate detail, service, payment record, call record).

// The hot reads' statements (auth/caller-check.ts readAsCaller) select the caller facts beside the route's columns,
// the route's rows LEFT JOINed to one row, so the caller is confirmed in the same one statement. Compiled once
// (db/compiled.ts); each is bound with `{ inmateId }`.

const DETAIL_FIELDS = {
  id: inmates.id,
  firstName: inmates.firstName,
  lastName: inmates.lastName,
  email: inmates.email,
  username: inmates.username,
  secretCode: inmates.secretCode,
  twilioNumber: inmates.twilioNumber,
  forwardingNumber: inmates.forwardingNumber,
  adminNotes: inmates.adminNotes,
};

/** The inmate detail: none or one row (key `id`). */
export const inmateDetailQuery: HotRead<InmateDetailRow> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...DETAIL_FIELDS })
    .from(ONE_ROW)
    .leftJoin(inmates, eq(inmates.id, sql.placeholder('inmateId'))),
);

export type InmateDetailRow = RowOf<typeof DETAIL_FIELDS>;

/** spec §3 inmate detail as `viewer` may see it: never the secret code to EMPLOYEE1, admin notes only to staff. */
export function inmateDetailFor(viewer: Viewer, row: InmateDetailRow): InmateDetailAnswer {
  const { secretCode, adminNotes, ...detail } = row;
  return {
    ...detail,
    ...(viewer !== 'employee1' && { secretCode }),
    ...(viewer !== 'inmate' && { adminNotes }),
  };
}

/** True when another inmate has this e-mail, compared without case (as registration compares it). */
export async function emailUsedByAnother(db: Db, inmateId: number, email: string) {
  const row = await db.query.inmates.findFirst({
    columns: { id: true },
    where: and(sql`lower(${inmates.email}) = lower(${email})`, ne(inmates.id, inmateId)),
  });
  return row !== undefined;
}

const holders = alias(inmates, 'holders');

/**
 * Assigns the inmate's phone number unless another inmate holds it in any stored form (telephony/numbers.ts): one
 * conditional UPDATE, so two numbers saved at once cannot both land. False when another inmate holds it.
 */
export async function assignPhoneNumber(db: Db, inmateId: number, number: string): Promise<boolean> {
  const result = await db
    .update(inmates)
    .set({ twilioNumber: number })
    .where(
      and(
        eq(inmates.id, inmateId),
        notExists(
          db
            .select({ id: sql`1` })
            .from(holders)
            .where(and(inArray(holders.twilioNumber, storedForms(number)), ne(holders.id, inmateId))),
        ),
      ),
    )
    .run();
  return result.meta.changes > 0;
}

export async function updateInmate(db: Db, inmateId: number, values: Partial<typeof inmates.$inferInsert>) {
  await db.update(inmates).set(values).where(eq(inmates.id, inmateId));
}

/** The inmate's services, newest first, with their offer (spec §3 service for an inmate). */
export async function findServices(db: Db, inmateId: number) {
  const [rows] = await runCompiled(db.$client, [servicesQuery.bind({ inmateId })]);
  return rows;
}

const SERVICE_FIELDS = {
  id: services.id,
  title: services.title,
  remainingTenths: services.remainingTenths,
  datePurchased: services.datePurchased,
  paidThrough: services.paidThrough,
  recurringPayments: services.recurringPayments,
  automaticPayments: services.automaticPayments,
  stripeSubscriptionId: services.stripeSubscriptionId,
  active: services.active,
  selected: services.selected,
  // Named apart from the service's id and title: in a D1 batch rows come back keyed by column name, and two
  // columns of one name would collapse into one.
  offer: {
    id: sql<number>`${offers.id}`.as('offer_id'),
    title: sql<string>`${offers.title}`.as('offer_title'),
    description: offers.description,
    priceCents: offers.priceCents,
    serviceTypes: offers.serviceTypes,
    fixedMonthlyCreditChargeTenths: offers.fixedMonthlyCreditChargeTenths,
    onSale: sql<boolean>`(${offers.active} = 1 AND ${offers.retired} = 0)`
      .mapWith(Boolean)
      .as('offer_on_sale'),
  },
};

const SERVICE_ORDER = [desc(services.datePurchased), desc(services.id)];

/** The rows of findServices, bound with `{ inmateId }`. */
const servicesQuery = compiledQuery((db) =>
  db
    .select(SERVICE_FIELDS)
    .from(services)
    .innerJoin(offers, eq(offers.id, services.offerId))
    .where(eq(services.inmateId, sql.placeholder('inmateId')))
    .orderBy(...SERVICE_ORDER),
);

/** The same as a hot read, with the caller facts (key `id`). */
export const servicesAsCallerQuery: HotRead<ServiceRow> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...SERVICE_FIELDS })
    .from(ONE_ROW)
    .leftJoin(services, eq(services.inmateId, sql.placeholder('inmateId')))
    .leftJoin(offers, eq(offers.id, services.offerId))
    .orderBy(...SERVICE_ORDER),
);

export type ServiceRow = RowOf<typeof SERVICE_FIELDS>;

/**
 * spec §3 service for an inmate as the account screen shows it (credits in credits, price in dollars); EMPLOYEE1
 * does not see prices (spec §6: no offers or payments).
 */
export function serviceFor(viewer: Viewer, row: ServiceRow): ServiceAnswer {
  const { offer } = row;
  return {
    id: row.id,
    title: row.title,
    remainingCredits: creditsFromTenths(row.remainingTenths),
    datePurchased: row.datePurchased,
    paidThrough: row.paidThrough,
    recurringPayments: row.recurringPayments,
    automaticPayments: row.automaticPayments,
    hasSubscription: row.stripeSubscriptionId !== null,
    active: row.active,
    selected: row.selected,
    renewable: renewalRefusal(row, offer) === null,
    offer: {
      id: offer.id,
      title: offer.title,
      description: offer.description,
      ...(viewer !== 'employee1' && { price: dollarsFromCents(offer.priceCents) }),
      serviceTypes: offer.serviceTypes,
      fixedMoCrCharge:
        offer.fixedMonthlyCreditChargeTenths === null
          ? null
          : creditsFromTenths(offer.fixedMonthlyCreditChargeTenths),
    },
  };
}

export async function findService(db: Db, inmateId: number, serviceId: number) {
  return db.query.services.findFirst({
    where: and(eq(services.id, serviceId), eq(services.inmateId, inmateId)),
  });
}

const PAYMENT_FIELDS = {
  id: payments.id,
  paymentDate: payments.paymentDate,
  amountCents: payments.amountCents,
  status: payments.status,
  methodDescription: paymentMethods.description,
  serviceTitles: sql<string>`(SELECT json_group_array(ps.service_title) FROM payment_services ps WHERE ps.payment_id = ${payments.id})`,
};

/** spec §3 payment record: the inmate's settled payments, newest first, with the caller facts (key `id`). */
export const paymentsQuery: HotRead<PaymentRow> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...PAYMENT_FIELDS })
    .from(ONE_ROW)
    .leftJoin(
      payments,
      and(
        eq(payments.inmateId, sql.placeholder('inmateId')),
        inArray(payments.status, ['succeeded', 'refunded']),
      ),
    )
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .orderBy(desc(payments.paymentDate), desc(payments.id)),
);

export type PaymentRow = RowOf<typeof PAYMENT_FIELDS>;

export function paymentRecordsFrom(rows: PaymentRow[]): PaymentRecordAnswer[] {
  return rows.map((row) => ({
    id: row.id,
    paymentDate: row.paymentDate,
    amount: dollarsFromCents(row.amountCents),
    // Only these two statuses are selected above.
    status: row.status as PaymentRecordAnswer['status'],
    serviceTitles: JSON.parse(row.serviceTitles) as string[],
    paymentMethod: { description: row.methodDescription ?? '' },
  }));
}

/** The names the offer selection screen gives the service types (spec §2 screen 1 columns). */
export const SERVICE_TYPE_NAMES: Record<ServiceType, string> = {
  PHONE_PALS: 'Friends',
  CALL_FORWARDING: 'Call Connect',
  AI_CHAT: 'AI Chat',
  MESSAGING: 'Messaging',
};

const CALL_FIELDS = {
  id: calls.id,
  date: calls.date,
  creditsUsedTenths: calls.creditsUsedTenths,
  serviceType: calls.serviceType,
  conversationUuid: calls.conversationUuid,
  serviceTitle: services.title,
};

/**
 * spec §3 call record, newest first (no conversationUuid means a fixed monthly charge), with the caller facts (key
 * `id`). Every call has its service (a foreign key, not null): the LEFT JOIN to it keeps every call.
 */
export const callsQuery: HotRead<CallRow> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...CALL_FIELDS })
    .from(ONE_ROW)
    .leftJoin(calls, eq(calls.inmateId, sql.placeholder('inmateId')))
    .leftJoin(services, eq(services.id, calls.serviceId))
    .orderBy(desc(calls.date), desc(calls.id)),
);

export type CallRow = RowOf<typeof CALL_FIELDS>;

export function callRecordsFrom(rows: CallRow[]): CallRecordAnswer[] {
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    creditsUsed: creditsFromTenths(row.creditsUsedTenths),
    serviceType: row.serviceType,
    serviceTypePretty: SERVICE_TYPE_NAMES[row.serviceType] ?? row.serviceType,
    conversationUuid: row.conversationUuid,
    service: { title: row.serviceTitle },
  }));
}

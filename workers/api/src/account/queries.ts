import {
  type CallRecordAnswer,
  creditsFromTenths,
  dollarsFromCents,
  type InmateDetailAnswer,
  type PaymentRecordAnswer,
  type ServiceAnswer,
  type ServiceType,
} from '@app/shared';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { compiledQuery, type ResultOf, runCompiled } from '../db/compiled';
import { calls, inmates, offers, paymentMethods, payments, services } from '../db/schema';
import type { Viewer } from './viewer';

// Queries of the inmate account (spec §3 inmate detail, service, payment record, call record).

/** The inmate detail's rows, bound with `{ inmateId }` (compiled once, db/compiled.ts): none or one. */
export const inmateDetailQuery = compiledQuery((db) =>
  db
    .select({
      id: inmates.id,
      firstName: inmates.firstName,
      lastName: inmates.lastName,
      email: inmates.email,
      username: inmates.username,
      secretCode: inmates.secretCode,
      twilioNumber: inmates.twilioNumber,
      forwardingNumber: inmates.forwardingNumber,
      adminNotes: inmates.adminNotes,
    })
    .from(inmates)
    .where(eq(inmates.id, sql.placeholder('inmateId')))
    .limit(1),
);

type InmateDetailRow = ResultOf<typeof inmateDetailQuery>[number];

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

export async function updateInmate(db: Db, inmateId: number, values: Partial<typeof inmates.$inferInsert>) {
  await db.update(inmates).set(values).where(eq(inmates.id, inmateId));
}

/** The inmate's services, newest first, with their offer (spec §3 service for an inmate). */
export async function findServices(db: Db, inmateId: number) {
  const [rows] = await runCompiled(db.$client, [servicesQuery.bind({ inmateId })]);
  return rows;
}

/** The rows of findServices, bound with `{ inmateId }` (compiled once, db/compiled.ts). */
export const servicesQuery = compiledQuery((db) =>
  db
    .select({
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
      },
    })
    .from(services)
    .innerJoin(offers, eq(offers.id, services.offerId))
    .where(eq(services.inmateId, sql.placeholder('inmateId')))
    .orderBy(desc(services.datePurchased), desc(services.id)),
);

type ServiceRow = ResultOf<typeof servicesQuery>[number];

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

/** spec §3 payment record: the inmate's settled payments, newest first; bound with `{ inmateId }`. */
export const paymentsQuery = compiledQuery((db) =>
  db
    .select({
      id: payments.id,
      paymentDate: payments.paymentDate,
      amountCents: payments.amountCents,
      status: payments.status,
      methodDescription: paymentMethods.description,
      serviceTitles: sql<string>`(SELECT json_group_array(ps.service_title) FROM payment_services ps WHERE ps.payment_id = ${payments.id})`,
    })
    .from(payments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(
      and(
        eq(payments.inmateId, sql.placeholder('inmateId')),
        inArray(payments.status, ['succeeded', 'refunded']),
      ),
    )
    .orderBy(desc(payments.paymentDate), desc(payments.id)),
);

export function paymentRecordsFrom(rows: ResultOf<typeof paymentsQuery>): PaymentRecordAnswer[] {
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

/** spec §3 call record, newest first (no conversationUuid means a fixed monthly charge); bound with `{ inmateId }`. */
export const callsQuery = compiledQuery((db) =>
  db
    .select({
      id: calls.id,
      date: calls.date,
      creditsUsedTenths: calls.creditsUsedTenths,
      serviceType: calls.serviceType,
      conversationUuid: calls.conversationUuid,
      serviceTitle: services.title,
    })
    .from(calls)
    .innerJoin(services, eq(services.id, calls.serviceId))
    .where(eq(calls.inmateId, sql.placeholder('inmateId')))
    .orderBy(desc(calls.date), desc(calls.id)),
);

export function callRecordsFrom(rows: ResultOf<typeof callsQuery>): CallRecordAnswer[] {
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

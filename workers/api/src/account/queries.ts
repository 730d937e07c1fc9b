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
import { calls, inmates, offers, paymentMethods, payments, services } from '../db/schema';
import type { Viewer } from './viewer';

// Queries of the inmate account (spec §3 inmate detail, service, payment record, call record).

/** The inmate detail's row (a query of its own, or one statement of a batch). */
export function inmateDetailQuery(db: Db, inmateId: number) {
  return db.query.inmates.findFirst({
    columns: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      username: true,
      secretCode: true,
      twilioNumber: true,
      forwardingNumber: true,
      adminNotes: true,
    },
    where: eq(inmates.id, inmateId),
  });
}

export async function findInmateDetail(db: Db, inmateId: number) {
  return inmateDetailQuery(db, inmateId);
}

type InmateDetailRow = NonNullable<Awaited<ReturnType<typeof inmateDetailQuery>>>;

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
  return servicesQuery(db, inmateId);
}

/** findServices as a query (one statement of a batch). */
export function servicesQuery(db: Db, inmateId: number) {
  return db
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
      // columns of one name would collapse into one (issue 12: this query runs in the route's one batch).
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
    .where(eq(services.inmateId, inmateId))
    .orderBy(desc(services.datePurchased), desc(services.id));
}

type ServiceRow = Awaited<ReturnType<typeof servicesQuery>>[number];

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

/** spec §3 payment record: the inmate's settled payments, newest first. */
export async function findPayments(db: Db, inmateId: number): Promise<PaymentRecordAnswer[]> {
  return paymentRecordsFrom(await paymentsQuery(db, inmateId));
}

/** The rows of findPayments (one statement of a batch). */
export function paymentsQuery(db: Db, inmateId: number) {
  return db
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
    .where(and(eq(payments.inmateId, inmateId), inArray(payments.status, ['succeeded', 'refunded'])))
    .orderBy(desc(payments.paymentDate), desc(payments.id));
}

export function paymentRecordsFrom(rows: Awaited<ReturnType<typeof paymentsQuery>>): PaymentRecordAnswer[] {
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

/** spec §3 call record, newest first; no conversationUuid means a fixed monthly charge. */
export async function findCalls(db: Db, inmateId: number): Promise<CallRecordAnswer[]> {
  return callRecordsFrom(await callsQuery(db, inmateId));
}

/** The rows of findCalls (one statement of a batch). */
export function callsQuery(db: Db, inmateId: number) {
  return db
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
    .where(eq(calls.inmateId, inmateId))
    .orderBy(desc(calls.date), desc(calls.id));
}

export function callRecordsFrom(rows: Awaited<ReturnType<typeof callsQuery>>): CallRecordAnswer[] {
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

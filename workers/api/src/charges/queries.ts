import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import {
  auxiliaryCreditCharges,
  auxiliaryCurrencyCharges,
  paymentMethods,
  payments,
  services,
} from '../db/schema';

// Reads of the auxiliary charges (spec §3 auxiliary credit charge and auxiliary currency charge); the credits are
// taken by services/charge.ts, the money charges booked by charges/record.ts.

/** spec §3 auxiliary credit charge: the inmate's, newest first. */
export async function findCreditCharges(db: Db, inmateId: number) {
  const rows = await db
    .select({
      id: auxiliaryCreditCharges.id,
      date: auxiliaryCreditCharges.date,
      creditsTenths: auxiliaryCreditCharges.tenths,
      description: auxiliaryCreditCharges.description,
      username: auxiliaryCreditCharges.agentUsername,
      serviceId: services.id,
      serviceTitle: services.title,
    })
    .from(auxiliaryCreditCharges)
    .innerJoin(services, eq(services.id, auxiliaryCreditCharges.serviceId))
    .where(eq(services.inmateId, inmateId))
    .orderBy(desc(auxiliaryCreditCharges.date), desc(auxiliaryCreditCharges.id));
  return rows.map(({ serviceId, serviceTitle, ...charge }) => ({
    ...charge,
    service: { id: serviceId, title: serviceTitle },
  }));
}

/** spec §3 auxiliary currency charge: the inmate's paid money charges, newest first. */
export async function findCurrencyCharges(db: Db, inmateId: number) {
  const method = alias(paymentMethods, 'method');
  const rows = await db
    .select({
      id: auxiliaryCurrencyCharges.id,
      datePurchased: auxiliaryCurrencyCharges.datePurchased,
      priceCents: auxiliaryCurrencyCharges.priceCents,
      description: auxiliaryCurrencyCharges.description,
      paymentId: payments.id,
      methodDescription: method.description,
    })
    .from(auxiliaryCurrencyCharges)
    .leftJoin(payments, eq(payments.id, auxiliaryCurrencyCharges.paymentId))
    .leftJoin(method, eq(method.id, payments.paymentMethodId))
    .where(eq(auxiliaryCurrencyCharges.inmateId, inmateId))
    .orderBy(desc(auxiliaryCurrencyCharges.datePurchased), desc(auxiliaryCurrencyCharges.id));
  return rows.map(({ paymentId, methodDescription, ...charge }) => ({
    ...charge,
    payment:
      paymentId === null
        ? null
        : { id: paymentId, paymentMethod: { description: methodDescription ?? 'Card' } },
  }));
}

/** The inmate's saved card (the newest), which the card-on-file charge uses. */
export async function findCardOnFile(db: Db, inmateId: number) {
  return db.query.paymentMethods.findFirst({
    where: and(
      eq(paymentMethods.inmateId, inmateId),
      eq(paymentMethods.kind, 'card'),
      isNotNull(paymentMethods.stripeCustomerId),
      isNotNull(paymentMethods.stripePaymentMethodId),
    ),
    orderBy: [desc(paymentMethods.createdAt), desc(paymentMethods.id)],
  });
}

/** True when one of the inmate's services has recurring payments (spec §2 screen 6). */
export async function hasRecurringService(db: Db, inmateId: number) {
  const row = await db.query.services.findFirst({
    columns: { id: true },
    where: and(eq(services.inmateId, inmateId), eq(services.recurringPayments, true)),
  });
  return row !== undefined;
}

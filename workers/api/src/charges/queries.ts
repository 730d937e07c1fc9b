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

// Queries of the auxiliary charges (spec §3 auxiliary credit charge and auxiliary currency charge).

export const NOT_ENOUGH_CREDITS = 'Not enough credits on this service';

/**
 * Charges `tenths` credits against the inmate's service, atomically and never below zero (STYLE.md: D1 has no
 * interactive transactions). One batch, which D1 runs as one transaction: a conditional UPDATE that only takes the
 * credits when enough remain, then the charge record, inserted only when that UPDATE changed a row (`changes()`
 * is the row count of the statement just before). Answers the charge's id, or null when nothing was taken.
 */
export async function chargeCredits(
  d1: D1Database,
  charge: { inmateId: number; serviceId: number; tenths: number; description: string; agentUsername: string },
): Promise<number | null> {
  const [taken, recorded] = await d1.batch([
    d1
      .prepare(
        `UPDATE services SET remaining_tenths = remaining_tenths - ?1
         WHERE id = ?2 AND inmate_id = ?3 AND remaining_tenths >= ?1`,
      )
      .bind(charge.tenths, charge.serviceId, charge.inmateId),
    d1
      .prepare(
        `INSERT INTO auxiliary_credit_charges (service_id, tenths, description, agent_username)
         SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1`,
      )
      .bind(charge.serviceId, charge.tenths, charge.description, charge.agentUsername),
  ]);
  if (taken?.meta.changes !== 1) return null;
  if (recorded?.meta.changes !== 1) throw new Error('credits taken without a charge record');
  return Number(recorded.meta.last_row_id);
}

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

/** True when a payment for this PaymentIntent is already recorded. */
export async function isBooked(db: Db, stripePaymentIntentId: string) {
  const row = await db.query.payments.findFirst({
    columns: { id: true },
    where: eq(payments.stripePaymentIntentId, stripePaymentIntentId),
  });
  return row !== undefined;
}

/**
 * The card a one-off money charge was paid with, for the history's description only: it is not kept for later
 * charges (no provider ids), so it never becomes the card on file.
 */
export async function insertCardPaymentMethod(db: Db, inmateId: number, description: string) {
  const [row] = await db
    .insert(paymentMethods)
    .values({ inmateId, kind: 'card', description })
    .returning({ id: paymentMethods.id });
  return row?.id ?? null;
}

import {
  type CreditChargeAnswer,
  type CurrencyChargeAnswer,
  creditsFromTenths,
  dollarsFromCents,
} from '@app/shared';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { callerColumns, type HotRead, ONE_ROW } from '../auth/caller-check';
import type { Db } from '../db/client';
import { compiledQuery, type RowOf } from '../db/compiled';
import {
  auxiliaryCreditCharges,
  auxiliaryCurrencyCharges,
  paymentMethods,
  payments,
  services,
} from '../db/schema';

// Reads of the auxiliary charges (spec §3 auxiliary credit charge and auxiliary currency charge); the credits are
// taken by services/charge.ts, the money charges booked by charges/record.ts.

const CREDIT_CHARGE_FIELDS = {
  id: auxiliaryCreditCharges.id,
  date: auxiliaryCreditCharges.date,
  creditsTenths: auxiliaryCreditCharges.tenths,
  description: auxiliaryCreditCharges.description,
  username: auxiliaryCreditCharges.agentUsername,
  serviceId: services.id,
  serviceTitle: services.title,
};

/**
 * spec §3 auxiliary credit charge: the charges on the inmate's services, newest first, with the caller facts (a hot
 * read, auth/caller-check.ts; key `id`). Bound with `{ inmateId }`.
 */
export const creditChargesQuery: HotRead<CreditChargeRow> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...CREDIT_CHARGE_FIELDS })
    .from(ONE_ROW)
    .leftJoin(
      auxiliaryCreditCharges,
      sql`${auxiliaryCreditCharges.serviceId} IN (SELECT ${services.id} FROM ${services}
        WHERE ${services.inmateId} = ${sql.placeholder('inmateId')})`,
    )
    .leftJoin(services, eq(services.id, auxiliaryCreditCharges.serviceId))
    .orderBy(desc(auxiliaryCreditCharges.date), desc(auxiliaryCreditCharges.id)),
);

type CreditChargeRow = RowOf<typeof CREDIT_CHARGE_FIELDS>;

/** spec §3 auxiliary credit charges as answered: credits from the stored tenths. */
export function creditChargesFrom(rows: CreditChargeRow[]): CreditChargeAnswer[] {
  return rows.map(({ serviceId, serviceTitle, creditsTenths, ...charge }) => ({
    ...charge,
    credits: creditsFromTenths(creditsTenths),
    service: { id: serviceId, title: serviceTitle },
  }));
}

const method = alias(paymentMethods, 'method');

const CURRENCY_CHARGE_FIELDS = {
  id: auxiliaryCurrencyCharges.id,
  datePurchased: auxiliaryCurrencyCharges.datePurchased,
  priceCents: auxiliaryCurrencyCharges.priceCents,
  description: auxiliaryCurrencyCharges.description,
  paymentId: payments.id,
  methodDescription: method.description,
};

/**
 * spec §3 auxiliary currency charge: the inmate's paid money charges, newest first, with the caller facts (a hot
 * read; key `id`). Bound with `{ inmateId }`.
 */
export const currencyChargesQuery: HotRead<CurrencyChargeRow> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...CURRENCY_CHARGE_FIELDS })
    .from(ONE_ROW)
    .leftJoin(auxiliaryCurrencyCharges, eq(auxiliaryCurrencyCharges.inmateId, sql.placeholder('inmateId')))
    .leftJoin(payments, eq(payments.id, auxiliaryCurrencyCharges.paymentId))
    .leftJoin(method, eq(method.id, payments.paymentMethodId))
    .orderBy(desc(auxiliaryCurrencyCharges.datePurchased), desc(auxiliaryCurrencyCharges.id)),
);

/** A currency charge's row; its payment's columns are null for a charge booked without one. */
type CurrencyChargeRow = Omit<RowOf<typeof CURRENCY_CHARGE_FIELDS>, 'paymentId' | 'methodDescription'> & {
  paymentId: number | null;
  methodDescription: string | null;
};

/** spec §3 auxiliary currency charges as answered: the price in dollars from the stored cents. */
export function currencyChargesFrom(rows: CurrencyChargeRow[]): CurrencyChargeAnswer[] {
  return rows.map(({ paymentId, methodDescription, priceCents, ...charge }) => ({
    ...charge,
    price: dollarsFromCents(priceCents),
    payment:
      paymentId === null
        ? null
        : { id: paymentId, paymentMethod: { description: methodDescription ?? 'Card' } },
  }));
}

/** A card a Recurring payment saved for `inmateId`, with its provider's customer: one that can be charged later. */
const keptCardOf = (inmateId: number) =>
  and(
    eq(paymentMethods.inmateId, inmateId),
    eq(paymentMethods.kind, 'card'),
    isNotNull(paymentMethods.stripeCustomerId),
    isNotNull(paymentMethods.stripePaymentMethodId),
  );

/**
 * The inmate's card on file (the newest card saved for off-session use, by a Recurring payment) and whether one of
 * their services has recurring payments (spec §2 screen 6), read in one batch so both describe the same moment: a
 * Recurring payment books its card and its service's flag in one batch too, so "no recurring service" never comes
 * with a card that a payment booked in between has just saved.
 */
export async function readCardOnFile(db: Db, inmateId: number) {
  const [recurringServices, cards] = await db.batch([
    db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.inmateId, inmateId), eq(services.recurringPayments, true)))
      .limit(1),
    db
      .select()
      .from(paymentMethods)
      .where(keptCardOf(inmateId))
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
      .limit(1),
  ]);
  return { card: cards[0], hasRecurringService: recurringServices.length > 0 };
}

/**
 * The provider ids of the cards kept for the inmate: every card a Recurring payment saved (a second Recurring purchase
 * with another card keeps both). Stop Recurring detaches them when it stops the last recurring service
 * (services/stop.ts decides which stop is the last).
 */
export async function readKeptCards(db: Db, inmateId: number) {
  const cards = await db
    .select({ stripePaymentMethodId: paymentMethods.stripePaymentMethodId })
    .from(paymentMethods)
    .where(keptCardOf(inmateId));
  return [...new Set(cards.map((card) => card.stripePaymentMethodId).filter((id) => id !== null))];
}

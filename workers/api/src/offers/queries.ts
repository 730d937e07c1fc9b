import {
  type AdminOffersAnswer,
  creditsFromTenths,
  dollarsFromCents,
  type OfferAnswer,
  type OfferData,
  priceToCents,
  SERVICE_TYPES,
  type ServiceType,
  tenthsFromCredits,
} from '@app/shared';
import { and, desc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import { callerColumns, type HotRead, ONE_ROW } from '../auth/caller-check';
import { type ActorNotAdmin, insertAsAdmin, isAdminNow, stillAdmin } from '../auth/still-admin';
import type { Db } from '../db/client';
import { compiledQuery } from '../db/compiled';
import { offers, payments, services } from '../db/schema';

export type OfferRow = typeof offers.$inferSelect;

/**
 * An offer as the queries give it: its answer (spec §3, price in dollars, credits in credits) and its stored price in
 * integer cents, which the Worker sums and charges. Answer it through `offerAnswer`, which leaves the cents out.
 */
export type OfferView = OfferAnswer & { priceCents: number };

export function offerView(row: OfferRow): OfferView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: dollarsFromCents(row.priceCents),
    priceCents: row.priceCents,
    serviceTypes: SERVICE_TYPES.filter((type) => row.serviceTypes.includes(type)),
    creditsIncluded: creditsFromTenths(row.creditsIncludedTenths),
    validFor: row.validForDays,
    fixedMoCrCharge:
      row.fixedMonthlyCreditChargeTenths === null
        ? null
        : creditsFromTenths(row.fixedMonthlyCreditChargeTenths),
  };
}

/** spec §3 Offer as the API answers it. */
export function offerAnswer({ priceCents: _cents, ...offer }: OfferView): OfferAnswer {
  return offer;
}

/** An aggregate offer (bundle) covers more than one service type (spec §3). */
export const isAggregate = (offer: { serviceTypes: readonly ServiceType[] }) => offer.serviceTypes.length > 1;

/** Offers on sale: active and not retired, cheapest first, then by id. */
export async function listActiveOffers(db: Db): Promise<OfferView[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.active, true), eq(offers.retired, false)))
    .orderBy(offers.priceCents, offers.id);
  return rows.map(offerView);
}

/**
 * Every offer for the offer configuration: those on sale first, then inactive, then retired; cheapest first. A hot
 * read (auth/caller-check.ts readAsCaller): the caller facts beside the offers' columns, the offers LEFT JOINed to
 * one row (key `id`). Answer its rows through `adminOffersAnswer`.
 */
export const allOffersQuery: HotRead<OfferRow> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...getTableColumns(offers) })
    .from(ONE_ROW)
    .leftJoin(offers, sql`1`)
    .orderBy(offers.retired, desc(offers.active), offers.priceCents, offers.id),
);

export const adminOffersAnswer = (rows: OfferRow[]): AdminOffersAnswer =>
  rows.map((row) => ({ ...offerAnswer(offerView(row)), active: row.active, retired: row.retired }));

/**
 * The offers of a session's selection still on sale (in its order), and whether a card payment already paid that
 * selection (payments.selection_id): one D1 round trip.
 */
export async function findSelection(
  db: Db,
  ids: readonly number[],
  selectionId: string | undefined,
): Promise<{ offers: OfferView[]; paid: boolean }> {
  if (ids.length === 0) return { offers: [], paid: false };
  const [rows, paidRows] = await db.batch([
    db
      .select()
      .from(offers)
      .where(and(inArray(offers.id, [...ids]), eq(offers.active, true), eq(offers.retired, false))),
    db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.selectionId, selectionId ?? ''))
      .limit(1),
  ]);
  const byId = new Map(rows.map((row) => [row.id, offerView(row)]));
  return {
    offers: ids.flatMap((id) => byId.get(id) ?? []),
    paid: selectionId !== undefined && paidRows.length > 0,
  };
}

/**
 * Notes that a card checkout names these offers (`firstCheckoutAt`, kept from the first), before its PaymentIntent
 * is made: a delete then retires them (deleteOffer), so the webhook finds what the family pays for. One UPDATE over
 * the offers still on sale (active, not retired), so a delete or retire landing since the selection was read is
 * either before it (the offer is not noted: false, and no intent may be made) or after it (the offer is retired).
 */
export async function noteCardCheckout(db: Db, ids: readonly number[]): Promise<boolean> {
  const noted = await db
    .update(offers)
    .set({ firstCheckoutAt: sql`coalesce(${offers.firstCheckoutAt}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(and(inArray(offers.id, [...ids]), eq(offers.active, true), eq(offers.retired, false)))
    .returning({ id: offers.id });
  return noted.length === new Set(ids).size;
}

/** Offers by id whatever their state (a paid order books the offers it paid for, even if retired since). */
export async function findOffersById(db: Db, ids: readonly number[]): Promise<Map<number, OfferRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(offers)
    .where(inArray(offers.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

function offerColumns(data: OfferData) {
  return {
    title: data.title,
    description: data.description,
    priceCents: priceToCents(data.price),
    serviceTypes: data.serviceTypes,
    creditsIncludedTenths: tenthsFromCredits(data.creditsIncluded),
    validForDays: data.validFor,
    fixedMonthlyCreditChargeTenths:
      data.fixedMoCrCharge === null ? null : tenthsFromCredits(data.fixedMoCrCharge),
  };
}

export const OFFER_TERMS_BOUGHT =
  'This offer was bought: its service types, credits, validity and monthly charge stay as bought. Add a new offer instead';

/**
 * Adds an offer (no id) or updates one on sale, as `actorId` while they are an ADMIN (auth/still-admin.ts:
 * `actor-not-admin` once they are not); undefined when the id is not an offer on sale. What buyers' services
 * read from their offer (the service types, the credits and validity of each renewal, the monthly charge) cannot
 * change once the offer was bought (`'termsBought'`), decided in the UPDATE itself; the title, text and price apply to
 * later purchases (docs/decisions.md "Offers keep their terms once bought").
 */
export async function saveOffer(
  db: Db,
  actorId: number,
  data: OfferData,
): Promise<OfferView | 'termsBought' | ActorNotAdmin | undefined> {
  if (data.id === undefined) {
    const [row] = await insertAsAdmin(db, actorId, offers, offerColumns(data)).returning();
    return row ? offerView(row) : 'actor-not-admin';
  }
  const columns = offerColumns(data);
  const notBought = sql`NOT EXISTS (SELECT 1 FROM ${services} s WHERE s.offer_id = ${offers.id})`;
  const sameTerms = sql`(SELECT group_concat(value) FROM (SELECT value FROM json_each(${offers.serviceTypes})
    ORDER BY value)) = ${[...data.serviceTypes].sort().join(',')}
    AND ${offers.creditsIncludedTenths} = ${columns.creditsIncludedTenths}
    AND ${offers.validForDays} IS ${columns.validForDays}
    AND ${offers.fixedMonthlyCreditChargeTenths} IS ${columns.fixedMonthlyCreditChargeTenths}`;
  const [row] = await db
    .update(offers)
    .set(columns)
    .where(
      and(eq(offers.id, data.id), eq(offers.retired, false), or(notBought, sameTerms), stillAdmin(actorId)),
    )
    .returning();
  if (row) return offerView(row);
  if (!(await isAdminNow(db, actorId))) return 'actor-not-admin';
  const [onSale] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, data.id), eq(offers.retired, false)));
  return onSale ? 'termsBought' : undefined;
}

/**
 * Takes an offer off sale, as `actorId` while they are an ADMIN (auth/still-admin.ts: `actor-not-admin` once they
 * are not). One that inmates bought (services point to it) or that a card checkout named (`firstCheckoutAt`: a
 * family may pay for it after the delete) is retired, so their history keeps it and the webhook books the payment;
 * any other is deleted. Answers what happened, or undefined for an unknown or already retired offer.
 */
export async function deleteOffer(
  db: Db,
  actorId: number,
  id: number,
): Promise<'deleted' | 'retired' | ActorNotAdmin | undefined> {
  const [offer] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.retired, false)));
  if (!offer) return undefined;
  // Never in a payment: no service points to it and no card checkout named it. Decided in the DELETE itself, so a
  // purchase or a checkout landing after the read above keeps the offer (it is retired below).
  const neverInPayment = and(
    isNull(offers.firstCheckoutAt),
    sql`NOT EXISTS (SELECT 1 FROM ${services} s WHERE s.offer_id = ${offers.id})`,
  );
  const deleted = await db
    .delete(offers)
    .where(and(eq(offers.id, id), neverInPayment, stillAdmin(actorId)))
    .returning({ id: offers.id });
  if (deleted.length > 0) return 'deleted';
  const retired = await db
    .update(offers)
    .set({ retired: true, active: false })
    .where(and(eq(offers.id, id), stillAdmin(actorId)))
    .returning({ id: offers.id });
  if (retired.length > 0) return 'retired';
  // Neither changed anything: its actor lost ADMIN, or another admin deleted the offer meanwhile.
  return (await isAdminNow(db, actorId)) ? undefined : 'actor-not-admin';
}

import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auxiliaryCreditCharges, calls, serviceMonthlyCharges, services } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { claimLowBalance, mailLowBalance } from './low-balance';

// Taking credits from a service: a staff member's credit charge (spec §3 auxiliary credit charge) and the fixed
// monthly credit charge (spec §3 fixedMoCrCharge). Atomic and never below zero (STYLE.md: D1 has no interactive
// transactions): each is one `db.batch`, which D1 runs as one transaction, whose statements after the first run only
// when the one before changed a row (`changes()` is the row count of the statement just before).

export const NOT_ENOUGH_CREDITS = 'Not enough credits on this service';
export const REQUEST_USED_ELSEWHERE = 'This request id already made another charge';

export type CreditCharge = {
  inmateId: number;
  serviceId: number;
  tenths: number;
  description: string;
  agentUsername: string;
  /** The form's id of this charge: a request sent again with it takes nothing more (the unique index decides). */
  requestId?: string;
};

/**
 * What a request id already did: its charge when it was this one (the same service of the same inmate),
 * `'elsewhere'` when it charged something else, or null when it made no charge (so the credits were short).
 */
async function chargeOfRequest(db: Db, charge: CreditCharge & { requestId: string }) {
  const [row] = await db
    .select({
      id: auxiliaryCreditCharges.id,
      tenths: auxiliaryCreditCharges.tenths,
      description: auxiliaryCreditCharges.description,
      serviceId: auxiliaryCreditCharges.serviceId,
      inmateId: services.inmateId,
    })
    .from(auxiliaryCreditCharges)
    .innerJoin(services, eq(services.id, auxiliaryCreditCharges.serviceId))
    .where(eq(auxiliaryCreditCharges.requestId, charge.requestId));
  if (!row) return null;
  const { serviceId, inmateId, ...made } = row;
  return serviceId === charge.serviceId && inmateId === charge.inmateId ? made : 'elsewhere';
}

/**
 * Charges `tenths` credits against the inmate's service: a conditional UPDATE that only takes the credits when
 * enough remain (and the request id made no charge yet), then the charge record, inserted only when that UPDATE
 * changed a row. Answers the charge made (the earlier one for a request id sent again), null when nothing was
 * taken for want of credits, or `'elsewhere'` when the request id already charged another service. With a mailer,
 * a charge that leaves the service low sends its low-balance e-mail (services/low-balance.ts).
 */
export async function chargeCredits(
  db: Db,
  charge: CreditCharge,
  mailer?: Mailer,
): Promise<{ id: number; tenths: number; description: string } | 'elsewhere' | null> {
  const { requestId } = charge;
  const notMadeYet = requestId
    ? sql`NOT EXISTS (SELECT 1 FROM ${auxiliaryCreditCharges} WHERE ${auxiliaryCreditCharges.requestId} = ${requestId})`
    : undefined;
  const [taken, recorded, ...claims] = await db.batch([
    db
      .update(services)
      .set({ remainingTenths: sql`${services.remainingTenths} - ${charge.tenths}` })
      .where(
        and(
          eq(services.id, charge.serviceId),
          eq(services.inmateId, charge.inmateId),
          gte(services.remainingTenths, charge.tenths),
          notMadeYet,
        ),
      ),
    db.insert(auxiliaryCreditCharges).select(
      db
        .select({
          id: sql<number>`NULL`.as('id'),
          serviceId: services.id,
          tenths: sql<number>`${charge.tenths}`.as('tenths'),
          description: sql<string>`${charge.description}`.as('description'),
          agentUsername: sql<string>`${charge.agentUsername}`.as('agentUsername'),
          date: sql<string>`${new Date().toISOString()}`.as('date'),
          requestId: sql<string | null>`${requestId ?? null}`.as('requestId'),
        })
        .from(services)
        .where(and(eq(services.id, charge.serviceId), sql`changes() = 1`)),
    ),
    // issue 13 §4: the low-balance claim in the same transaction (services/low-balance.ts), when it can be mailed.
    ...(mailer ? [claimLowBalance(db, [charge.serviceId])] : []),
  ]);
  // A claim made is this request's to mail even when it took nothing (a service already low, not yet told): the claim
  // set the flag, so no other request will.
  if (mailer) await mailLowBalance(db, mailer, claims.flat());
  if (taken.meta.changes !== 1) return requestId ? chargeOfRequest(db, { ...charge, requestId }) : null;
  if (recorded.meta.changes !== 1) throw new Error('credits taken without a charge record');
  return { id: Number(recorded.meta.last_row_id), tenths: charge.tenths, description: charge.description };
}

export type MonthlyCharge = { serviceId: number; tenths: number; serviceType: string };

/**
 * The fixed monthly charge of one service for `month` (`YYYY-MM`), as four statements of the caller's batch; the
 * third (the credits taken) changes a row exactly when the charge was applied. Safe to run any number of times:
 * the (service, month) row of service_monthly_charges is claimed once.
 */
export function monthlyChargeStatements(db: Db, charge: MonthlyCharge, month: string, nowIso: string) {
  const claimed = and(
    eq(serviceMonthlyCharges.serviceId, charge.serviceId),
    eq(serviceMonthlyCharges.month, month),
  );
  return [
    // 1. Claim (service, month): nothing when a run already did, and then nothing below happens. What is charged is
    //    the monthly charge, or what is left when that is less: never below zero.
    db
      .insert(serviceMonthlyCharges)
      .select(
        db
          .select({
            id: sql<number>`NULL`.as('id'),
            serviceId: services.id,
            month: sql<string>`${month}`.as('month'),
            tenths: sql<number>`MIN(${services.remainingTenths}, ${charge.tenths})`.as('tenths'),
            callId: sql<number | null>`NULL`.as('callId'),
            chargedAt: sql<string>`${nowIso}`.as('chargedAt'),
          })
          .from(services)
          .where(and(eq(services.id, charge.serviceId), eq(services.active, true))),
      )
      .onConflictDoNothing(),
    // 2. The call record of the charge (no conversation id), only when step 1 claimed the month and there is
    //    something to take.
    db.insert(calls).select(
      db
        .select({
          id: sql<number>`NULL`.as('id'),
          inmateId: services.inmateId,
          serviceId: services.id,
          date: sql<string>`${nowIso}`.as('date'),
          creditsUsedTenths: serviceMonthlyCharges.tenths,
          serviceType: sql<string>`${charge.serviceType}`.as('serviceType'),
          conversationUuid: sql<string | null>`NULL`.as('conversationUuid'),
          friendId: sql<number | null>`NULL`.as('friendId'),
          durationSeconds: sql<number | null>`NULL`.as('durationSeconds'),
        })
        .from(services)
        .innerJoin(serviceMonthlyCharges, claimed)
        .where(
          and(
            eq(services.id, charge.serviceId),
            sql`${serviceMonthlyCharges.tenths} > 0`,
            sql`changes() = 1`,
          ),
        ),
    ),
    // 3. Take the credits, only when step 2 wrote the call.
    db
      .update(services)
      .set({
        remainingTenths: sql`${services.remainingTenths} - (SELECT m.tenths FROM ${serviceMonthlyCharges} m
          WHERE m.service_id = ${charge.serviceId} AND m.month = ${month})`,
      })
      .where(and(eq(services.id, charge.serviceId), sql`changes() = 1`)),
    // 4. Link the claim to its call (the last row inserted), only when step 3 took the credits.
    db
      .update(serviceMonthlyCharges)
      .set({ callId: sql`last_insert_rowid()` })
      .where(and(claimed, sql`changes() = 1`)),
  ] as const;
}

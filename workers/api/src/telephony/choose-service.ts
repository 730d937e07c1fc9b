import { creditsFromTenths, isDepleted, isRenewing, type ServiceType } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offers, services } from '../db/schema';

// Which service a facility call uses (issue 11): the one the inmate selected (`POST /api/selectservice`), else the
// first usable call service, oldest purchase first (of the selected one's call type, when that one cannot be used).
// A service's type is its offer's first call type, in the order PHONE_PALS, CALL_FORWARDING, AI_CHAT (MESSAGING is
// no call service); a bundle covering several lets the caller choose among them (connect.ts, the call menu).

export const CALL_SERVICE_TYPES = [
  'PHONE_PALS',
  'CALL_FORWARDING',
  'AI_CHAT',
] as const satisfies ServiceType[];
export type CallServiceType = (typeof CALL_SERVICE_TYPES)[number];

export type ChosenService = {
  serviceId: number;
  /** Its first call type (callTypeOf); a bundle's caller may choose another of `callTypes`. */
  serviceType: CallServiceType;
  /** Every call type the service's offer covers, in the order of CALL_SERVICE_TYPES. */
  callTypes: CallServiceType[];
  /** The whole minutes the credits cover now, in seconds; a call is given these less what other calls hold (holds.ts). */
  limitSeconds: number;
  /** The service's paid cycle now (services.cycle), whose credits the call runs on. */
  cycle: number;
};

/** The call types of an offer's service types, in the order of CALL_SERVICE_TYPES. */
export function callTypesOf(types: ServiceType[]): CallServiceType[] {
  return CALL_SERVICE_TYPES.filter((type) => types.includes(type));
}

/** The call type of an offer's service types, if it has one. */
export function callTypeOf(types: ServiceType[]): CallServiceType | undefined {
  return callTypesOf(types)[0];
}

/** The call types of the offer behind service `serviceId` (none when the service is gone). */
export async function callTypesOfService(db: Db, serviceId: number): Promise<CallServiceType[]> {
  const [row] = await db
    .select({ serviceTypes: offers.serviceTypes })
    .from(services)
    .innerJoin(offers, eq(offers.id, services.offerId))
    .where(eq(services.id, serviceId));
  return row ? callTypesOf(row.serviceTypes) : [];
}

/** The whole minutes `remainingTenths` cover, in seconds (1 credit a minute). */
export function limitSecondsOf(remainingTenths: number): number {
  return Math.floor(Math.max(0, remainingTenths) / 10) * 60;
}

/** What deciding whether a service can carry a call reads of it. */
const SERVICE_COLUMNS = {
  id: services.id,
  remainingTenths: services.remainingTenths,
  paidThrough: services.paidThrough,
  automaticPayments: services.automaticPayments,
  stripeSubscriptionId: services.stripeSubscriptionId,
  active: services.active,
  selected: services.selected,
  cycle: services.cycle,
  serviceTypes: offers.serviceTypes,
};
type ServiceRow = Pick<
  typeof services.$inferSelect,
  | 'id'
  | 'remainingTenths'
  | 'paidThrough'
  | 'automaticPayments'
  | 'stripeSubscriptionId'
  | 'active'
  | 'selected'
  | 'cycle'
> & { serviceTypes: ServiceType[] };

/** The service of `row` as a call can use it now, or undefined when it cannot carry one (spec §4). */
function usable(row: ServiceRow, now: Date): ChosenService | undefined {
  const serviceType = callTypeOf(row.serviceTypes);
  const depleted = isDepleted(
    {
      remainingCredits: creditsFromTenths(row.remainingTenths),
      paidThrough: row.paidThrough,
      renewing: isRenewing({
        automaticPayments: row.automaticPayments,
        hasSubscription: row.stripeSubscriptionId !== null,
      }),
    },
    now,
  );
  const limitSeconds = limitSecondsOf(row.remainingTenths);
  if (!serviceType || !row.active || depleted || limitSeconds === 0) return undefined;
  return {
    serviceId: row.id,
    serviceType,
    callTypes: callTypesOf(row.serviceTypes),
    limitSeconds,
    cycle: row.cycle,
  };
}

/**
 * Service `serviceId` as a call can use it now (its credits and time limit as they are now), or undefined when it
 * can no longer carry one: a caller who chose a kind of call in the menu is connected on what the service holds then.
 */
export async function serviceStillUsable(
  db: Db,
  serviceId: number,
  now = new Date(),
): Promise<ChosenService | undefined> {
  const [row] = await db
    .select(SERVICE_COLUMNS)
    .from(services)
    .innerJoin(offers, eq(offers.id, services.offerId))
    .where(eq(services.id, serviceId));
  return row && usable(row, now);
}

/**
 * The service for the call, or undefined when there is none to use (spec §4: depleted or inactive services only,
 * none of the selected one's call type, or a selected service that is no call service): the caller then hears "no
 * credits left" and nothing is charged.
 */
export async function chooseService(
  db: Db,
  inmateId: number,
  now = new Date(),
  /** Services left out: their minutes are held by other calls (holds.ts), so they count as used up. */
  held: readonly number[] = [],
): Promise<ChosenService | undefined> {
  const all = await db
    .select(SERVICE_COLUMNS)
    .from(services)
    .innerJoin(offers, eq(offers.id, services.offerId))
    .where(eq(services.inmateId, inmateId))
    .orderBy(asc(services.datePurchased), asc(services.id));
  const rows = all.filter((row) => !held.includes(row.id));
  const selected = all.find((row) => row.selected);
  const selectedChoice = selected && !held.includes(selected.id) && usable(selected, now);
  if (selectedChoice) return selectedChoice;
  // A selected service used up or expired gives way to another of the same call type (credits bought since),
  // never to another kind of call than the one chosen.
  const wanted = selected && callTypeOf(selected.serviceTypes);
  if (selected && !wanted) return undefined;
  for (const row of rows) {
    const choice = usable(row, now);
    if (choice && (!wanted || choice.serviceType === wanted)) return choice;
  }
  return undefined;
}

import { env } from 'cloudflare:workers';
import type { ServiceType } from '@app/shared';
import { getDb } from '../src/db/client';
import {
  auxiliaryCreditCharges,
  calls,
  offers,
  paymentMethods,
  paymentServices,
  payments,
  services,
} from '../src/db/schema';
import { createEmployee, createInmate, signIn } from './fixtures';
import { call } from './http';

// Builders of the inmate account's data (offers, services, payments, calls), with overrides (STYLE.md).

const db = () => getDb(env.DB);

export async function createOffer(overrides: Partial<typeof offers.$inferInsert> = {}) {
  const [offer] = await db()
    .insert(offers)
    .values({
      title: 'Friends 60',
      description: 'Sixty minutes of calls with a friend.',
      priceCents: 999,
      serviceTypes: ['PHONE_PALS'] as ServiceType[],
      creditsIncludedTenths: 600,
      ...overrides,
    })
    .returning();
  if (!offer) throw new Error('offer not created');
  return offer;
}

export async function createService(
  inmateId: number,
  overrides: Partial<typeof services.$inferInsert> & { offer?: Partial<typeof offers.$inferInsert> } = {},
) {
  const { offer: offerOverrides, ...rest } = overrides;
  const offer = rest.offerId ? undefined : await createOffer(offerOverrides);
  const [service] = await db()
    .insert(services)
    .values({
      inmateId,
      offerId: rest.offerId ?? (offer?.id as number),
      title: offer?.title ?? 'Service',
      remainingTenths: 100,
      ...rest,
    })
    .returning();
  if (!service) throw new Error('service not created');
  return service;
}

export async function createPaymentMethod(
  inmateId: number,
  overrides: Partial<typeof paymentMethods.$inferInsert> = {},
) {
  const [method] = await db()
    .insert(paymentMethods)
    .values({
      inmateId,
      kind: 'card',
      description: 'Visa •••• 4242',
      stripeCustomerId: 'cus_test',
      stripePaymentMethodId: 'pm_test',
      ...overrides,
    })
    .returning();
  if (!method) throw new Error('payment method not created');
  return method;
}

export async function createPayment(
  inmateId: number,
  overrides: Partial<typeof payments.$inferInsert> & { services?: { id: number; title: string }[] } = {},
) {
  const { services: paid = [], ...rest } = overrides;
  const [payment] = await db()
    .insert(payments)
    .values({ inmateId, amountCents: 999, status: 'succeeded', ...rest })
    .returning();
  if (!payment) throw new Error('payment not created');
  for (const service of paid) {
    await db()
      .insert(paymentServices)
      .values({ paymentId: payment.id, serviceId: service.id, serviceTitle: service.title });
  }
  return payment;
}

export async function createCall(
  inmateId: number,
  serviceId: number,
  overrides: Partial<typeof calls.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(calls)
    .values({
      inmateId,
      serviceId,
      creditsUsedTenths: 25,
      serviceType: 'PHONE_PALS',
      conversationUuid: crypto.randomUUID(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('call not created');
  return row;
}

export async function createCreditCharge(
  serviceId: number,
  overrides: Partial<typeof auxiliaryCreditCharges.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(auxiliaryCreditCharges)
    .values({ serviceId, tenths: 10, description: 'Charge', agentUsername: 'staff1', ...overrides })
    .returning();
  if (!row) throw new Error('credit charge not created');
  return row;
}

export type AccountViewer = 'inmate' | 'admin' | 'employee1';

/** The prefix of each viewer's screens (spec §1). */
export const PREFIX: Record<AccountViewer, '' | '/admin' | '/employee1'> = {
  inmate: '',
  admin: '/admin',
  employee1: '/employee1',
};

/**
 * A session looking at `inmate`'s account: the inmate signed in, or staff of that role acting as the inmate
 * through `GET {prefix}/api/logininmate?id=` (docs/architecture.md).
 */
export async function viewAs(
  viewer: AccountViewer,
  inmate: { id: number; username: string; password: string },
) {
  if (viewer === 'inmate') return signIn('inmate', inmate);
  const staff = await createEmployee({ roles: [viewer === 'admin' ? 'ADMIN' : 'EMPLOYEE1'] });
  const cookie = await signIn('staff', staff);
  const response = await call(`${PREFIX[viewer]}/api/logininmate?id=${inmate.id}`, { cookie });
  if (response.status !== 200) throw new Error(`log in as inmate failed: ${response.status}`);
  return cookie;
}

/** An inmate with a session for each kind of viewer. */
export async function inmateWithViewers(overrides: Parameters<typeof createInmate>[0] = {}) {
  const inmate = await createInmate(overrides);
  return { inmate, cookie: async (viewer: AccountViewer) => viewAs(viewer, inmate) };
}

/** A staff session that is not acting as any inmate. */
export async function staffAlone(role: 'ADMIN' | 'EMPLOYEE1') {
  const staff = await createEmployee({ roles: [role] });
  return { staff, cookie: await signIn('staff', staff) };
}

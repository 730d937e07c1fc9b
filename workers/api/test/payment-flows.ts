import { env } from 'cloudflare:workers';
import type { PaymentIntentAnswer } from '@app/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '../src/db/client';
import { payments, services } from '../src/db/schema';
import { createInmate, signIn } from './fixtures';
import { call } from './http';
import { createCatalogue } from './offers';
import { deliver, eventsAbout, payWithCard } from './stripe';

// The inmate's payment flow as the API tests drive it: choose offers, ask for a PaymentIntent, pay in the card form
// (the local Stripe server), deliver the resulting event to the webhook.

export const db = () => getDb(env.DB);

export type IntentAnswer = PaymentIntentAnswer;

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A signed-in inmate who chose `selection` (radio name → offer id) on the offer selection screen. */
export async function inmateWithSelection(selection: Record<string, number>) {
  const inmate = await createInmate();
  const cookie = await signIn('inmate', inmate);
  const response = await call('/api/selectoffers', { json: selection, cookie });
  expect(response.status).toBe(200);
  return { inmate, cookie };
}

export async function paymentIntent(cookie: string, query = '') {
  const response = await call(`/api/getstripepaymentintent${query}`, { cookie });
  expect(response.status).toBe(200);
  return json<IntentAnswer>(response);
}

export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] as string;

/** Pays in the card form and delivers the resulting payment_intent.succeeded event to the Worker. */
export async function payAndDeliver(clientSecret: string) {
  const paid = await payWithCard(clientSecret);
  expect(paid.status).toBe(200);
  const [event] = await eventsAbout(intentIdOf(clientSecret), 'payment_intent.succeeded');
  if (!event) throw new Error('no payment_intent.succeeded event');
  const response = await deliver(event);
  expect(response.status).toBe(200);
  return event;
}

export const servicesOf = (inmateId: number) =>
  db().select().from(services).where(eq(services.inmateId, inmateId)).orderBy(services.id);
export const paymentsOf = (inmateId: number) =>
  db().select().from(payments).where(eq(payments.inmateId, inmateId)).orderBy(payments.id);

/** An inmate who paid Friends 150 ($14.99, 30 days) by card with Recurring: their card is kept. */
export async function inmateWithKeptCard() {
  const { palsMonth } = await createCatalogue();
  const flow = await inmateWithSelection({ PHONE_PALS: palsMonth.id });
  await payAndDeliver((await paymentIntent(flow.cookie, '?recurring=true')).clientSecret);
  const [service] = await servicesOf(flow.inmate.id);
  if (!service) throw new Error('the paid service is missing');
  return { ...flow, service, offer: palsMonth };
}

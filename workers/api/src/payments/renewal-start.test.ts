import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogue } from '../../test/offers';
import { db, inmateWithSelection, intentIdOf, paymentIntent, servicesOf } from '../../test/payment-flows';
import {
  deliver,
  eventsAbout,
  payWithCard,
  retrievePaymentIntent,
  retrieveSubscription,
  subscriptionsOf,
} from '../../test/stripe';
import { offers, services } from '../db/schema';
import { addDays, today } from '../services/paid-through';
import { renewalStart } from './book-renewal';
import type { PaymentPort, RenewalSubscriptionRequest } from './port';
import { setPaymentsForTests } from './provider';
import { StripePayments } from './stripe-adapter';

// Starting an Automatic service's subscription (book-renewal.ts startRenewals) as Stripe itself answers it: a retry
// sends the very same parameters under its idempotency key (scripts/stripe-local refuses other ones, as Stripe
// does), never makes a second subscription, never asks for a trial ending in the past, and one service that fails
// leaves the others started.

afterEach(() => setPaymentsForTests(undefined));

const HOUR = 3600;

/** The real adapter with its subscription creation replaced (the webhook then uses it). */
function withCreation(create: (real: PaymentPort, input: RenewalSubscriptionRequest) => Promise<string>) {
  setPaymentsForTests((env) => {
    const real = new StripePayments(env);
    return Object.assign(Object.create(real) as PaymentPort, {
      createRenewalSubscription: (input: RenewalSubscriptionRequest) => create(real, input),
    });
  });
}

/** Stripe is down for the first `failures` subscription creations, then answers as ever. */
function failingCreations(failures: number) {
  let calls = 0;
  withCreation(async (real, input) => {
    calls += 1;
    if (calls <= failures) throw new Error('Stripe is down');
    return real.createRenewalSubscription(input);
  });
}

/** Pays an Automatic selection in the card form; answers its payment_intent.succeeded event, not delivered yet. */
async function paidAutomatic(selection: Record<string, number>) {
  const { cookie, inmate } = await inmateWithSelection(selection);
  const answer = await paymentIntent(cookie, '?automatic=true');
  expect((await payWithCard(answer.clientSecret)).status).toBe(200);
  const intentId = intentIdOf(answer.clientSecret);
  const [event] = await eventsAbout(intentId, 'payment_intent.succeeded');
  if (!event) throw new Error('no payment_intent.succeeded event');
  return { inmate, event, intentId };
}

describe('renewalStart: the trial end and idempotency key of a start', () => {
  const bought = Date.UTC(2026, 10, 29, 12, 0, 0);

  it('asks for the first bill from the row under the payment’s key, the same at every retry', () => {
    // Valid 3 years: billed at most 729 days after the purchase (Stripe's two-year limit on trials).
    const service = { id: 1, paidThrough: '2029-11-28', datePurchased: new Date(bought).toISOString() };
    const expected = { trialEnd: new Date(bought + 729 * 86_400_000), idempotencyKey: 'renewal-pi_1-1' };
    expect(renewalStart(service, 'pi_1', bought)).toEqual(expected);
    expect(renewalStart(service, 'pi_1', bought + 5 * 60_000)).toEqual(expected);
    expect(renewalStart(service, 'pi_1', bought + 3 * 86_400_000)).toEqual(expected);
  });

  it('never asks Stripe for a trial ending in the past (a retry after the paid period of a short offer)', () => {
    // A 1-day service bought 2 days ago whose first renewal start failed; Stripe retried the webhook today.
    const service = { id: 1, paidThrough: '2026-11-27', datePurchased: '2026-11-26T09:00:00.000Z' };
    const now = Date.UTC(2026, 10, 29, 12, 0, 0);
    const start = renewalStart(service, 'pi_2', now);
    // Stripe: "Invalid timestamp: must be an integer Unix timestamp in the future." (param trial_end)
    const inAnHour = Date.UTC(2026, 10, 29, 13, 0, 0);
    expect(start).toEqual({
      trialEnd: new Date(inAnHour),
      idempotencyKey: `renewal-pi_2-1-${inAnHour / 1000}`,
    });
    // Retries within the hour ask the same; 10 minutes before the hour the next hour is asked.
    expect(renewalStart(service, 'pi_2', now + 49 * 60_000)).toEqual(start);
    expect(renewalStart(service, 'pi_2', now + 51 * 60_000).trialEnd).toEqual(
      new Date(inAnHour + HOUR * 1000),
    );
    // A first bill under 10 minutes away is moved too.
    const soon = { ...service, paidThrough: '2026-11-28' };
    expect(renewalStart(soon, 'pi_2', Date.UTC(2026, 10, 28, 23, 55)).trialEnd).toEqual(
      new Date(Date.UTC(2026, 10, 29, 1, 0)),
    );
  });
});

describe('startRenewals against the local Stripe', () => {
  it('charges the price the service was bought at, though staff changed the offer’s price before the start', async () => {
    const { palsMonth } = await createCatalogue();
    const { inmate, event } = await paidAutomatic({ PHONE_PALS: palsMonth.id });
    // Stripe fails the start: the payment is booked, the delivery answers 500 and Stripe sends it again later.
    failingCreations(1);
    expect((await deliver(event)).status).toBe(500);
    const [booked] = await servicesOf(inmate.id);
    expect(booked).toMatchObject({ priceCents: 1999, stripeSubscriptionId: null });
    // Meanwhile staff raise the offer's price (docs/decisions.md "Offers keep their terms once bought").
    await db().update(offers).set({ priceCents: 2499 }).where(eq(offers.id, palsMonth.id));

    setPaymentsForTests(undefined);
    expect((await deliver(event)).status).toBe(200);
    const [service] = await servicesOf(inmate.id);
    const subscription = await retrieveSubscription(service?.stripeSubscriptionId ?? '');
    expect(subscription.items.data.map((item) => item.price.unit_amount)).toEqual([1999]);
  });

  it('a retry after Stripe forgot the key takes the subscription it made, never a second one', async () => {
    const { palsMonth } = await createCatalogue();
    const { inmate, event, intentId } = await paidAutomatic({ PHONE_PALS: palsMonth.id });
    expect((await deliver(event)).status).toBe(200);
    const [service] = await servicesOf(inmate.id);
    const made = service?.stripeSubscriptionId;
    expect(made).toMatch(/^sub_/);
    // The Worker stopped between starting it and attaching it; Stripe sends the event again a day later, when it no
    // longer knows the idempotency key (https://docs.stripe.com/idempotency: pruned after 24 hours), which a new key
    // stands for here.
    await db()
      .update(services)
      .set({ stripeSubscriptionId: null })
      .where(eq(services.id, service?.id ?? 0));
    withCreation((real, input) =>
      real.createRenewalSubscription({ ...input, idempotencyKey: `${input.idempotencyKey}-pruned` }),
    );
    expect((await deliver({ ...event, id: `${event.id}_next_day` })).status).toBe(200);

    expect((await servicesOf(inmate.id))[0]?.stripeSubscriptionId).toBe(made);
    const customer = (await retrievePaymentIntent(intentId)).customer ?? '';
    const held = (await subscriptionsOf(customer)).filter(
      (subscription) => subscription.metadata.serviceId === String(service?.id),
    );
    expect(held.map(({ id, status }) => ({ id, status }))).toEqual([{ id: made, status: 'trialing' }]);
  });

  it('a first bill already past when Stripe retries bills within the hour instead of being refused', async () => {
    const { palsMonth } = await createCatalogue();
    const { inmate, event } = await paidAutomatic({ PHONE_PALS: palsMonth.id });
    failingCreations(1);
    expect((await deliver(event)).status).toBe(500);
    // Stripe retries after the paid period: bought 31 days ago, paid through yesterday, so billing was due today.
    const [service] = await servicesOf(inmate.id);
    await db()
      .update(services)
      .set({ paidThrough: addDays(today(), -1), datePurchased: `${addDays(today(), -31)}T08:00:00.000Z` })
      .where(eq(services.id, service?.id ?? 0));

    setPaymentsForTests(undefined);
    // The first whole hour at least 10 minutes after the delivery (read before and after it: an hour may turn).
    const withinTheHour = () => Math.ceil((Date.now() / 1000 + 600) / HOUR) * HOUR;
    const before = withinTheHour();
    expect((await deliver(event)).status).toBe(200);
    const after = withinTheHour();
    const [started] = await servicesOf(inmate.id);
    const { status, trial_end: trialEnd } = await retrieveSubscription(started?.stripeSubscriptionId ?? '');
    expect(status).toBe('trialing');
    expect([before, after]).toContain(trialEnd);
  });

  it('a service whose start fails leaves the next one of the payment started, and the retry starts it', async () => {
    const { palsMonth, messaging } = await createCatalogue();
    const { inmate, event } = await paidAutomatic({ PHONE_PALS: palsMonth.id, MESSAGING: messaging.id });
    failingCreations(1);
    // The webhook still answers 500, so Stripe sends the event again for the one that failed.
    expect((await deliver(event)).status).toBe(500);
    const [failed, next] = await servicesOf(inmate.id);
    expect(failed?.stripeSubscriptionId).toBeNull();
    expect(next?.stripeSubscriptionId).toMatch(/^sub_/);

    setPaymentsForTests(undefined);
    expect((await deliver(event)).status).toBe(200);
    const [first, second] = await servicesOf(inmate.id);
    expect(first?.stripeSubscriptionId).toMatch(/^sub_/);
    expect(second?.stripeSubscriptionId).toBe(next?.stripeSubscriptionId);
    expect(first?.stripeSubscriptionId).not.toBe(second?.stripeSubscriptionId);
  });
});

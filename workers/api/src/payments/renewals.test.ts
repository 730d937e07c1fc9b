import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/http';
import { createCatalogue } from '../../test/offers';
import {
  db,
  inmateWithSelection,
  intentIdOf,
  payAndDeliver,
  paymentIntent,
  paymentsOf,
  servicesOf,
} from '../../test/payment-flows';
import {
  deliver,
  eventsAbout,
  eventsOfType,
  renewSubscription,
  retrievePaymentIntent,
  retrieveSubscription,
} from '../../test/stripe';
import { paymentMethods, paymentServices, services } from '../db/schema';
import { addDays, today } from '../services/paid-through';
import { bookRenewal, startRenewals } from './book-renewal';
import { listDiscrepancies } from './discrepancies';
import type { PaymentPort } from './port';
import { paymentsFor } from './provider';

/** An inmate who bought Friends 150 with Automatic: its one service and the subscription that renews it. */
async function automaticPurchase() {
  const { palsMonth } = await createCatalogue();
  const { cookie, inmate } = await inmateWithSelection({ PHONE_PALS: palsMonth.id });
  const answer = await paymentIntent(cookie, '?automatic=true');
  await payAndDeliver(answer.clientSecret);
  const [service] = await servicesOf(inmate.id);
  return { inmate, answer, service, subscriptionId: service?.stripeSubscriptionId ?? '' };
}

describe('Recurring and Automatic payments', () => {
  it('Recurring keeps the card on a Stripe customer for later card-on-file charges', async () => {
    const { pals } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({ PHONE_PALS: pals.id });
    const answer = await paymentIntent(cookie, '?recurring=true&automatic=false');
    await payAndDeliver(answer.clientSecret);
    const [service] = await servicesOf(inmate.id);
    expect(service).toMatchObject({
      recurringPayments: true,
      automaticPayments: false,
      stripeSubscriptionId: null,
    });
    const [method] = await db().select().from(paymentMethods).where(eq(paymentMethods.inmateId, inmate.id));
    expect(method?.stripeCustomerId).toMatch(/^cus_/);
    expect(method?.stripePaymentMethodId).toMatch(/^pm_/);

    // The card on file can be charged off-session through the port (the account's card-on-file charge).
    const port = paymentsFor(env);
    const charge = await port.chargeCardOnFile({
      customerId: method?.stripeCustomerId ?? '',
      paymentMethodId: method?.stripePaymentMethodId ?? '',
      amountCents: 700,
      description: 'Top-up',
      metadata: { kind: 'auxiliary', inmateId: String(inmate.id) },
    });
    expect(charge.status).toBe('succeeded');

    // A second Recurring payment reuses the customer.
    await call('/api/selectoffers', { json: { PHONE_PALS: pals.id }, cookie });
    const again = await paymentIntent(cookie, '?recurring=true');
    expect((await retrievePaymentIntent(intentIdOf(again.clientSecret))).customer).toBe(
      method?.stripeCustomerId,
    );

    // Stopping the top-ups detaches the card: it can no longer be charged.
    await port.stopCardOnFile(method?.stripePaymentMethodId ?? '');
    await port.stopCardOnFile(method?.stripePaymentMethodId ?? '');
    await expect(
      port.chargeCardOnFile({
        customerId: method?.stripeCustomerId ?? '',
        paymentMethodId: method?.stripePaymentMethodId ?? '',
        amountCents: 700,
        description: 'Top-up',
        metadata: {},
      }),
    ).rejects.toThrow();
  });

  it('Automatic starts a subscription per service, billing from the end of the paid period', async () => {
    const { palsMonth, messaging } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({
      PHONE_PALS: palsMonth.id,
      MESSAGING: messaging.id,
    });
    const answer = await paymentIntent(cookie, '?recurring=true&automatic=true');
    const event = await payAndDeliver(answer.clientSecret);
    await deliver({ ...event, id: `${event.id}_again` });
    const [monthly, forever] = await servicesOf(inmate.id);
    expect(monthly).toMatchObject({ recurringPayments: true, automaticPayments: true });
    expect(monthly?.stripeSubscriptionId).toMatch(/^sub_/);
    expect(forever?.stripeSubscriptionId).toMatch(/^sub_/);
    expect(forever?.stripeSubscriptionId).not.toBe(monthly?.stripeSubscriptionId);
    const subscription = await retrieveSubscription(monthly?.stripeSubscriptionId ?? '');
    expect(subscription.status).toBe('trialing');
    expect(subscription.trial_end).toBe(Date.parse(`${addDays(today(), 31)}T00:00:00Z`) / 1000);
    expect(subscription.metadata).toMatchObject({ kind: 'renewal', serviceId: String(monthly?.id) });
    // Never expiring: a month after the purchase, from the row (a retried start sends Stripe the same).
    const monthAfter = Date.parse(forever?.datePurchased ?? '') + 30 * 86_400_000;
    expect((await retrieveSubscription(forever?.stripeSubscriptionId ?? '')).trial_end).toBe(
      Math.floor(monthAfter / 1000),
    );
  });

  it('a paid renewal invoice extends the service and adds its credits to those still paid for, once', async () => {
    const { inmate, service, subscriptionId } = await automaticPurchase();
    // The trial's $0 invoice books nothing.
    for (const trial of (await eventsOfType('invoice.paid')).filter(
      (e) =>
        (e.data.object as { parent?: { subscription_details?: { subscription?: string } } }).parent
          ?.subscription_details?.subscription === subscriptionId,
    )) {
      expect((await deliver(trial)).status).toBe(200);
    }
    expect(await paymentsOf(inmate.id)).toHaveLength(1);

    await db()
      .update(services)
      .set({ remainingTenths: 42 })
      .where(eq(services.id, service?.id ?? 0));
    const invoice = await renewSubscription(subscriptionId);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 1999 });
    const [paid] = await eventsAbout(invoice.id, 'invoice.paid');
    for (let i = 0; i < 5; i += 1)
      expect((await deliver({ ...paid, id: `${paid?.id}_${i % 2}` })).status).toBe(200);

    // Billed before the paid period's end (the local Stripe bills the next cycle now): the 4.2 credits left are still
    // the inmate's, so the cycle's 150 are added to them.
    const [renewed] = await servicesOf(inmate.id);
    expect(renewed).toMatchObject({ remainingTenths: 1542, paidThrough: addDays(today(), 60), active: true });
    const history = await paymentsOf(inmate.id);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ amountCents: 1999, status: 'succeeded', notes: 'Automatic renewal' });
    const links = await db()
      .select()
      .from(paymentServices)
      .where(eq(paymentServices.paymentId, history[1]?.id ?? 0));
    expect(links.map((link) => link.serviceId)).toEqual([service?.id]);
  });

  it('two renewal invoices booked at the same moment extend the service by two cycles', async () => {
    const { inmate, subscriptionId } = await automaticPurchase();
    const invoice = (n: number) => ({
      subscriptionId,
      invoiceId: `in_parallel_${n}`,
      amountPaidCents: 1999,
      paymentKey: `pi_parallel_${n}`,
    });
    const outcomes = await Promise.all([bookRenewal(db(), invoice(1)), bookRenewal(db(), invoice(2))]);
    expect(outcomes).toEqual(['renewed', 'renewed']);
    const [renewed] = await servicesOf(inmate.id);
    expect(renewed?.paidThrough).toBe(addDays(today(), 90));
    expect(await paymentsOf(inmate.id)).toHaveLength(3);
  });

  it('a renewal billed the day after the paid period keeps the service paid through the day before the next bill', async () => {
    const { inmate, service, subscriptionId } = await automaticPurchase();
    const yesterday = addDays(today(), -1);
    const nextBill = new Date(`${addDays(today(), 30)}T00:00:00.000Z`);
    const renewal = (n: number, cycleEndsAt?: Date) => ({
      subscriptionId,
      invoiceId: `in_cycle_${n}`,
      amountPaidCents: 1999,
      paymentKey: `pi_cycle_${n}`,
      ...(cycleEndsAt ? { cycleEndsAt } : {}),
    });
    // With the cycle's end from the invoice, and without it (then from the day before today).
    for (const [n, cycleEndsAt] of [[1, nextBill] as const, [2, undefined] as const]) {
      await db()
        .update(services)
        .set({ paidThrough: yesterday })
        .where(eq(services.id, service?.id ?? 0));
      expect(await bookRenewal(db(), renewal(n, cycleEndsAt))).toBe('renewed');
      expect((await servicesOf(inmate.id))[0]?.paidThrough).toBe(addDays(today(), 29));
    }
  });

  it("a cycle's invoice that took $0 still renews the service, with a $0 payment", async () => {
    const { inmate, subscriptionId } = await automaticPurchase();
    const renewal = { subscriptionId, invoiceId: 'in_free', amountPaidCents: 0, paymentKey: 'in_free' };
    expect(await bookRenewal(db(), renewal)).toBe('renewed');
    expect((await servicesOf(inmate.id))[0]?.paidThrough).toBe(addDays(today(), 60));
    expect((await paymentsOf(inmate.id))[1]).toMatchObject({ amountCents: 0, status: 'succeeded' });
  });

  it('a paid renewal of a subscription no service holds is a discrepancy, and it is cancelled', async () => {
    const { inmate, service, subscriptionId } = await automaticPurchase();
    // As if the Worker had stopped between starting the subscription at Stripe and attaching it to the service.
    await db()
      .update(services)
      .set({ stripeSubscriptionId: null })
      .where(eq(services.id, service?.id ?? 0));
    const invoice = await renewSubscription(subscriptionId);
    const [paid] = await eventsAbout(invoice.id, 'invoice.paid');
    expect((await deliver(paid)).status).toBe(200);
    expect((await deliver({ ...paid, id: `${paid?.id}_again` })).status).toBe(200);

    expect(await paymentsOf(inmate.id)).toHaveLength(1);
    const recorded = (await listDiscrepancies(db())).filter((row) => row.reason.includes(subscriptionId));
    expect(recorded).toEqual([
      expect.objectContaining({
        kind: 'renewal',
        amountReceivedCents: 1999,
        expectedCents: null,
        reason: `renewal invoice ${invoice.id} of unknown subscription ${subscriptionId}`,
      }),
    ]);
    // Nothing would ever renew a service with it: it must not bill the card again.
    expect((await retrieveSubscription(subscriptionId)).status).toBe('canceled');
  });

  it('a subscription started while Stop Auto-Renew ran is cancelled, never left billing', async () => {
    const { inmate, answer, service, subscriptionId } = await automaticPurchase();
    const [payment] = await paymentsOf(inmate.id);
    const [method] = await db().select().from(paymentMethods).where(eq(paymentMethods.inmateId, inmate.id));
    // The webhook's start, replayed from before the subscription was attached; Stop Auto-Renew lands while Stripe is
    // asked for it (between the listing of the services and the attaching).
    await db()
      .update(services)
      .set({ stripeSubscriptionId: null })
      .where(eq(services.id, service?.id ?? 0));
    const port = paymentsFor(env);
    // The real port (a class: its other methods stay on its prototype), with Stop Auto-Renew racing the request.
    const racing: PaymentPort = Object.assign(Object.create(port) as PaymentPort, {
      findRenewalSubscription: async (customerId: string, serviceId: number) => {
        await db()
          .update(services)
          .set({ automaticPayments: false })
          .where(eq(services.id, service?.id ?? 0));
        return port.findRenewalSubscription(customerId, serviceId);
      },
    });
    await startRenewals(
      db(),
      racing,
      {
        id: intentIdOf(answer.clientSecret),
        status: 'succeeded',
        amountCents: 1999,
        amountReceivedCents: 1999,
        currency: 'usd',
        customerId: method?.stripeCustomerId ?? null,
        paymentMethodId: method?.stripePaymentMethodId ?? null,
        metadata: {},
      },
      payment?.id ?? 0,
    );

    const [after] = await servicesOf(inmate.id);
    expect(after).toMatchObject({ automaticPayments: false, stripeSubscriptionId: null });
    expect((await retrieveSubscription(subscriptionId)).status).toBe('canceled');
  });

  it('a canceled subscription stops the automatic renewal of its service', async () => {
    const { palsMonth } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({ PHONE_PALS: palsMonth.id });
    await payAndDeliver((await paymentIntent(cookie, '?automatic=true')).clientSecret);
    const [service] = await servicesOf(inmate.id);
    await paymentsFor(env).cancelSubscription(service?.stripeSubscriptionId ?? '');
    const [deleted] = await eventsAbout(service?.stripeSubscriptionId ?? '', 'customer.subscription.deleted');
    expect((await deliver(deleted)).status).toBe(200);
    const [after] = await servicesOf(inmate.id);
    expect(after?.automaticPayments).toBe(false);
  });
});

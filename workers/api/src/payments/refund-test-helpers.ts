import type { PaymentRecordAnswer } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { call } from '../../test/http';
import { createCatalogue } from '../../test/offers';
import {
  db,
  inmateWithSelection,
  intentIdOf,
  json,
  payAndDeliver,
  paymentIntent,
  paymentsOf,
  servicesOf,
} from '../../test/payment-flows';
import { deliver, eventsAbout, invoiceIntentOf, renewSubscription } from '../../test/stripe';
import { services } from '../db/schema';

// Shared by the refund tests (refunds*.test.ts, refund-disputes.test.ts): a paid selection, a renewed service, the
// Payment History, and console.log silenced and read.

/** console.log silenced for each test of the calling file; the spy, to read what the webhook logged. */
export function silencedLogs(): () => ReturnType<typeof vi.spyOn> {
  let logs: ReturnType<typeof vi.spyOn> | undefined;
  beforeEach(() => {
    logs = vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
  return () => {
    if (!logs) throw new Error('console.log is read outside a test');
    return logs;
  };
}

export const setRemaining = (serviceId: number | undefined, remainingTenths: number) =>
  db()
    .update(services)
    .set({ remainingTenths })
    .where(eq(services.id, serviceId ?? 0));

/** An inmate who paid `selection` by card (booked by the webhook): the payment's intent id and amount. */
export async function paidSelection(selection: Record<string, number>, query = '') {
  const { cookie, inmate } = await inmateWithSelection(selection);
  const answer = await paymentIntent(cookie, query);
  await payAndDeliver(answer.clientSecret);
  const [payment] = await paymentsOf(inmate.id);
  if (!payment) throw new Error('the payment was not booked');
  return { cookie, inmate, intentId: intentIdOf(answer.clientSecret), amountCents: payment.amountCents };
}

/**
 * Friends 150 bought with Automatic, then renewed once (the local Stripe bills the next cycle now): 300 credits.
 * `withoutInvoicePayments`: the `invoice.paid` event arrives as Stripe sends it by default, without the invoice's
 * `payments` (an includable field), so the renewal is booked under the invoice's id; `renewalIntentId` is the
 * PaymentIntent that paid it all the same.
 */
export async function renewedService({ withoutInvoicePayments = false } = {}) {
  const { palsMonth } = await createCatalogue();
  const paid = await paidSelection({ PHONE_PALS: palsMonth.id }, '?automatic=true');
  const [service] = await servicesOf(paid.inmate.id);
  const invoice = await renewSubscription(service?.stripeSubscriptionId ?? '');
  const [invoicePaid] = await eventsAbout(invoice.id, 'invoice.paid');
  const renewalIntentId = invoiceIntentOf(invoicePaid);
  if (withoutInvoicePayments && invoicePaid)
    delete (invoicePaid.data.object as { payments?: unknown }).payments;
  expect((await deliver(invoicePaid)).status).toBe(200);
  const [purchase, renewal] = await paymentsOf(paid.inmate.id);
  expect(renewal).toMatchObject({ notes: 'Automatic renewal', status: 'succeeded' });
  expect((await servicesOf(paid.inmate.id))[0]?.remainingTenths).toBe(3000);
  return { ...paid, serviceId: service?.id, purchase, renewal, renewalIntentId };
}

/** The inmate's Payment History, as the account screen reads it. */
export async function history(cookie: string) {
  const response = await call('/api/getinmatepayments', { cookie });
  expect(response.status).toBe(200);
  return json<PaymentRecordAnswer[]>(response);
}

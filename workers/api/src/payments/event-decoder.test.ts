import { describe, expect, it } from 'vitest';
import { decodeEvent } from './event-decoder';
import { WebhookEventError } from './port';

// Stripe's invoice events in the product's terms: a paid renewal carries when its cycle ends (the next bill), read
// from the invoice's subscription line; a failed one names its subscription and invoice. A charge's money going back
// (a full refund, a lost dispute) is a refund of its PaymentIntent; a partial refund or a dispute won is not.

/** Stripe's invoice event of `type` for a cycle's invoice of subscription sub_1, with `invoice`'s fields. */
const invoiceEvent = (type: string, invoice: Record<string, unknown>) =>
  decodeEvent({
    id: 'evt_1',
    type,
    data: {
      object: {
        id: 'in_1',
        billing_reason: 'subscription_cycle',
        amount_paid: 1999,
        parent: { subscription_details: { subscription: 'sub_1' } },
        ...invoice,
      },
    },
  });
const invoicePaid = (invoice: Record<string, unknown>) => invoiceEvent('invoice.paid', invoice);

describe('decodeEvent: invoice.paid', () => {
  it("a cycle's invoice is a renewal ending where its subscription line's period ends", () => {
    const end = Date.parse('2027-01-31T00:00:00.000Z') / 1000;
    expect(
      invoicePaid({ lines: { data: [{ period: { end: end - 86_400 } }, { period: { end } }] } }),
    ).toEqual({
      type: 'renewal-paid',
      renewal: {
        subscriptionId: 'sub_1',
        invoiceId: 'in_1',
        amountPaidCents: 1999,
        paymentKey: 'in_1',
        cycleEndsAt: new Date('2027-01-31T00:00:00.000Z'),
      },
    });
  });

  it('without lines, the renewal has no end of cycle; the trial invoice is ignored', () => {
    expect(invoicePaid({})).toMatchObject({ type: 'renewal-paid', renewal: { subscriptionId: 'sub_1' } });
    expect(invoicePaid({})).not.toHaveProperty('renewal.cycleEndsAt');
    expect(invoicePaid({ billing_reason: 'subscription_create', amount_paid: 0 })).toMatchObject({
      type: 'ignored',
    });
  });

  it("a cycle's invoice that took nothing (a free offer, or one under Stripe's minimum charge) is still a renewal", () => {
    expect(invoicePaid({ amount_paid: 0 })).toMatchObject({
      type: 'renewal-paid',
      renewal: { subscriptionId: 'sub_1', amountPaidCents: 0 },
    });
    expect(invoicePaid({ billing_reason: 'manual', amount_paid: 0 })).toMatchObject({ type: 'ignored' });
  });
});

describe('decodeEvent: invoice.payment_failed', () => {
  const failed = (invoice: Record<string, unknown>) =>
    invoiceEvent('invoice.payment_failed', { amount_paid: 0, ...invoice });

  it("a cycle's failed charge is a failed renewal of its subscription; any other invoice is ignored", () => {
    expect(failed({})).toEqual({ type: 'renewal-failed', subscriptionId: 'sub_1', invoiceId: 'in_1' });
    expect(failed({ billing_reason: 'subscription_create' })).toMatchObject({ type: 'ignored' });
    expect(failed({ parent: null })).toMatchObject({ type: 'ignored' });
  });
});

describe('decodeEvent: charge.refunded and charge.dispute.closed', () => {
  const charge = (fields: Record<string, unknown>) =>
    decodeEvent({
      id: 'evt_1',
      type: 'charge.refunded',
      data: {
        object: { id: 'ch_1', amount: 1999, amount_refunded: 1999, payment_intent: 'pi_1', ...fields },
      },
    });
  const dispute = (fields: Record<string, unknown>) =>
    decodeEvent({
      id: 'evt_1',
      type: 'charge.dispute.closed',
      data: { object: { id: 'dp_1', status: 'lost', charge: 'ch_1', payment_intent: 'pi_1', ...fields } },
    });

  it('a charge refunded in full is a refund of its PaymentIntent (an id or the expanded object)', () => {
    const refund = {
      type: 'card-payment-refunded',
      refund: { paymentIntentId: 'pi_1', cause: 'refund', sourceId: 'ch_1' },
    };
    expect(charge({})).toEqual(refund);
    expect(charge({ payment_intent: { id: 'pi_1' } })).toEqual(refund);
  });

  it('a charge refunded in part, or not paid by a PaymentIntent, is ignored with the reason', () => {
    expect(charge({ amount_refunded: 500 })).toEqual({
      type: 'ignored',
      reason: expect.stringContaining('payment pi_1 refunded in part (500 of 1999 cents) by charge ch_1'),
    });
    expect(charge({ payment_intent: null })).toMatchObject({ type: 'ignored' });
    expect(charge({ payment_intent: undefined })).toMatchObject({ type: 'ignored' });
  });

  it('a dispute lost is a refund; won or an inquiry closed is ignored', () => {
    expect(dispute({})).toEqual({
      type: 'card-payment-refunded',
      refund: { paymentIntentId: 'pi_1', cause: 'lost-dispute', sourceId: 'dp_1' },
    });
    for (const status of ['won', 'warning_closed']) {
      expect(dispute({ status })).toEqual({
        type: 'ignored',
        reason: `dispute dp_1 of payment pi_1 closed ${status}: the payment stands`,
      });
    }
    expect(dispute({ payment_intent: null })).toMatchObject({ type: 'ignored' });
  });

  it('an event without the amounts or the status it is read by is unreadable', () => {
    expect(() => charge({ amount_refunded: undefined })).toThrow(WebhookEventError);
    expect(() => dispute({ status: undefined })).toThrow(WebhookEventError);
  });
});

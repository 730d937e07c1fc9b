import { describe, expect, it } from 'vitest';
import { decodeEvent } from './event-decoder';

// Stripe's invoice events in the product's terms: a paid renewal carries when its cycle ends (the next bill), read
// from the invoice's subscription line; a failed one names its subscription and invoice.

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

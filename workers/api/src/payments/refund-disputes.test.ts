import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../test/offers';
import { paymentsOf, servicesOf } from '../../test/payment-flows';
import { deliver, disputeClosedEvent } from '../../test/stripe';
import { paidSelection, silencedLogs } from './refund-test-helpers';

// Disputes: one closed lost is a refund (the money went back to the payer); one won, or an inquiry closed, changes
// nothing (docs/decisions.md "Refunds and lost disputes").

const logs = silencedLogs();

describe('POST /api/stripe/webhook: disputes', () => {
  it('a dispute lost refunds the payment and takes its credits', async () => {
    const { pals } = await createCatalogue();
    const { inmate, intentId, amountCents } = await paidSelection({ PHONE_PALS: pals.id });

    const response = await deliver(
      disputeClosedEvent({ paymentIntentId: intentId, amountCents, status: 'lost' }),
    );

    expect(response.status).toBe(200);
    expect(await paymentsOf(inmate.id)).toMatchObject([{ status: 'refunded' }]);
    expect(await servicesOf(inmate.id)).toMatchObject([{ remainingTenths: 0 }]);
  });

  it('a dispute won (or an inquiry closed) changes nothing', async () => {
    const { pals } = await createCatalogue();
    const { inmate, intentId, amountCents } = await paidSelection({ PHONE_PALS: pals.id });

    for (const status of ['won', 'warning_closed'] as const) {
      const response = await deliver(disputeClosedEvent({ paymentIntentId: intentId, amountCents, status }));
      expect(response.status).toBe(200);
    }

    expect(await paymentsOf(inmate.id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await servicesOf(inmate.id)).toMatchObject([{ remainingTenths: 600 }]);
    expect(logs()).toHaveBeenCalledWith(expect.stringContaining('closed won'));
  });
});

import { describe, expect, it } from 'vitest';
import { createInmate, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { createOffer } from '../../test/offers';
import {
  db,
  inmateWithSelection,
  payAndDeliver,
  paymentIntent,
  paymentsOf,
  servicesOf,
} from '../../test/payment-flows';
import { paymentDiscrepancies } from '../db/schema';
import { offerView } from '../offers/queries';
import { bookCardPayment } from './book-card';
import { orderMetadata, termsOf } from './order';
import type { PaymentIntentSummary, PaymentPort } from './port';

// The terms a family paid for are the terms shown when the card form opened: an offer nobody has bought yet may be
// edited by staff at any moment, even while someone is paying for it. The PaymentIntent carries the terms it was made
// for (payments/order.ts), and a payment whose offer changed meanwhile is held as a discrepancy, as a changed price
// is, never booked at the new terms (docs/decisions.md "The webhook books what the offer costs").

const friends60 = () =>
  createOffer({
    title: 'Friends 60',
    priceCents: 999,
    serviceTypes: ['PHONE_PALS'],
    creditsIncludedTenths: 600,
    validForDays: null,
  });

const edit = async (id: number, changes: Record<string, string | readonly string[]>) => {
  const response = await call('/admin/api/updateoffer', {
    cookie: await signInAs('admin'),
    json: {
      id,
      serviceTypes: ['PHONE_PALS'],
      title: 'Friends 60',
      description: 'Sixty minutes.',
      price: '9.99',
      creditsIncluded: '60',
      validFor: '',
      fixedMoCrCharge: '',
      ...changes,
    },
  });
  expect(response.status).toBe(200);
};

describe('an offer edited while its card payment is in flight', () => {
  for (const [what, changes] of [
    ['service types', { serviceTypes: ['MESSAGING'] }],
    ['credits', { creditsIncluded: '1' }],
    ['validity', { validFor: '1' }],
    ['monthly charge', { fixedMoCrCharge: '5' }],
  ] as const) {
    it(`its ${what} changed: nothing booked at the new terms, the payment held for staff`, async () => {
      const offer = await friends60();
      const { inmate, cookie } = await inmateWithSelection({ PHONE_PALS: offer.id });
      const intent = await paymentIntent(cookie);
      await edit(offer.id, changes);
      await payAndDeliver(intent.clientSecret);
      expect(await servicesOf(inmate.id)).toEqual([]);
      expect(await paymentsOf(inmate.id)).toEqual([]);
      expect(await db().select().from(paymentDiscrepancies)).toMatchObject([
        {
          kind: 'offers',
          inmateId: inmate.id,
          reason: `offer ${offer.id} changed while the payment was in flight`,
        },
      ]);
    });
  }

  it('a new title or description changes no term: the payment is booked', async () => {
    const offer = await friends60();
    const { inmate, cookie } = await inmateWithSelection({ PHONE_PALS: offer.id });
    const intent = await paymentIntent(cookie);
    await edit(offer.id, { title: 'Friends Sixty', description: 'An hour of calls.' });
    await payAndDeliver(intent.clientSecret);
    expect(await servicesOf(inmate.id)).toMatchObject([{ remainingTenths: 600, paidThrough: null }]);
    expect(await db().select().from(paymentDiscrepancies)).toEqual([]);
  });

  it('changed while its booking waits on the provider: nothing booked, the payment held for staff', async () => {
    const offer = await friends60();
    const inmate = await createInmate();
    const intent: PaymentIntentSummary = {
      id: `pi_edited_while_booking_${offer.id}`,
      status: 'succeeded',
      amountCents: 999,
      amountReceivedCents: 999,
      currency: 'usd',
      customerId: null,
      paymentMethodId: `pm_edited_while_booking_${offer.id}`,
      metadata: orderMetadata({
        inmateId: inmate.id,
        offerIds: [offer.id],
        recurring: false,
        automatic: false,
        terms: [termsOf(offerView(offer))],
      }),
    };
    // The booking reads the offer, then asks the provider to describe the card: staff save new terms meanwhile.
    const provider = {
      describePaymentMethod: async () => {
        await edit(offer.id, { serviceTypes: ['MESSAGING'], validFor: '1' });
        return 'Visa •••• 4242';
      },
    } as unknown as PaymentPort;

    const booking = await bookCardPayment(db(), provider, intent);

    expect(booking).toMatchObject({ outcome: 'refused' });
    expect(await servicesOf(inmate.id)).toEqual([]);
    expect(await paymentsOf(inmate.id)).toEqual([]);
    expect(await db().select().from(paymentDiscrepancies)).toMatchObject([
      {
        kind: 'offers',
        inmateId: inmate.id,
        reason: 'an offer was deleted or changed while the payment was in flight',
      },
    ]);
  });
});

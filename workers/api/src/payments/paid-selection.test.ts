import { describe, expect, it } from 'vitest';
import { call } from '../../test/http';
import { createCatalogue } from '../../test/offers';
import {
  inmateWithSelection,
  json,
  payAndDeliver,
  paymentIntent,
  paymentsOf,
  servicesOf,
} from '../../test/payment-flows';
import { SELECT_OFFER_MESSAGE } from '../offers/selection';

// A card payment empties the selection it paid, as a shop's cart: Back to the payment screen after paying shows
// "Please Select Offer" instead of the same offers with an active Pay button, so a family unsure whether the
// payment went through cannot pay it twice by accident. Choosing offers again makes a new selection to pay.

const selected = async (cookie: string) =>
  json<{ offers: unknown[] }>(await call('/api/getselectedoffers', { cookie }));

describe('a paid selection', () => {
  it('is no selection once its card payment is booked; offers chosen again can be paid', async () => {
    const { pals } = await createCatalogue();
    const { inmate, cookie } = await inmateWithSelection({ PHONE_PALS: pals.id });
    await payAndDeliver((await paymentIntent(cookie)).clientSecret);
    expect(await servicesOf(inmate.id)).toHaveLength(1);

    expect((await selected(cookie)).offers).toEqual([]);
    const again = await call('/api/getstripepaymentintent', { cookie });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: SELECT_OFFER_MESSAGE });

    expect((await call('/api/selectoffers', { json: { PHONE_PALS: pals.id }, cookie })).status).toBe(200);
    expect((await selected(cookie)).offers).toHaveLength(1);
    await payAndDeliver((await paymentIntent(cookie)).clientSecret);
    expect(await paymentsOf(inmate.id)).toHaveLength(2);
  });

  it('stays while its payment is not booked: a card refused or a form left keeps the offers to pay', async () => {
    const { pals } = await createCatalogue();
    const { cookie } = await inmateWithSelection({ PHONE_PALS: pals.id });
    await paymentIntent(cookie);
    await paymentIntent(cookie);
    expect((await selected(cookie)).offers).toHaveLength(1);
  });
});

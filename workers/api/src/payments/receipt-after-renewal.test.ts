import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/http';
import { createCatalogue } from '../../test/offers';
import {
  inmateWithSelection,
  intentIdOf,
  json,
  payAndDeliver,
  paymentIntent,
  paymentsOf,
} from '../../test/payment-flows';
import { deliver, eventsOfType, renewSubscription } from '../../test/stripe';
import { getDb } from '../db/client';
import { offers, services } from '../db/schema';

// A receipt says what its payment bought (issue 13 §4): the credits it added and the day it paid through, as booked,
// not the service as a later renewal or a staff change left it.

describe('GET /api/getreceipt after the service renewed', () => {
  it('answers the first payment’s receipt as it was, after the offer changed and an Automatic renewal', async () => {
    const { palsMonth } = await createCatalogue();
    const { cookie } = await inmateWithSelection({ PHONE_PALS: palsMonth.id });
    const answer = await paymentIntent(cookie, '?recurring=true&automatic=true');
    await payAndDeliver(answer.clientSecret);
    const receipt = () =>
      call(`/api/getreceipt?paymentIntent=${intentIdOf(answer.clientSecret)}`, { cookie });
    const before = await json<Record<string, unknown>>(await receipt());
    expect(before).toMatchObject({ status: 'recorded' });

    const db = getDb(env.DB);
    const [service] = await db.select().from(services);
    await db.update(offers).set({ creditsIncludedTenths: 9990 }).where(eq(offers.id, palsMonth.id));
    await renewSubscription(service?.stripeSubscriptionId ?? '');
    for (const event of await eventsOfType('invoice.paid')) await deliver(event);
    expect(await paymentsOf(service?.inmateId ?? 0)).toHaveLength(2);
    expect(await json(await receipt())).toEqual(before);
  });
});

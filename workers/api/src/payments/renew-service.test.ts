import { renewServiceAnswerSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPaymentMethod, createService, viewAs } from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { createInmate, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { db, inmateWithKeptCard, json, paymentsOf, servicesOf } from '../../test/payment-flows';
import { mailOutbox, offers } from '../db/schema';
import { RENEW_NO_CARD, RENEW_SERVICE_NOT_FOUND, RENEWED } from './renew-routes';
import { RENEW_NEEDS_RECURRING, RENEW_OFFER_NOT_SOLD } from './renewal-rule';

// POST /api/renewservice: spec §2 screen 3, Recurring means "inmates can renew from inside" — the offer of a
// Recurring service bought again with the card Recurring kept, through the local Stripe server.

const renew = (cookie: string | undefined, serviceId: number | string, requestId = crypto.randomUUID()) =>
  call('/api/renewservice', {
    ...(cookie ? { cookie } : {}),
    form: { serviceId: String(serviceId), requestId },
  });

describe('POST /api/renewservice', () => {
  it('buys the offer again with the kept card: a new service, a payment and a receipt, once per request id', async () => {
    const { inmate, cookie, service, offer } = await inmateWithKeptCard();
    const requestId = crypto.randomUUID();
    const response = await renew(cookie, service.id, requestId);
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(renewServiceAnswerSchema.parse(answer)).toEqual({ message: RENEWED, status: 'succeeded' });

    const after = await servicesOf(inmate.id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({
      offerId: offer.id,
      title: offer.title,
      remainingTenths: offer.creditsIncludedTenths,
      recurringPayments: true,
      automaticPayments: false,
    });
    const paid = await paymentsOf(inmate.id);
    expect(paid.map((payment) => [payment.status, payment.amountCents])).toEqual([
      ['succeeded', offer.priceCents],
      ['succeeded', offer.priceCents],
    ]);
    const mails = (await db().select().from(mailOutbox)).filter((mail) => mail.to === inmate.email);
    expect(mails).toHaveLength(2);

    // The same click sent again (a lost answer) charges and books nothing more.
    expect((await renew(cookie, service.id, requestId)).status).toBe(200);
    expect(await servicesOf(inmate.id)).toHaveLength(2);
    expect(await paymentsOf(inmate.id)).toHaveLength(2);
  });

  it('lets an ADMIN acting as the inmate renew; refuses EMPLOYEE1, a friend and anonymous callers', async () => {
    const { inmate, service } = await inmateWithKeptCard();
    expect((await renew(await viewAs('admin', inmate), service.id)).status).toBe(200);
    const employee = await renew(await viewAs('employee1', inmate), service.id);
    expect([employee.status, await json(employee)]).toEqual([403, errorBody('Not allowed')]);
    expect((await renew(await signInAs('friend'), service.id)).status).toBe(403);
    expect((await renew(undefined, service.id)).status).toBe(401);
    expect(await servicesOf(inmate.id)).toHaveLength(2);
  });

  it('refuses a malformed body with the message, charging nothing', async () => {
    const { inmate, cookie, service } = await inmateWithKeptCard();
    const cases: [Record<string, string>, string][] = [
      [{ requestId: crypto.randomUUID() }, 'Invalid id'],
      [{ serviceId: 'x', requestId: crypto.randomUUID() }, 'Invalid id'],
      [{ serviceId: String(service.id) }, 'requestId must be a UUID'],
      [{ serviceId: String(service.id), requestId: 'again' }, 'requestId must be a UUID'],
    ];
    for (const [form, message] of cases) {
      const response = await call('/api/renewservice', { cookie, form });
      expect([response.status, await json(response)]).toEqual([400, errorBody(message)]);
    }
    expect(await paymentsOf(inmate.id)).toHaveLength(1);
  });

  it('refuses another inmate’s service, one without Recurring, an offer off sale, and an inmate with no kept card', async () => {
    const { inmate, cookie, service } = await inmateWithKeptCard();
    const other = await createInmate();
    const othersService = await createService(other.id, { recurringPayments: true });
    const notFound = await renew(cookie, othersService.id);
    expect([notFound.status, await json(notFound)]).toEqual([404, errorBody(RENEW_SERVICE_NOT_FOUND)]);

    const oneTime = await createService(inmate.id, { recurringPayments: false });
    const needsRecurring = await renew(cookie, oneTime.id);
    expect([needsRecurring.status, await json(needsRecurring)]).toEqual([
      409,
      errorBody(RENEW_NEEDS_RECURRING),
    ]);

    await db().update(offers).set({ active: false }).where(eq(offers.id, service.offerId));
    const offSale = await renew(cookie, service.id);
    expect([offSale.status, await json(offSale)]).toEqual([409, errorBody(RENEW_OFFER_NOT_SOLD)]);

    const noCard = await createService(other.id, { recurringPayments: true });
    await createPaymentMethod(other.id, { stripeCustomerId: null, stripePaymentMethodId: null });
    const refused = await renew(await viewAs('inmate', other), noCard.id);
    expect([refused.status, await json(refused)]).toEqual([409, errorBody(RENEW_NO_CARD)]);
    expect(await paymentsOf(inmate.id)).toHaveLength(1);
    expect(await paymentsOf(other.id)).toHaveLength(0);
  });
});

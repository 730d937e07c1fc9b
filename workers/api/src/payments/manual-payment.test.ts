import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmployee, createInmate, signIn, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { createCatalogue, createOffer } from '../../test/offers';
import { db, inmateWithSelection, json, paymentsOf, servicesOf } from '../../test/payment-flows';
import { offers, paymentMethods, paymentServices, payments } from '../db/schema';
import { addDays, today } from '../services/paid-through';
import { bookManualPayment, manualPaymentKey } from './book-manual';

describe('POST /admin/api/manualpay', () => {
  /** An ADMIN acting as a new inmate, with `selection` chosen in the admin's session. */
  async function adminActingAs(selection: Record<string, number>) {
    const inmate = await createInmate();
    const cookie = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    expect((await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie })).status).toBe(200);
    expect((await call('/api/selectoffers', { json: selection, cookie })).status).toBe(200);
    return { inmate, cookie };
  }

  it('records a manual payment of the selected offers and creates their services, once', async () => {
    const { chat, messaging } = await createCatalogue();
    const { inmate, cookie } = await adminActingAs({ AI_CHAT: chat.id, MESSAGING: messaging.id });
    const response = await call('/admin/api/manualpay', { json: 'Money order #1042', cookie });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ message: 'Thank You for your payment' });

    const [payment, ...others] = await paymentsOf(inmate.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      amountCents: 499 + 599,
      status: 'succeeded',
      notes: 'Money order #1042',
      stripePaymentIntentId: expect.stringMatching(/^manual:[0-9a-f]{32}$/),
    });
    const [method] = await db()
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, payment?.paymentMethodId ?? 0));
    expect(method).toMatchObject({ kind: 'manual', description: 'Manual payment: Money order #1042' });
    const bought = await servicesOf(inmate.id);
    expect(bought).toMatchObject([
      { offerId: chat.id, remainingTenths: 500, paidThrough: addDays(today(), 30), recurringPayments: false },
      { offerId: messaging.id, remainingTenths: 600, paidThrough: null },
    ]);
    const links = await db()
      .select()
      .from(paymentServices)
      .where(eq(paymentServices.paymentId, payment?.id ?? 0));
    expect(links.map((link) => link.serviceId)).toEqual(bought.map((service) => service.id));

    // The selection is spent: a second click books nothing.
    const again = await call('/admin/api/manualpay', { json: 'Money order #1042', cookie });
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({
      error: 'Unable to process payment! Please Choose another method',
      code: 'paymentFailed',
    });
    expect(await servicesOf(inmate.id)).toHaveLength(2);
  });

  it('books a selection once when the same payment is sent several times at once', async () => {
    const { chat, messaging } = await createCatalogue();
    const { inmate, cookie } = await adminActingAs({ AI_CHAT: chat.id, MESSAGING: messaging.id });
    const send = () => call('/admin/api/manualpay', { json: 'Money order #7', cookie });
    const answers = await Promise.all([send(), send(), send(), send()]);

    const [payment, ...others] = await paymentsOf(inmate.id);
    expect(others).toEqual([]);
    expect(await servicesOf(inmate.id)).toHaveLength(2);
    expect(await db().select().from(paymentMethods)).toHaveLength(1);
    // Each answer is the one booking, or the spent selection's refusal; none is a second booking.
    for (const answer of answers) {
      const body = await json(answer);
      if (answer.status === 200)
        expect(body).toEqual({ message: 'Thank You for your payment', paymentId: payment?.id });
      else expect(body).toMatchObject({ code: 'paymentFailed' });
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);

    // A new selection in the same session is a new payment.
    expect((await call('/api/selectoffers', { json: { AI_CHAT: chat.id }, cookie })).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(await paymentsOf(inmate.id)).toHaveLength(2);
  });

  it('books a selection once from a session saved before selection ids', async () => {
    const { chat } = await createCatalogue();
    const { inmate, cookie } = await adminActingAs({ AI_CHAT: chat.id });
    const key = `session:${/sid=([0-9a-f]{64})/.exec(cookie)?.[1]}`;
    const { selectionId: _dropped, ...older } = JSON.parse((await env.KV.get(key)) ?? '{}');
    await env.KV.put(key, JSON.stringify(older));
    const send = () => call('/admin/api/manualpay', { json: 'Money order #8', cookie });
    await Promise.all([send(), send(), send()]);
    expect(await paymentsOf(inmate.id)).toHaveLength(1);
    expect((await paymentsOf(inmate.id))[0]?.stripePaymentIntentId).not.toContain(key.slice(8));
  });

  it('takes the notes as a raw body too, and empty notes', async () => {
    const { pals } = await createCatalogue();
    const { inmate, cookie } = await adminActingAs({ PHONE_PALS: pals.id });
    const response = await call('/admin/api/manualpay', {
      body: '',
      headers: { 'content-type': 'application/json' },
      cookie,
    });
    expect(response.status).toBe(200);
    const [payment] = await paymentsOf(inmate.id);
    const [method] = await db()
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, payment?.paymentMethodId ?? 0));
    expect(method?.description).toBe('Manual payment');
  });

  it('fails with the spec message without an inmate acted as, or without a selection', async () => {
    const { pals } = await createCatalogue();
    const admin = await signInAs('admin');
    await call('/api/selectoffers', { json: { PHONE_PALS: pals.id }, cookie: admin });
    const noInmate = await call('/admin/api/manualpay', { json: 'notes', cookie: admin });
    expect(noInmate.status).toBe(400);
    expect(await json(noInmate)).toEqual({
      error: 'Unable to process payment! Please Choose another method',
      code: 'paymentFailed',
    });

    const inmate = await createInmate();
    const other = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie: other });
    const noSelection = await call('/admin/api/manualpay', { json: 'notes', cookie: other });
    expect(await json(noSelection)).toEqual({
      error: 'Unable to process payment! Please Choose another method',
      code: 'paymentFailed',
    });
    expect(await db().select().from(payments)).toEqual([]);
  });

  it('books nothing when an offer of the selection was retired or deleted since the screen showed it', async () => {
    const { chat, messaging } = await createCatalogue();
    const { inmate, cookie } = await adminActingAs({ AI_CHAT: chat.id, MESSAGING: messaging.id });
    await db().delete(offers).where(eq(offers.id, messaging.id));
    const response = await call('/admin/api/manualpay', { json: 'Cash for both', cookie });
    expect([response.status, await json(response)]).toEqual([
      400,
      { error: 'Unable to process payment! Please Choose another method', code: 'paymentFailed' },
    ]);
    expect(await paymentsOf(inmate.id)).toEqual([]);
    expect(await servicesOf(inmate.id)).toEqual([]);
  });

  it('books nothing when an offer is given other terms between its read and the booking', async () => {
    const offer = await createOffer({ serviceTypes: ['PHONE_PALS'], creditsIncludedTenths: 600 });
    const inmate = await createInmate();
    const admin = await createEmployee({ roles: ['ADMIN'] });
    // Another admin saves new credits for the (unbought) offer after this booking read it.
    await db().update(offers).set({ creditsIncludedTenths: 10 }).where(eq(offers.id, offer.id));

    const booking = await bookManualPayment(db(), {
      adminId: admin.id,
      inmateId: inmate.id,
      offers: [offer],
      notes: '',
      key: manualPaymentKey(`changed-${offer.id}`),
    });

    expect(booking).toBe('offer-changed');
    expect(await paymentsOf(inmate.id)).toEqual([]);
    expect(await servicesOf(inmate.id)).toEqual([]);
  });

  it('answers only an ADMIN', async () => {
    const { pals } = await createCatalogue();
    const { cookie: inmate } = await inmateWithSelection({ PHONE_PALS: pals.id });
    for (const [cookie, status] of [
      [undefined, 401],
      [inmate, 403],
      [await signInAs('employee1'), 403],
    ] as const) {
      const response = await call('/admin/api/manualpay', { json: 'notes', ...(cookie ? { cookie } : {}) });
      expect(response.status).toBe(status);
    }
    expect(await db().select().from(payments)).toEqual([]);
  });
});

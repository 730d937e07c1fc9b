import { formatsFor, type ReceiptAnswer, receiptAnswerSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmployee, createInmate, signIn, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { createCatalogue } from '../../test/offers';
import {
  db,
  inmateWithSelection,
  intentIdOf,
  json,
  payAndDeliver,
  paymentIntent,
} from '../../test/payment-flows';
import { chargeRefundedEvent, deliver, eventsAbout, payWithCard } from '../../test/stripe';
import { inmates, mailOutbox, payments } from '../db/schema';
import { addDays, today } from '../services/paid-through';

// issue 13 §4: the receipt after paying, read by the detail page (GET {prefix}/api/getreceipt) and mailed once per
// payment in the inmate's language.

const mailsTo = async (address: string) =>
  (await db().select().from(mailOutbox)).filter((mail) => mail.to === address);

const receipt = (cookie: string | undefined, paymentIntent: string, prefix = '') =>
  call(
    `${prefix}/api/getreceipt?paymentIntent=${encodeURIComponent(paymentIntent)}`,
    cookie ? { cookie } : {},
  );

/** An inmate who chose Friends 150 (30 days) and Chat (Automatic when asked) and was given a PaymentIntent. */
async function inmateAboutToPay(query = '') {
  const { palsMonth, chat } = await createCatalogue();
  const flow = await inmateWithSelection({ PHONE_PALS: palsMonth.id, AI_CHAT: chat.id });
  const answer = await paymentIntent(flow.cookie, query);
  return { ...flow, answer, intentId: intentIdOf(answer.clientSecret) };
}

describe('GET /api/getreceipt', () => {
  it('answers pending until the webhook books the payment, then what was bought, the amount and last four', async () => {
    const { cookie, answer, intentId } = await inmateAboutToPay();
    expect(await json(await receipt(cookie, intentId))).toEqual({ status: 'pending' });
    expect((await payWithCard(answer.clientSecret)).status).toBe(200);
    // Paid at Stripe but the webhook has not landed: still pending.
    expect(await json(await receipt(cookie, intentId))).toEqual({ status: 'pending' });
    const [event] = await eventsAbout(intentId, 'payment_intent.succeeded');
    expect((await deliver(event as NonNullable<typeof event>)).status).toBe(200);

    const response = await receipt(cookie, intentId);
    expect(response.status).toBe(200);
    const body = await json<ReceiptAnswer>(response);
    // The answer satisfies its strict shared contract (shared/src/contracts/receipts.ts).
    expect(receiptAnswerSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      status: 'recorded',
      paymentId: expect.any(Number),
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      amount: 24.98,
      cardLast4: '4242',
      paymentMethod: 'Visa •••• 4242',
      items: [
        { title: 'Friends 150', creditsAdded: 150, paidThrough: addDays(today(), 30), renewsOn: null },
        {
          title: expect.any(String),
          creditsAdded: expect.any(Number),
          paidThrough: expect.anything(),
          renewsOn: null,
        },
      ],
    });
  });

  it('answers refunded, never pending, once the payment was refunded', async () => {
    const { cookie, answer, intentId } = await inmateAboutToPay();
    await payAndDeliver(answer.clientSecret);
    const refund = chargeRefundedEvent({ paymentIntentId: intentId, amountCents: 2498 });
    expect((await deliver(refund)).status).toBe(200);

    const body = await json<ReceiptAnswer>(await receipt(cookie, intentId));
    expect(body).toEqual({ status: 'refunded' });
    expect(receiptAnswerSchema.parse(body)).toEqual(body);
    // Another inmate asking of it hears nothing of it, as of any payment not theirs.
    const other = await signIn('inmate', await createInmate());
    expect(await json(await receipt(other, intentId))).toEqual({ status: 'pending' });
  });

  it('names the renewal date of an Automatic service', async () => {
    const { cookie, answer, intentId } = await inmateAboutToPay('?automatic=true');
    await payAndDeliver(answer.clientSecret);
    const body = await json<Extract<ReceiptAnswer, { status: 'recorded' }>>(await receipt(cookie, intentId));
    expect(body.items[0]).toMatchObject({
      paidThrough: addDays(today(), 30),
      renewsOn: addDays(today(), 31),
    });
  });

  it('names the first monthly bill of an Automatic offer that never expires, 30 days after the purchase', async () => {
    const { pals } = await createCatalogue();
    const { cookie } = await inmateWithSelection({ PHONE_PALS: pals.id });
    const answer = await paymentIntent(cookie, '?automatic=true');
    await payAndDeliver(answer.clientSecret);
    const body = await json<Extract<ReceiptAnswer, { status: 'recorded' }>>(
      await receipt(cookie, intentIdOf(answer.clientSecret)),
    );
    expect(body.items).toEqual([
      { title: 'Friends 60', creditsAdded: 60, paidThrough: null, renewsOn: addDays(today(), 30) },
    ]);
  });

  it('refuses a missing or malformed payment id, with the message', async () => {
    const cookie = await signInAs('inmate');
    for (const query of [
      '',
      '?paymentIntent=',
      '?paymentIntent=pi_1%27%20OR%201',
      '?paymentIntent=seti_123',
    ]) {
      const response = await call(`/api/getreceipt${query}`, { cookie });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: 'paymentIntent must be a payment id' });
    }
  });

  it('is the paying inmate’s or an ADMIN’s acting as them: others get nothing of it', async () => {
    const { inmate, answer, intentId } = await inmateAboutToPay();
    await payAndDeliver(answer.clientSecret);

    expect((await receipt(undefined, intentId)).status).toBe(401);
    // Another inmate sees it as not recorded, exactly like an unknown id.
    expect(await json(await receipt(await signInAs('inmate'), intentId))).toEqual({ status: 'pending' });
    expect([401, 403]).toContain((await receipt(await signInAs('friend'), intentId)).status);
    for (const role of ['ADMIN', 'EMPLOYEE1'] as const) {
      const prefix = role === 'ADMIN' ? '/admin' : '/employee1';
      const staff = await signIn('staff', await createEmployee({ roles: [role] }));
      // Staff not acting as anyone have no inmate to read for.
      expect([401, 403]).toContain((await receipt(staff, intentId, prefix)).status);
      expect((await call(`${prefix}/api/logininmate?id=${inmate.id}`, { cookie: staff })).status).toBe(200);
      const response = await receipt(staff, intentId, prefix);
      if (role === 'ADMIN') {
        expect(await json<ReceiptAnswer>(response)).toMatchObject({ status: 'recorded', cardLast4: '4242' });
      } else {
        // A receipt is a payment record: EMPLOYEE1 never receives payment history (spec §6, DESIGN.md).
        expect(response.status).toBe(403);
        expect(await json(response)).toMatchObject({ error: 'Not allowed' });
      }
    }
  });
});

describe('the receipt e-mail', () => {
  it('goes once per payment, even when Stripe delivers the event again', async () => {
    const { inmate, answer, intentId } = await inmateAboutToPay();
    const event = await payAndDeliver(answer.clientSecret);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver({ ...event, id: `${event.id}_retry` })).status).toBe(200);
    const mails = await mailsTo(inmate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your receipt: $24.98');
    expect(mails[0]?.text).toContain('Amount: $24.98');
    expect(mails[0]?.text).toContain('Paid with the card ending in 4242');
    expect(mails[0]?.text).toContain('- Friends 150: 150.0 credits added');
    expect(mails[0]?.text).toContain(`Valid through ${addDays(today(), 30)}`);
    expect(intentId).toMatch(/^pi_/);
  });

  it('is written in the inmate’s language', async () => {
    const { inmate, answer } = await inmateAboutToPay();
    await db().update(inmates).set({ language: 'es' }).where(eq(inmates.id, inmate.id));
    await payAndDeliver(answer.clientSecret);
    const [mail] = await mailsTo(inmate.email);
    expect(mail?.subject).toBe('Su recibo: $24.98');
    expect(mail?.text).toContain('Pagado con la tarjeta que termina en 4242');
    expect(mail?.text).toContain('- Friends 150: 150.0 créditos agregados');
    // Dates and money as the Spanish screens write them (es-US), not the English forms.
    const paidOn = (await db().select({ date: payments.paymentDate }).from(payments))[0]?.date ?? '';
    expect(mail?.text).toContain(`Fecha: ${formatsFor('es').date(paidOn)}`);
    expect(mail?.text).not.toMatch(/\d{4}-\d\d-\d\d/);
  });

  it.each([
    ['en', 'Paid with: Manual payment: Money order #7'],
    ['es', 'Pagado con: Pago manual: Money order #7'],
  ] as const)('goes for an admin’s manual payment, naming the method (%s)', async (language, method) => {
    const { chat } = await createCatalogue();
    const inmate = await createInmate();
    await db().update(inmates).set({ language }).where(eq(inmates.id, inmate.id));
    const cookie = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    expect((await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie })).status).toBe(200);
    expect((await call('/api/selectoffers', { json: { AI_CHAT: chat.id }, cookie })).status).toBe(200);
    expect((await call('/admin/api/manualpay', { json: 'Money order #7', cookie })).status).toBe(200);
    const mails = await mailsTo(inmate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(method);
  });
});

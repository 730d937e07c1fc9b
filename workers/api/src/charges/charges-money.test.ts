import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentMethod, createService, inmateWithViewers } from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { createInmate } from '../../test/fixtures';
import { call } from '../../test/http';
import { auxiliaryCurrencyCharges, payments } from '../db/schema';
import { PaymentDeclinedError, type PaymentPort } from '../payments/port';
import { setPaymentsForTests } from '../payments/provider';
import { db, fakePayments, mailer } from './charges-test-helpers';
import { bookAuxiliaryPayment, recordAuxiliaryCurrencyCharge } from './record';

afterEach(() => setPaymentsForTests(undefined));

// Money charges by an ADMIN: in the card form, on the card on file, and their booking (spec §7).

describe('POST /admin/api/auxiliarychargecurrency', () => {
  it('answers the card form for the amount, marked as an auxiliary charge of the inmate', async () => {
    const asked = fakePayments();
    const { inmate, cookie } = await inmateWithViewers();
    const response = await call('/admin/api/auxiliarychargecurrency', {
      form: { amount: '12.5', description: 'Replacement ID card' },
      cookie: await cookie('admin'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      clientSecret: 'pi_aux_secret_1',
      payButtonText: 'Pay $12.50',
      stripePublicKey: 'pk_test_fake',
      stripeJsUrl: 'http://localhost:12111/v3',
    });
    expect(asked).toEqual([
      {
        method: 'createAuxiliaryChargeIntent',
        input: { inmateId: inmate.id, amountCents: 1250, description: 'Replacement ID card' },
      },
    ]);
  });

  it('refuses bad amounts, EMPLOYEE1 and the inmate; a provider failure answers 502', async () => {
    const asked = fakePayments();
    const { cookie } = await inmateWithViewers();
    const admin = await cookie('admin');
    for (const [form, error] of [
      [{ amount: '', description: 'x' }, 'amount is required'],
      [{ amount: '12.345', description: 'x' }, 'invalid amount'],
      [{ amount: '0.10', description: 'x' }, 'The amount must be at least $0.50'],
      [{ amount: '5', description: '' }, 'description is required'],
    ] as const) {
      const response = await call('/admin/api/auxiliarychargecurrency', { form, cookie: admin });
      expect([response.status, await response.json()]).toEqual([400, errorBody(error)]);
    }
    for (const viewer of ['inmate', 'employee1'] as const) {
      const response = await call('/admin/api/auxiliarychargecurrency', {
        form: { amount: '5', description: 'x' },
        cookie: await cookie(viewer),
      });
      expect(response.status).toBe(403);
    }
    expect(asked).toEqual([]);
    fakePayments({
      createAuxiliaryChargeIntent: async () => {
        throw new Error('ECONNREFUSED');
      },
    });
    const response = await call('/admin/api/auxiliarychargecurrency', {
      form: { amount: '5', description: 'x' },
      cookie: admin,
    });
    expect([response.status, await response.json()]).toEqual([
      502,
      { error: 'The payment provider could not be reached', code: 'providerDown' },
    ]);
  });
});

describe('POST /admin/api/auxiliarychargecurrencywithmethodonfile', () => {
  it('charges the card on file and books the charge once', async () => {
    const asked = fakePayments();
    const { inmate, cookie } = await inmateWithViewers();
    await createService(inmate.id, { recurringPayments: true });
    const card = await createPaymentMethod(inmate.id, {
      stripeCustomerId: 'cus_9',
      stripePaymentMethodId: 'pm_9',
    });
    const response = await call('/admin/api/auxiliarychargecurrencywithmethodonfile', {
      form: { amount: '7', description: 'Replacement tablet' },
      cookie: await cookie('admin'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Charge Request Sent', status: 'succeeded' });
    expect(asked[0]).toMatchObject({
      method: 'chargeCardOnFile',
      input: {
        customerId: 'cus_9',
        paymentMethodId: 'pm_9',
        amountCents: 700,
        description: 'Replacement tablet',
        metadata: { kind: 'auxiliary', inmateId: String(inmate.id), description: 'Replacement tablet' },
      },
    });
    // The webhook's report of the same payment changes nothing.
    await recordAuxiliaryCurrencyCharge(db(), mailer(), {
      inmateId: inmate.id,
      amountCents: 700,
      description: 'Replacement tablet',
      stripePaymentIntentId: 'pi_onfile',
    });
    expect(await db().select().from(auxiliaryCurrencyCharges)).toMatchObject([
      { inmateId: inmate.id, priceCents: 700, description: 'Replacement tablet' },
    ]);
    expect(await db().select().from(payments)).toMatchObject([
      { inmateId: inmate.id, amountCents: 700, status: 'succeeded', paymentMethodId: card.id },
    ]);
  });

  it('sends the form’s requestId as the provider’s idempotency key, so a retried request charges once', async () => {
    const asked = fakePayments();
    const { inmate, cookie } = await inmateWithViewers();
    await createService(inmate.id, { recurringPayments: true });
    await createPaymentMethod(inmate.id, { stripeCustomerId: 'cus_9', stripePaymentMethodId: 'pm_9' });
    const admin = await cookie('admin');
    const requestId = '0f8e2b1c-3d4a-4b5c-9d6e-7f8091a2b3c4';
    for (let i = 0; i < 2; i += 1) {
      const response = await call('/admin/api/auxiliarychargecurrencywithmethodonfile', {
        form: { amount: '7', description: 'Replacement tablet', requestId },
        cookie: admin,
      });
      expect(response.status).toBe(200);
    }
    const keys = asked.map(({ input }) => (input as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual([`auxiliary-${inmate.id}-${requestId}`, `auxiliary-${inmate.id}-${requestId}`]);

    const malformed = await call('/admin/api/auxiliarychargecurrencywithmethodonfile', {
      form: { amount: '7', description: 'Replacement tablet', requestId: 'again' },
      cookie: admin,
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual(errorBody('requestId must be a UUID'));
    expect(asked).toHaveLength(2);
  });

  it('refuses without a recurring service or a card on file, and reports a declined card', async () => {
    fakePayments({
      chargeCardOnFile: async () => {
        throw new PaymentDeclinedError('Your card was declined.', 'card_declined', 'generic_decline');
      },
    });
    const { inmate, cookie } = await inmateWithViewers();
    const admin = await cookie('admin');
    const send = () =>
      call('/admin/api/auxiliarychargecurrencywithmethodonfile', {
        form: { amount: '7', description: 'x' },
        cookie: admin,
      });
    let response = await send();
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: 'This inmate has no service with recurring payments', code: 'noRecurringService' },
    ]);
    await createService(inmate.id, { recurringPayments: true });
    response = await send();
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: 'This inmate has no card on file', code: 'noCardOnFile' },
    ]);
    await createPaymentMethod(inmate.id);
    response = await send();
    expect([response.status, await response.json()]).toEqual([
      502,
      { error: 'Your card was declined.', code: 'cardDeclined' },
    ]);
    expect(await db().select().from(auxiliaryCurrencyCharges)).toEqual([]);
    expect(
      (
        await call('/admin/api/auxiliarychargecurrencywithmethodonfile', {
          form: { amount: '7', description: 'x' },
          cookie: await cookie('employee1'),
        })
      ).status,
    ).toBe(403);
  });
});

describe('recordAuxiliaryCurrencyCharge and the webhook handler of kind auxiliary', () => {
  it('books a PaymentIntent once however often it is reported', async () => {
    const inmate = await createInmate();
    const charge = {
      inmateId: inmate.id,
      amountCents: 900,
      description: 'Headset',
      stripePaymentIntentId: 'pi_twice',
    };
    expect(await recordAuxiliaryCurrencyCharge(db(), mailer(), charge)).toEqual({ recorded: true });
    expect(await recordAuxiliaryCurrencyCharge(db(), mailer(), charge)).toEqual({ recorded: false });
    await Promise.all([
      recordAuxiliaryCurrencyCharge(db(), mailer(), charge),
      recordAuxiliaryCurrencyCharge(db(), mailer(), charge),
    ]);
    expect(await db().select().from(payments)).toHaveLength(1);
    expect(await db().select().from(auxiliaryCurrencyCharges)).toHaveLength(1);
  });

  it('the webhook’s booking records a card-form payment with the card’s description, once', async () => {
    const inmate = await createInmate();
    const port = { describePaymentMethod: async () => 'Mastercard •••• 4444' } as unknown as PaymentPort;
    const intent = {
      id: 'pi_form',
      status: 'succeeded',
      amountCents: 1250,
      amountReceivedCents: 1250,
      currency: 'usd',
      customerId: null,
      paymentMethodId: 'pm_card_mastercard',
      metadata: { kind: 'auxiliary', inmateId: String(inmate.id), description: 'Replacement ID card' },
    };
    await bookAuxiliaryPayment({ db: db(), payments: port, mailer: mailer() }, intent);
    await bookAuxiliaryPayment({ db: db(), payments: port, mailer: mailer() }, intent);
    const charges = await db().select().from(auxiliaryCurrencyCharges);
    expect(charges).toMatchObject([
      { inmateId: inmate.id, priceCents: 1250, description: 'Replacement ID card' },
    ]);
    const [payment] = await db().select().from(payments);
    const method = await db().query.paymentMethods.findFirst();
    expect(payment?.paymentMethodId).toBe(method?.id);
    expect(method).toMatchObject({ description: 'Mastercard •••• 4444', stripePaymentMethodId: null });
  });
});

import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AccountViewer,
  createCreditCharge,
  createPaymentMethod,
  createService,
  inmateWithViewers,
  PREFIX,
} from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { createInmate } from '../../test/fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { auxiliaryCreditCharges, auxiliaryCurrencyCharges, payments, services } from '../db/schema';
import { PaymentDeclinedError, type PaymentPort } from '../payments/port';
import { setPaymentsForTests } from '../payments/provider';
import { bookAuxiliaryPayment, recordAuxiliaryCurrencyCharge } from './record';

const db = () => getDb(env.DB);
const remaining = async (id: number) =>
  (await db().query.services.findFirst({ where: eq(services.id, id) }))?.remainingTenths;
const creditCharges = () => db().select().from(auxiliaryCreditCharges);

type Asked = { method: string; input: unknown }[];

function fakePayments(overrides: Partial<PaymentPort> = {}) {
  const asked: Asked = [];
  setPaymentsForTests({
    publishableKey: 'pk_test_fake',
    stripeJsUrl: 'http://localhost:12111/v3',
    cancelSubscription: async () => {},
    stopCardOnFile: async () => {},
    createAuxiliaryChargeIntent: async (input: { amountCents: number }) => {
      asked.push({ method: 'createAuxiliaryChargeIntent', input });
      return { paymentIntentId: 'pi_aux', clientSecret: 'pi_aux_secret_1', amountCents: input.amountCents };
    },
    chargeCardOnFile: async (input: unknown) => {
      asked.push({ method: 'chargeCardOnFile', input });
      return { paymentIntentId: 'pi_onfile', status: 'succeeded' };
    },
    describePaymentMethod: async () => 'Mastercard •••• 4444',
    ...overrides,
  } as PaymentPort);
  return asked;
}

afterEach(() => setPaymentsForTests(undefined));

const chargeForm = (serviceId: number, credits: string, description = 'Replacement tablet') => ({
  serviceId: String(serviceId),
  credits,
  description,
});

describe('POST {prefix}/api/auxiliarychargecredits', () => {
  it.each<AccountViewer>(['admin', 'employee1'])('takes credits from the service for %s', async (viewer) => {
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id, { remainingTenths: 100 });
    const session = await cookie(viewer);
    const response = await call(`${PREFIX[viewer]}/api/auxiliarychargecredits`, {
      form: chargeForm(service.id, '2.5'),
      cookie: session,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      charge: { credits: 2.5, description: 'Replacement tablet' },
      service: { id: service.id, remainingCredits: 7.5 },
    });
    expect(await remaining(service.id)).toBe(75);
    const [charge] = await creditCharges();
    expect(charge).toMatchObject({ serviceId: service.id, tenths: 25, description: 'Replacement tablet' });
    expect(charge?.agentUsername).toMatch(/^staff\d+$/);
  });

  it('never takes more than remains: 409 and nothing recorded', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id, { remainingTenths: 10 });
    const response = await call('/admin/api/auxiliarychargecredits', {
      form: chargeForm(service.id, '1.1'),
      cookie: await cookie('admin'),
    });
    expect([response.status, await response.json()]).toEqual([
      409,
      { error: 'Not enough credits on this service', code: 'notEnoughCredits' },
    ]);
    expect(await remaining(service.id)).toBe(10);
    expect(await creditCharges()).toEqual([]);
  });

  it('refuses another inmate’s service, bad input, and the inmate', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const mine = await createService(inmate.id, { remainingTenths: 100 });
    const theirs = await createService((await createInmate()).id, { remainingTenths: 100 });
    const admin = await cookie('admin');
    const send = (
      form: Record<string, string>,
      session = admin,
      path = '/admin/api/auxiliarychargecredits',
    ) => call(path, { form, cookie: session });
    let response = await send(chargeForm(theirs.id, '1'));
    expect([response.status, await response.json()]).toEqual([
      404,
      { error: 'Service not found', code: 'serviceNotFound' },
    ]);
    for (const [form, error] of [
      [chargeForm(mine.id, ''), 'credits is required'],
      [chargeForm(mine.id, '1.25'), 'credits must be a number with at most one decimal'],
      [chargeForm(mine.id, '-1'), 'credits must be a number with at most one decimal'],
      [chargeForm(mine.id, '0'), 'credits must be more than 0'],
      [chargeForm(mine.id, '1', ''), 'description is required'],
      [{ ...chargeForm(mine.id, '1'), serviceId: '' }, 'Please choose a service'],
    ] as const) {
      response = await send(form);
      expect([response.status, await response.json()]).toEqual([400, errorBody(error)]);
    }
    for (const path of ['/api/auxiliarychargecredits', '/employee1/api/auxiliarychargecredits']) {
      response = await send(chargeForm(mine.id, '1'), await cookie('inmate'), path);
      expect(response.status).toBe(403);
    }
    response = await send(chargeForm(mine.id, '1'), await cookie('employee1'));
    expect(response.status).toBe(403); // /admin/api is ADMIN only
    expect(await remaining(mine.id)).toBe(100);
    expect(await remaining(theirs.id)).toBe(100);
    expect(await creditCharges()).toEqual([]);
  });

  it('under many simultaneous one-credit charges, never overdraws: exactly as many succeed as there were credits', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const credits = 7;
    const attempts = 25;
    const service = await createService(inmate.id, { remainingTenths: credits * 10 + 5 });
    const session = await cookie('employee1');
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        call('/employee1/api/auxiliarychargecredits', {
          form: chargeForm(service.id, '1', `Charge ${index}`),
          cookie: session,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(credits);
    expect(statuses.filter((status) => status === 409)).toHaveLength(attempts - credits);
    expect(await remaining(service.id)).toBe(5);
    expect(await creditCharges()).toHaveLength(credits);
  });
});

describe('GET /api/getauxiliarycreditcharges and /api/getauxiliarycurrencycharges', () => {
  it('list the inmate’s charges, newest first; EMPLOYEE1 sees the credit charges only', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id, { title: 'Messages 100' });
    const older = await createCreditCharge(service.id, {
      tenths: 15,
      description: 'Lost headset',
      agentUsername: 'staff',
      date: '2026-01-01T00:00:00.000Z',
    });
    const newer = await createCreditCharge(service.id, { date: '2026-02-01T00:00:00.000Z' });
    await createCreditCharge((await createService((await createInmate()).id)).id);
    const method = await createPaymentMethod(inmate.id, { description: 'Visa •••• 4242' });
    await recordAuxiliaryCurrencyCharge(db(), {
      inmateId: inmate.id,
      amountCents: 1250,
      description: 'Replacement ID card',
      stripePaymentIntentId: 'pi_list',
      paymentMethodId: method.id,
    });
    for (const viewer of ['inmate', 'admin', 'employee1'] as const) {
      const response = await call('/api/getauxiliarycreditcharges', { cookie: await cookie(viewer) });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>[];
      expect(body.map((charge) => charge.id)).toEqual([newer.id, older.id]);
      expect(body[1]).toEqual({
        id: older.id,
        date: '2026-01-01T00:00:00.000Z',
        credits: 1.5,
        description: 'Lost headset',
        username: 'staff',
        service: { id: service.id, title: 'Messages 100' },
      });
    }
    const response = await call('/api/getauxiliarycurrencycharges', { cookie: await cookie('inmate') });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        id: expect.any(Number),
        datePurchased: expect.any(String),
        price: 12.5,
        description: 'Replacement ID card',
        payment: { id: expect.any(Number), paymentMethod: { description: 'Visa •••• 4242' } },
      },
    ]);
    expect(
      (await call('/api/getauxiliarycurrencycharges', { cookie: await cookie('employee1') })).status,
    ).toBe(403);
  });
});

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
    await recordAuxiliaryCurrencyCharge(db(), {
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
    expect(await recordAuxiliaryCurrencyCharge(db(), charge)).toEqual({ recorded: true });
    expect(await recordAuxiliaryCurrencyCharge(db(), charge)).toEqual({ recorded: false });
    await Promise.all([
      recordAuxiliaryCurrencyCharge(db(), charge),
      recordAuxiliaryCurrencyCharge(db(), charge),
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
      customerId: null,
      paymentMethodId: 'pm_card_mastercard',
      metadata: { kind: 'auxiliary', inmateId: String(inmate.id), description: 'Replacement ID card' },
    };
    await bookAuxiliaryPayment(db(), port, intent);
    await bookAuxiliaryPayment(db(), port, intent);
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

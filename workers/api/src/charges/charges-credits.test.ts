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
import { setPaymentsForTests } from '../payments/provider';
import { REQUEST_USED_ELSEWHERE } from '../services/charge';
import { chargeForm, creditCharges, db, mailer, remaining } from './charges-test-helpers';
import { recordAuxiliaryCurrencyCharge } from './record';

afterEach(() => setPaymentsForTests(undefined));

// Credit charges by staff and the inmate's list of charges (spec §7 auxiliarychargecredits, getauxiliary…charges).

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
    response = await send(
      chargeForm(mine.id, '1'),
      await cookie('inmate'),
      '/employee1/api/auxiliarychargecredits',
    );
    expect(response.status).toBe(403);
    // Staff calls live under /admin/api and /employee1/api only (DESIGN.md): the plain /api has no copy.
    for (const viewer of ['inmate', 'admin', 'employee1'] as const) {
      response = await send(chargeForm(mine.id, '1'), await cookie(viewer), '/api/auxiliarychargecredits');
      expect([viewer, response.status, await response.json()]).toEqual([viewer, 404, errorBody('Not found')]);
    }
    response = await send(chargeForm(mine.id, '1'), await cookie('employee1'));
    expect(response.status).toBe(403); // /admin/api is ADMIN only
    expect(await remaining(mine.id)).toBe(100);
    expect(await remaining(theirs.id)).toBe(100);
    expect(await creditCharges()).toEqual([]);
  });

  it('takes a charge sent again with its requestId once, even at the same moment', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id, { remainingTenths: 100 });
    const session = await cookie('admin');
    const requestId = crypto.randomUUID();
    const send = (id = requestId) =>
      call('/admin/api/auxiliarychargecredits', {
        form: { ...chargeForm(service.id, '2'), requestId: id },
        cookie: session,
      });
    const answers = await Promise.all([send(), send(), send()]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // Every answer is the one charge, and the service as it is after it.
    const [first] = await creditCharges();
    for (const body of bodies)
      expect(body).toMatchObject({ charge: { id: first?.id, credits: 2 }, service: { remainingCredits: 8 } });
    expect(await remaining(service.id)).toBe(80);
    expect(await creditCharges()).toHaveLength(1);

    // Another request id is another charge; a malformed one is refused.
    expect((await send(crypto.randomUUID())).status).toBe(200);
    expect(await remaining(service.id)).toBe(60);
    const bad = await send('not-a-uuid');
    expect([bad.status, await bad.json()]).toEqual([400, errorBody('requestId must be a UUID')]);
    expect(await creditCharges()).toHaveLength(2);
  });

  it('refuses a requestId that already made a charge on another service, taking nothing', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const first = await createService(inmate.id, { remainingTenths: 100 });
    const second = await createService(inmate.id, { remainingTenths: 100 });
    const session = await cookie('admin');
    const requestId = crypto.randomUUID();
    const send = (serviceId: number) =>
      call('/admin/api/auxiliarychargecredits', {
        form: { ...chargeForm(serviceId, '2'), requestId },
        cookie: session,
      });
    expect((await send(first.id)).status).toBe(200);
    const again = await send(second.id);
    expect([again.status, await again.json()]).toEqual([409, errorBody(REQUEST_USED_ELSEWHERE)]);
    expect(await remaining(first.id)).toBe(80);
    expect(await remaining(second.id)).toBe(100);
    expect(await creditCharges()).toHaveLength(1);
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
    await recordAuxiliaryCurrencyCharge(db(), mailer(), {
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

import { afterEach, describe, expect, it } from 'vitest';
import {
  type AccountViewer,
  createPaymentMethod,
  createService,
  inmateWithViewers,
} from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { call } from '../../test/http';
import { PaymentDeclinedError, type PaymentPort } from '../payments/port';
import { setPaymentsForTests } from '../payments/provider';
import { serviceRow } from './account-test-helpers';

/** A payment provider that records what it was asked. */
function fakePayments(overrides: Partial<PaymentPort> = {}) {
  const asked: string[] = [];
  const payments = {
    publishableKey: 'pk_test_fake',
    stripeJsUrl: undefined,
    cancelSubscription: async (id: string) => {
      asked.push(`cancelSubscription ${id}`);
    },
    stopCardOnFile: async (id: string) => {
      asked.push(`stopCardOnFile ${id}`);
    },
    createAuxiliaryChargeIntent: async () => ({
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret_x',
      amountCents: 1,
    }),
    chargeCardOnFile: async () => ({ paymentIntentId: 'pi_2', status: 'succeeded' }),
    describePaymentMethod: async () => 'Visa •••• 4242',
    ...overrides,
  } as PaymentPort;
  setPaymentsForTests(payments);
  return asked;
}

afterEach(() => setPaymentsForTests(undefined));

describe('POST /api/selectservice', () => {
  it('selects one service of the inmate and unselects the others', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const first = await createService(inmate.id, { selected: true });
    const second = await createService(inmate.id);
    const response = await call('/api/selectservice', {
      body: String(second.id),
      headers: { 'content-type': 'text/plain' },
      cookie: await cookie('inmate'),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: number; selected: boolean }[];
    expect(body.find((service) => service.id === second.id)?.selected).toBe(true);
    expect((await serviceRow(first.id))?.selected).toBe(false);
    expect((await serviceRow(second.id))?.selected).toBe(true);
  });

  it('refuses another inmate’s service, whoever asks, and a bad id', async () => {
    const { cookie } = await inmateWithViewers();
    const theirs = await createService((await createInmate()).id);
    const send = async (body: string, viewer: AccountViewer = 'inmate') =>
      call('/api/selectservice', {
        body,
        headers: { 'content-type': 'text/plain' },
        cookie: await cookie(viewer),
      });
    let response = await send(String(theirs.id));
    expect([response.status, await response.json()]).toEqual([
      404,
      { error: 'Service not found', code: 'serviceNotFound' },
    ]);
    response = await send('abc');
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: 'Invalid id', code: 'invalidId' },
    ]);
    response = await send(String(theirs.id), 'employee1');
    expect(response.status).toBe(404);
    expect((await serviceRow(theirs.id))?.selected).toBe(false);
  });

  // DESIGN.md: staff acting as the inmate may select a service; EMPLOYEE1 gets the services without prices.
  it('lets EMPLOYEE1 acting as the inmate select one', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id);
    const response = await call('/api/selectservice', {
      body: String(service.id),
      headers: { 'content-type': 'text/plain' },
      cookie: await cookie('employee1'),
    });
    expect(response.status).toBe(200);
    const [answered] = (await response.json()) as { selected: boolean; offer: object }[];
    expect(answered?.selected).toBe(true);
    expect(answered?.offer).not.toHaveProperty('price');
    expect((await serviceRow(service.id))?.selected).toBe(true);
  });
});

describe('POST /api/stoprecurring and /api/stopautorenew', () => {
  const post = (path: string, id: number, cookie: string) =>
    call(path, { body: String(id), headers: { 'content-type': 'text/plain' }, cookie });

  it('stopautorenew cancels the subscription and keeps the recurring top-off', async () => {
    const asked = fakePayments();
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id, {
      recurringPayments: true,
      automaticPayments: true,
      stripeSubscriptionId: 'sub_42',
    });
    const response = await post('/api/stopautorenew', service.id, await cookie('inmate'));
    expect(response.status).toBe(200);
    expect(asked).toEqual(['cancelSubscription sub_42']);
    expect(await serviceRow(service.id)).toMatchObject({ recurringPayments: true, automaticPayments: false });
  });

  it('lets EMPLOYEE1 acting as the inmate stop the auto-renewal and the recurring top-off (DESIGN.md)', async () => {
    const asked = fakePayments();
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id, {
      recurringPayments: true,
      automaticPayments: true,
      stripeSubscriptionId: 'sub_7',
    });
    const session = await cookie('employee1');
    expect((await post('/api/stopautorenew', service.id, session)).status).toBe(200);
    expect(await serviceRow(service.id)).toMatchObject({ recurringPayments: true, automaticPayments: false });
    expect((await post('/api/stoprecurring', service.id, session)).status).toBe(200);
    expect(await serviceRow(service.id)).toMatchObject({
      recurringPayments: false,
      automaticPayments: false,
    });
    expect(asked[0]).toBe('cancelSubscription sub_7');
  });

  it('stoprecurring stops both, and detaches the card once no service is recurring', async () => {
    const asked = fakePayments();
    const { inmate, cookie } = await inmateWithViewers();
    await createPaymentMethod(inmate.id, { stripePaymentMethodId: 'pm_saved' });
    const first = await createService(inmate.id, {
      recurringPayments: true,
      automaticPayments: true,
      stripeSubscriptionId: 'sub_1',
    });
    const second = await createService(inmate.id, { recurringPayments: true });
    const session = await cookie('admin');
    expect((await post('/api/stoprecurring', first.id, session)).status).toBe(200);
    expect(asked).toEqual(['cancelSubscription sub_1']);
    expect(await serviceRow(first.id)).toMatchObject({ recurringPayments: false, automaticPayments: false });
    expect((await post('/api/stoprecurring', second.id, session)).status).toBe(200);
    expect(asked).toEqual(['cancelSubscription sub_1', 'stopCardOnFile pm_saved']);
  });

  it('detaches every card the inmate kept, and a failed detach leaves the service recurring to stop again', async () => {
    let detachFails = true;
    const asked = fakePayments({
      stopCardOnFile: async (id: string) => {
        if (detachFails) throw new Error('socket hang up');
        asked.push(`stopCardOnFile ${id}`);
      },
    });
    const { inmate, cookie } = await inmateWithViewers();
    await createPaymentMethod(inmate.id, { stripePaymentMethodId: 'pm_old' });
    await createPaymentMethod(inmate.id, { stripePaymentMethodId: 'pm_new' });
    const service = await createService(inmate.id, { recurringPayments: true });
    const session = await cookie('inmate');
    const failed = await post('/api/stoprecurring', service.id, session);
    expect(failed.status).toBe(502);
    expect((await serviceRow(service.id))?.recurringPayments).toBe(true);
    detachFails = false;
    expect((await post('/api/stoprecurring', service.id, session)).status).toBe(200);
    expect([...asked].sort()).toEqual(['stopCardOnFile pm_new', 'stopCardOnFile pm_old']);
    expect((await serviceRow(service.id))?.recurringPayments).toBe(false);
  });

  it('answers 502 and changes nothing when the provider fails', async () => {
    fakePayments({
      cancelSubscription: async () => {
        throw new Error('socket hang up');
      },
    });
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id, {
      recurringPayments: true,
      automaticPayments: true,
      stripeSubscriptionId: 'sub_9',
    });
    const response = await post('/api/stopautorenew', service.id, await cookie('inmate'));
    expect([response.status, await response.json()]).toEqual([
      502,
      { error: 'The payment provider could not be reached', code: 'providerDown' },
    ]);
    expect((await serviceRow(service.id))?.automaticPayments).toBe(true);
  });

  it('refuses another inmate’s service, whoever asks', async () => {
    const asked = fakePayments({
      cancelSubscription: async () => {
        throw new PaymentDeclinedError('never', undefined, undefined);
      },
    });
    const { cookie } = await inmateWithViewers();
    const mine = await createService((await createInmate()).id, { recurringPayments: true });
    for (const path of ['/api/stoprecurring', '/api/stopautorenew']) {
      for (const viewer of ['inmate', 'admin', 'employee1'] as const) {
        expect([path, viewer, (await post(path, mine.id, await cookie(viewer))).status]).toEqual([
          path,
          viewer,
          404,
        ]);
      }
    }
    expect(asked).toEqual([]);
    expect((await serviceRow(mine.id))?.recurringPayments).toBe(true);
  });
});

import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AccountViewer,
  createCall,
  createPayment,
  createPaymentMethod,
  createService,
  inmateWithViewers,
  PREFIX,
  staffAlone,
} from '../../test/account-fixtures';
import { createInmate, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { inmates, services } from '../db/schema';
import { PaymentDeclinedError, type PaymentPort } from '../payments/port';
import { setPaymentsForTests } from '../payments/provider';

const db = () => getDb(env.DB);
const inmateRow = async (id: number) => db().query.inmates.findFirst({ where: eq(inmates.id, id) });
const serviceRow = async (id: number) => db().query.services.findFirst({ where: eq(services.id, id) });

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

describe('GET /api/getinmatedetail', () => {
  const base = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    username: 'annlee',
    secretCode: '123456',
    twilioNumber: '+15555550100',
    adminNotes: 'Prefers mornings',
  };

  it.each<[AccountViewer, Record<string, unknown>]>([
    ['inmate', { secretCode: '123456' }],
    ['admin', { secretCode: '123456', adminNotes: 'Prefers mornings' }],
    ['employee1', { adminNotes: 'Prefers mornings' }],
  ])('answers the detail as %s may see it', async (viewer, extra) => {
    const { inmate, cookie } = await inmateWithViewers(base);
    const response = await call('/api/getinmatedetail', { cookie: await cookie(viewer) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: inmate.id,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      username: 'annlee',
      twilioNumber: '+15555550100',
      forwardingNumber: null,
      ...extra,
    });
  });

  it('answers 401 without a session, 403 for a friend and for staff not acting as an inmate', async () => {
    expect((await call('/api/getinmatedetail')).status).toBe(401);
    expect((await call('/api/getinmatedetail', { cookie: await signInAs('friend') })).status).toBe(403);
    const { cookie } = await staffAlone('ADMIN');
    const response = await call('/api/getinmatedetail', { cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Log in as an inmate first' });
  });
});

describe('GET /api/getservicesforinmate', () => {
  it('answers the inmate’s services, newest first, with their offer; another inmate’s are not there', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const older = await createService(inmate.id, {
      remainingTenths: 5,
      datePurchased: '2026-01-01T00:00:00.000Z',
      paidThrough: null,
      offer: { title: 'Friends 60', priceCents: 999 },
      title: 'Friends 60',
    });
    const newer = await createService(inmate.id, {
      remainingTenths: 125,
      datePurchased: '2026-02-01T00:00:00.000Z',
      paidThrough: '2026-03-01T00:00:00.000Z',
      recurringPayments: true,
      automaticPayments: true,
      stripeSubscriptionId: 'sub_1',
      offer: { title: 'AI Chat Monthly', serviceTypes: ['AI_CHAT'], fixedMonthlyCreditChargeTenths: 100 },
      title: 'AI Chat Monthly',
    });
    await createService((await createInmate()).id);
    const response = await call('/api/getservicesforinmate', { cookie: await cookie('inmate') });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body.map((service) => service.id)).toEqual([newer.id, older.id]);
    expect(body[0]).toEqual({
      id: newer.id,
      title: 'AI Chat Monthly',
      remainingCredits: 12.5,
      datePurchased: '2026-02-01T00:00:00.000Z',
      paidThrough: '2026-03-01T00:00:00.000Z',
      recurringPayments: true,
      automaticPayments: true,
      hasSubscription: true,
      active: true,
      selected: false,
      offer: {
        id: newer.offerId,
        title: 'AI Chat Monthly',
        description: 'Sixty minutes of calls with a friend.',
        price: 9.99,
        serviceTypes: ['AI_CHAT'],
        fixedMoCrCharge: 10,
      },
    });
  });

  it('shows EMPLOYEE1 the services without prices', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    await createService(inmate.id);
    const [service] = (await (
      await call('/api/getservicesforinmate', { cookie: await cookie('employee1') })
    ).json()) as { offer: Record<string, unknown> }[];
    expect(service?.offer).not.toHaveProperty('price');
    expect(service?.offer).not.toHaveProperty('priceCents');
  });
});

describe('GET /api/getinmatepayments and /api/getinmatecalls', () => {
  it('answer the settled payments with their services and method, newest first', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id, { title: 'Friends 60' });
    const method = await createPaymentMethod(inmate.id, { description: 'Visa •••• 4242' });
    const paid = await createPayment(inmate.id, {
      amountCents: 1999,
      paymentDate: '2026-02-01T00:00:00.000Z',
      paymentMethodId: method.id,
      services: [{ id: service.id, title: 'Friends 60' }],
    });
    await createPayment(inmate.id, { status: 'pending' });
    const manual = await createPayment(inmate.id, {
      amountCents: 500,
      paymentDate: '2026-03-01T00:00:00.000Z',
    });
    for (const viewer of ['inmate', 'admin'] as const) {
      const response = await call('/api/getinmatepayments', { cookie: await cookie(viewer) });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([
        {
          id: manual.id,
          paymentDate: '2026-03-01T00:00:00.000Z',
          amount: 5,
          status: 'succeeded',
          serviceTitles: [],
          paymentMethod: { description: '' },
        },
        {
          id: paid.id,
          paymentDate: '2026-02-01T00:00:00.000Z',
          amount: 19.99,
          status: 'succeeded',
          serviceTitles: ['Friends 60'],
          paymentMethod: { description: 'Visa •••• 4242' },
        },
      ]);
    }
  });

  it('answer the calls, a fixed charge without a conversation id', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id, { title: 'AI Chat Monthly' });
    const fixed = await createCall(inmate.id, service.id, {
      date: '2026-02-01T00:00:00.000Z',
      creditsUsedTenths: 100,
      serviceType: 'AI_CHAT',
      conversationUuid: null,
    });
    const metered = await createCall(inmate.id, service.id, {
      date: '2026-02-02T00:00:00.000Z',
      creditsUsedTenths: 25,
      serviceType: 'AI_CHAT',
      conversationUuid: 'c-1',
    });
    const response = await call('/api/getinmatecalls', { cookie: await cookie('inmate') });
    expect(await response.json()).toEqual([
      {
        id: metered.id,
        date: '2026-02-02T00:00:00.000Z',
        creditsUsed: 2.5,
        serviceType: 'AI_CHAT',
        serviceTypePretty: 'AI Chat',
        conversationUuid: 'c-1',
        service: { title: 'AI Chat Monthly' },
      },
      {
        id: fixed.id,
        date: '2026-02-01T00:00:00.000Z',
        creditsUsed: 10,
        serviceType: 'AI_CHAT',
        serviceTypePretty: 'AI Chat',
        conversationUuid: null,
        service: { title: 'AI Chat Monthly' },
      },
    ]);
  });

  it.each(['/api/getinmatepayments', '/api/getinmatecalls'])(
    '%s refuses EMPLOYEE1 (spec §6)',
    async (path) => {
      const { cookie } = await inmateWithViewers();
      const response = await call(path, { cookie: await cookie('employee1') });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Not allowed' });
      expect((await call(path)).status).toBe(401);
    },
  );
});

describe('POST /api/savename', () => {
  it.each<AccountViewer>(['inmate', 'admin'])(
    'saves the name for %s and answers the detail',
    async (viewer) => {
      const { inmate, cookie } = await inmateWithViewers();
      const response = await call('/api/savename', {
        form: { firstName: ' Zoë ', lastName: 'Smith' },
        cookie: await cookie(viewer),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ firstName: 'Zoë', lastName: 'Smith' });
      expect(await inmateRow(inmate.id)).toMatchObject({ firstName: 'Zoë', lastName: 'Smith' });
    },
  );

  it('answers the spec §5 message and changes nothing for a bad name', async () => {
    const { inmate, cookie } = await inmateWithViewers({ firstName: 'Ann' });
    const session = await cookie('inmate');
    for (const [form, error] of [
      [{ firstName: '', lastName: 'Lee' }, 'First name is required'],
      [{ firstName: 'Ann1', lastName: 'Lee' }, 'First name can only contain upper and lower case letters'],
      [{ firstName: 'Ann', lastName: 'L'.repeat(26) }, 'Last name must be at most 25 characters'],
    ] as const) {
      const response = await call('/api/savename', { form, cookie: session });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    const json = await call('/api/savename', { json: { firstName: 'Bo', lastName: 'Lee' }, cookie: session });
    expect(json.status).toBe(415);
    expect((await inmateRow(inmate.id))?.firstName).toBe('Ann');
  });

  it('refuses EMPLOYEE1, who sees the name read-only (spec §6)', async () => {
    const { inmate, cookie } = await inmateWithViewers({ firstName: 'Ann' });
    const response = await call('/api/savename', {
      form: { firstName: 'Bo', lastName: 'Lee' },
      cookie: await cookie('employee1'),
    });
    expect(response.status).toBe(403);
    expect((await inmateRow(inmate.id))?.firstName).toBe('Ann');
    expect((await call('/api/savename', { form: { firstName: 'Bo', lastName: 'Lee' } })).status).toBe(401);
  });
});

describe('POST /api/saveemail', () => {
  it('saves the raw e-mail body (text or a JSON string)', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const session = await cookie('inmate');
    let response = await call('/api/saveemail', {
      body: 'new@example.com',
      headers: { 'content-type': 'text/plain' },
      cookie: session,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'new@example.com' });
    response = await call('/api/saveemail', { json: 'other@example.com', cookie: await cookie('admin') });
    expect(response.status).toBe(200);
    expect((await inmateRow(inmate.id))?.email).toBe('other@example.com');
  });

  it('refuses a bad address, one used by another inmate, and EMPLOYEE1', async () => {
    const { inmate, cookie } = await inmateWithViewers({ email: 'mine@example.com' });
    await createInmate({ email: 'taken@example.com' });
    const session = await cookie('inmate');
    const text = (body: string, cookieValue = session) =>
      call('/api/saveemail', { body, headers: { 'content-type': 'text/plain' }, cookie: cookieValue });
    let response = await text('');
    expect([response.status, await response.json()]).toEqual([400, { error: 'email is required' }]);
    response = await text('not-an-email');
    expect([response.status, await response.json()]).toEqual([400, { error: 'invalid email address' }]);
    response = await text('taken@example.com');
    expect([response.status, await response.json()]).toEqual([
      409,
      { error: 'This e-mail is already used by another account' },
    ]);
    response = await text('TAKEN@Example.com');
    expect(response.status).toBe(409);
    response = await text('MINE@example.com');
    expect(response.status).toBe(200); // its own address in other case
    response = await text('staff@example.com', await cookie('employee1'));
    expect(response.status).toBe(403);
    expect((await inmateRow(inmate.id))?.email).toBe('MINE@example.com');
  });
});

describe('GET /api/resetsecretcode', () => {
  it('gives the inmate a new six-digit code and answers the updated detail', async () => {
    const { inmate, cookie } = await inmateWithViewers({ secretCode: 'old001' });
    const response = await call('/api/resetsecretcode', { cookie: await cookie('inmate') });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { secretCode: string };
    expect(body.secretCode).toMatch(/^\d{6}$/);
    expect((await inmateRow(inmate.id))?.secretCode).toBe(body.secretCode);
  });

  it('lets an ADMIN reset it, never EMPLOYEE1 nor a cross-site link', async () => {
    const { inmate, cookie } = await inmateWithViewers({ secretCode: 'old001' });
    expect((await call('/api/resetsecretcode', { cookie: await cookie('employee1') })).status).toBe(403);
    const crossSite = await call('/api/resetsecretcode', {
      cookie: await cookie('inmate'),
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect((await inmateRow(inmate.id))?.secretCode).toBe('old001');
    expect((await call('/api/resetsecretcode', { cookie: await cookie('admin') })).status).toBe(200);
    expect((await inmateRow(inmate.id))?.secretCode).not.toBe('old001');
  });
});

describe('POST /admin/api/saveassignedphonenumber', () => {
  it('saves the number for an ADMIN acting as the inmate', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const response = await call('/admin/api/saveassignedphonenumber', {
      body: '+15555550199',
      headers: { 'content-type': 'text/plain' },
      cookie: await cookie('admin'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ twilioNumber: '+15555550199' });
    expect((await inmateRow(inmate.id))?.twilioNumber).toBe('+15555550199');
  });

  it('answers the spec §5 phone messages', async () => {
    const { cookie } = await inmateWithViewers();
    const session = await cookie('admin');
    for (const [body, error] of [
      ['', 'Phone number is required'],
      ['12345', 'Invalid phone number'],
      ['+1234567890123', 'Invalid phone number'],
    ]) {
      const response = await call('/admin/api/saveassignedphonenumber', {
        body,
        headers: { 'content-type': 'text/plain' },
        cookie: session,
      });
      expect([response.status, await response.json()]).toEqual([400, { error }]);
    }
  });

  it('is for ADMIN only', async () => {
    const { inmate, cookie } = await inmateWithViewers({ twilioNumber: null });
    for (const viewer of ['inmate', 'employee1'] as const) {
      const response = await call('/admin/api/saveassignedphonenumber', {
        body: '+15555550199',
        headers: { 'content-type': 'text/plain' },
        cookie: await cookie(viewer),
      });
      expect(response.status).toBe(403);
    }
    expect((await inmateRow(inmate.id))?.twilioNumber).toBeNull();
  });
});

describe('POST {prefix}/api/saveadminnotes', () => {
  it.each<AccountViewer>(['admin', 'employee1'])(
    'saves the notes for %s under their prefix',
    async (viewer) => {
      const { inmate, cookie } = await inmateWithViewers();
      const response = await call(`${PREFIX[viewer]}/api/saveadminnotes`, {
        body: 'Called family on Monday',
        headers: { 'content-type': 'text/plain' },
        cookie: await cookie(viewer),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ adminNotes: 'Called family on Monday' });
      expect((await inmateRow(inmate.id))?.adminNotes).toBe('Called family on Monday');
    },
  );

  it('refuses the inmate (staff only) and notes over 5000 characters', async () => {
    const { inmate, cookie } = await inmateWithViewers({ adminNotes: 'keep' });
    for (const path of [
      '/api/saveadminnotes',
      '/admin/api/saveadminnotes',
      '/employee1/api/saveadminnotes',
    ]) {
      const response = await call(path, {
        body: 'mine now',
        headers: { 'content-type': 'text/plain' },
        cookie: await cookie('inmate'),
      });
      expect(response.status).toBe(403);
    }
    const tooLong = await call('/admin/api/saveadminnotes', {
      body: 'x'.repeat(5001),
      headers: { 'content-type': 'text/plain' },
      cookie: await cookie('admin'),
    });
    expect([tooLong.status, await tooLong.json()]).toEqual([
      400,
      { error: 'Admin notes must be at most 5000 characters' },
    ]);
    expect((await inmateRow(inmate.id))?.adminNotes).toBe('keep');
  });
});

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

  it('refuses another inmate’s service, a bad id and EMPLOYEE1', async () => {
    const { cookie } = await inmateWithViewers();
    const theirs = await createService((await createInmate()).id);
    const send = async (body: string, viewer: AccountViewer = 'inmate') =>
      call('/api/selectservice', {
        body,
        headers: { 'content-type': 'text/plain' },
        cookie: await cookie(viewer),
      });
    let response = await send(String(theirs.id));
    expect([response.status, await response.json()]).toEqual([404, { error: 'Service not found' }]);
    response = await send('abc');
    expect([response.status, await response.json()]).toEqual([400, { error: 'Invalid id' }]);
    response = await send(String(theirs.id), 'employee1');
    expect(response.status).toBe(403);
    expect((await serviceRow(theirs.id))?.selected).toBe(false);
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
      { error: 'The payment provider could not be reached' },
    ]);
    expect((await serviceRow(service.id))?.automaticPayments).toBe(true);
  });

  it('refuses EMPLOYEE1 and another inmate’s service', async () => {
    const asked = fakePayments({
      cancelSubscription: async () => {
        throw new PaymentDeclinedError('never', undefined, undefined);
      },
    });
    const { cookie } = await inmateWithViewers();
    const mine = await createService((await createInmate()).id, { recurringPayments: true });
    for (const path of ['/api/stoprecurring', '/api/stopautorenew']) {
      expect((await post(path, mine.id, await cookie('employee1'))).status).toBe(403);
      expect((await post(path, mine.id, await cookie('inmate'))).status).toBe(404);
    }
    expect(asked).toEqual([]);
    expect((await serviceRow(mine.id))?.recurringPayments).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type AccountViewer,
  createCall,
  createPayment,
  createPaymentMethod,
  createService,
  inmateWithViewers,
  staffAlone,
} from '../../test/account-fixtures';
import { createInmate, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';

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
    expect(await response.json()).toEqual({ error: 'Log in as an inmate first', code: 'chooseInmate' });
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
      renewable: true,
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
      expect(await response.json()).toEqual({ error: 'Not allowed', code: 'notAllowed' });
      expect((await call(path)).status).toBe(401);
    },
  );
});

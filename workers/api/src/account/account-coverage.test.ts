import { afterEach, describe, expect, it } from 'vitest';
import { createService, inmateWithViewers, staffAlone } from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import type { PaymentPort } from '../payments/port';
import { setPaymentsForTests } from '../payments/provider';
import { inmateRow, serviceRow } from './account-test-helpers';

// Coverage of the team's standard (success, validation failures, role checks) for the account calls whose existing
// tests miss a cell: the role refusals of DESIGN.md "Who may call what" (401 anonymous; 403 for a friend and for
// staff acting as no inmate), and the bad id of the stop calls.

/** A payment provider that records what it was asked: a refused call must ask it nothing. */
function fakePayments() {
  const asked: string[] = [];
  setPaymentsForTests({
    publishableKey: 'pk_test_fake',
    stripeJsUrl: undefined,
    cancelSubscription: async (id: string) => {
      asked.push(`cancelSubscription ${id}`);
    },
    stopCardOnFile: async (id: string) => {
      asked.push(`stopCardOnFile ${id}`);
    },
  } as PaymentPort);
  return asked;
}

afterEach(() => setPaymentsForTests(undefined));

const postId = (path: string, body: string, cookie?: string) =>
  call(path, { body, headers: { 'content-type': 'text/plain' }, ...(cookie ? { cookie } : {}) });

/** The callers outside the account's roles, with what each must hear. */
async function outsiders() {
  return [
    ['anonymous', undefined, 401, errorBody('Please sign in')],
    ['friend', await signInAs('friend'), 403, errorBody('Not allowed')],
    [
      'ADMIN acting as nobody',
      (await staffAlone('ADMIN')).cookie,
      403,
      errorBody('Log in as an inmate first'),
    ],
    [
      'EMPLOYEE1 acting as nobody',
      (await staffAlone('EMPLOYEE1')).cookie,
      403,
      errorBody('Log in as an inmate first'),
    ],
  ] as const;
}

describe('GET /api/getservicesforinmate: role checks', () => {
  it('answers 401 anonymous, 403 to a friend and to staff acting as no inmate', async () => {
    const { inmate } = await inmateWithViewers();
    await createService(inmate.id);
    for (const [who, cookie, status, body] of await outsiders()) {
      const response = await call('/api/getservicesforinmate', cookie ? { cookie } : {});
      expect([who, response.status, await response.json()]).toEqual([who, status, body]);
    }
  });
});

describe('GET /api/resetsecretcode: role checks', () => {
  it('refuses callers outside the account and changes no code', async () => {
    const { inmate } = await inmateWithViewers({ secretCode: 'old001' });
    for (const [who, cookie, status, body] of await outsiders()) {
      const response = await call('/api/resetsecretcode', cookie ? { cookie } : {});
      expect([who, response.status, await response.json()]).toEqual([who, status, body]);
    }
    expect((await inmateRow(inmate.id))?.secretCode).toBe('old001');
  });
});

describe('POST /api/selectservice: role checks', () => {
  it('refuses callers outside the account and selects nothing', async () => {
    const { inmate } = await inmateWithViewers();
    const service = await createService(inmate.id);
    for (const [who, cookie, status, body] of await outsiders()) {
      const response = await postId('/api/selectservice', String(service.id), cookie);
      expect([who, response.status, await response.json()]).toEqual([who, status, body]);
    }
    expect((await serviceRow(service.id))?.selected).toBe(false);
  });
});

describe.each(['/api/stoprecurring', '/api/stopautorenew'])('POST %s', (path) => {
  it('refuses a body that is not a service id with 400 Invalid id, asking the provider nothing', async () => {
    const asked = fakePayments();
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id, {
      recurringPayments: true,
      automaticPayments: true,
      stripeSubscriptionId: 'sub_cov',
    });
    const session = await cookie('inmate');
    for (const body of ['abc', '', '0', '-1', '1.5']) {
      const response = await postId(path, body, session);
      expect([body, response.status, await response.json()]).toEqual([body, 400, errorBody('Invalid id')]);
    }
    expect(asked).toEqual([]);
    expect(await serviceRow(service.id)).toMatchObject({ recurringPayments: true, automaticPayments: true });
  });

  it('refuses callers outside the account, asking the provider nothing and stopping nothing', async () => {
    const asked = fakePayments();
    const { inmate } = await inmateWithViewers();
    const service = await createService(inmate.id, {
      recurringPayments: true,
      automaticPayments: true,
      stripeSubscriptionId: 'sub_cov',
    });
    for (const [who, cookie, status, body] of await outsiders()) {
      const response = await postId(path, String(service.id), cookie);
      expect([who, response.status, await response.json()]).toEqual([who, status, body]);
    }
    expect(asked).toEqual([]);
    expect(await serviceRow(service.id)).toMatchObject({ recurringPayments: true, automaticPayments: true });
  });
});

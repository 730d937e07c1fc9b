import { afterEach, describe, expect, it } from 'vitest';
import {
  createCreditCharge,
  createPaymentMethod,
  createService,
  inmateWithViewers,
  staffAlone,
} from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { auxiliaryCurrencyCharges, payments } from '../db/schema';
import { setPaymentsForTests } from '../payments/provider';
import { db, fakePayments } from './charges-test-helpers';

afterEach(() => setPaymentsForTests(undefined));

// Coverage of the team's standard (success, validation failures, role checks) for the charge calls whose existing
// tests miss a cell: the bad input of the card-on-file charge and the refusals of anonymous callers, friends and
// staff acting as no inmate (DESIGN.md "Who may call what").

describe('GET /api/getauxiliarycreditcharges: role checks', () => {
  it('answers 401 anonymous, 403 to a friend and to staff acting as no inmate', async () => {
    const { inmate } = await inmateWithViewers();
    await createCreditCharge((await createService(inmate.id)).id);
    const refusals = [
      [undefined, 401, errorBody('Please sign in')],
      [await signInAs('friend'), 403, errorBody('Not allowed')],
      [(await staffAlone('ADMIN')).cookie, 403, errorBody('Log in as an inmate first')],
      [(await staffAlone('EMPLOYEE1')).cookie, 403, errorBody('Log in as an inmate first')],
    ] as const;
    for (const [cookie, status, body] of refusals) {
      const response = await call('/api/getauxiliarycreditcharges', cookie ? { cookie } : {});
      expect([response.status, await response.json()]).toEqual([status, body]);
    }
  });
});

describe('POST /admin/api/auxiliarychargecurrencywithmethodonfile: validation', () => {
  it.each([
    [{ amount: '', description: 'x' }, 'amount is required'],
    [{ amount: '12.345', description: 'x' }, 'invalid amount'],
    [{ amount: 'ten', description: 'x' }, 'invalid amount'],
    [{ amount: '0.10', description: 'x' }, 'The amount must be at least $0.50'],
    [{ amount: '5', description: '' }, 'description is required'],
  ])('refuses %j with "%s", charging no card and booking nothing', async (form, message) => {
    const asked = fakePayments();
    const { inmate, cookie } = await inmateWithViewers();
    await createService(inmate.id, { recurringPayments: true });
    await createPaymentMethod(inmate.id);
    const response = await call('/admin/api/auxiliarychargecurrencywithmethodonfile', {
      form,
      cookie: await cookie('admin'),
    });
    expect([response.status, await response.json()]).toEqual([400, errorBody(message)]);
    expect(asked).toEqual([]);
    expect(await db().select().from(auxiliaryCurrencyCharges)).toEqual([]);
    expect(await db().select().from(payments)).toEqual([]);
  });
});

describe.each(['/admin/api/auxiliarychargecurrency', '/admin/api/auxiliarychargecurrencywithmethodonfile'])(
  'POST %s: the callers the existing tests leave out',
  (path) => {
    it('answers 401 anonymous, 403 to a friend and to an ADMIN acting as no inmate; nothing asked', async () => {
      const asked = fakePayments();
      const { inmate } = await inmateWithViewers();
      await createService(inmate.id, { recurringPayments: true });
      await createPaymentMethod(inmate.id);
      const form = { amount: '7', description: 'Replacement tablet' };
      const refusals = [
        [undefined, 401, errorBody('Please sign in')],
        [await signInAs('friend'), 403, errorBody('Not allowed')],
        [(await staffAlone('ADMIN')).cookie, 403, errorBody('Log in as an inmate first')],
      ] as const;
      for (const [cookie, status, body] of refusals) {
        const response = await call(path, { form, ...(cookie ? { cookie } : {}) });
        expect([response.status, await response.json()]).toEqual([status, body]);
      }
      expect(asked).toEqual([]);
      expect(await db().select().from(auxiliaryCurrencyCharges)).toEqual([]);
    });
  },
);

import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { createEmployee, createInmate, signIn, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { createCatalogue } from '../../test/offers';
import { db, paymentsOf, servicesOf } from '../../test/payment-flows';
import { payments } from '../db/schema';

// Coverage of the team's standard (success, validation failures, role checks) for the payment calls whose existing
// tests miss a cell: the notes rule of manualpay (bad input, not a missing selection), the friend's refusal there,
// and the prefix guards of createApp on the staff copies of getreceipt.

/** An ADMIN acting as a new inmate, with `selection` chosen in the admin's session. */
async function adminActingAs(selection: Record<string, number>) {
  const inmate = await createInmate();
  const cookie = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
  expect((await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie })).status).toBe(200);
  expect((await call('/api/selectoffers', { json: selection, cookie })).status).toBe(200);
  return { inmate, cookie };
}

describe('POST /admin/api/manualpay: validation', () => {
  it('refuses notes over 1000 characters with the message, booking nothing and keeping the selection', async () => {
    const { chat } = await createCatalogue();
    const { inmate, cookie } = await adminActingAs({ AI_CHAT: chat.id });
    for (const body of [{ json: 'n'.repeat(1001) }, { body: 'n'.repeat(1001) }]) {
      const response = await call('/admin/api/manualpay', {
        ...body,
        ...('body' in body && { headers: { 'content-type': 'text/plain' } }),
        cookie,
      });
      expect([response.status, await response.json()]).toEqual([
        400,
        errorBody('Notes must be at most 1000 characters'),
      ]);
    }
    expect(await paymentsOf(inmate.id)).toEqual([]);
    expect(await servicesOf(inmate.id)).toEqual([]);
    // The selection was not spent by the refusal: notes of 1000 characters then book it.
    const accepted = await call('/admin/api/manualpay', { json: 'n'.repeat(1000), cookie });
    expect(accepted.status).toBe(200);
    expect(await paymentsOf(inmate.id)).toHaveLength(1);
  });

  it('refuses a friend like the other callers who are no ADMIN, booking nothing', async () => {
    const response = await call('/admin/api/manualpay', { json: 'notes', cookie: await signInAs('friend') });
    expect([response.status, await response.json()]).toEqual([403, errorBody('Not allowed')]);
    expect(await db().select().from(payments)).toEqual([]);
  });
});

describe('GET {prefix}/api/getreceipt: prefix guards', () => {
  it('refuses an inmate under /admin and /employee1 before reading anything', async () => {
    const cookie = await signInAs('inmate');
    for (const prefix of ['/admin', '/employee1']) {
      const response = await call(`${prefix}/api/getreceipt?paymentIntent=pi_cov1`, { cookie });
      expect([prefix, response.status, await response.json()]).toEqual([
        prefix,
        403,
        errorBody('Not allowed'),
      ]);
    }
  });

  it('refuses a malformed payment intent id with 400 under a staff prefix too', async () => {
    const inmate = await createInmate();
    const cookie = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    expect((await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie })).status).toBe(200);
    const response = await call('/admin/api/getreceipt?paymentIntent=not-an-id', { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
  });
});

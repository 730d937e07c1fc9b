import { describe, expect, it } from 'vitest';
import { createEmployee, createInmate, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { createOffer } from '../../test/offers';

// Item 6 of the payments work: spec §6, EMPLOYEE1 sees no offers, Subscribe or Make Payment, so the server refuses
// EMPLOYEE1 at the money; and the GET that creates a PaymentIntent is refused across sites like a POST.

/** A staff session of `role` acting as a new inmate (GET {prefix}/api/logininmate?id=). */
async function staffActingAsInmate(role: 'ADMIN' | 'EMPLOYEE1') {
  const inmate = await createInmate();
  const cookie = await signIn('staff', await createEmployee({ roles: [role] }));
  const prefix = role === 'ADMIN' ? '/admin' : '/employee1';
  expect((await call(`${prefix}/api/logininmate?id=${inmate.id}`, { cookie })).status).toBe(200);
  return cookie;
}

describe('EMPLOYEE1 at the money (spec §6)', () => {
  it('may not select offers, acting as an inmate or not: 403', async () => {
    const offer = await createOffer();
    const acting = await staffActingAsInmate('EMPLOYEE1');
    const alone = await signIn('staff', await createEmployee({ roles: ['EMPLOYEE1'] }));
    for (const cookie of [acting, alone]) {
      const response = await call('/api/selectoffers', { json: { PHONE_PALS: offer.id }, cookie });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Not allowed', code: 'notAllowed' });
    }
  });

  it('may not create a payment intent acting as an inmate: 403', async () => {
    const cookie = await staffActingAsInmate('EMPLOYEE1');
    for (const query of ['', '?recurring=true&automatic=true']) {
      const response = await call(`/api/getstripepaymentintent${query}`, { cookie });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Not allowed', code: 'notAllowed' });
    }
  });

  it('may not pay (manual payment): 403', async () => {
    const cookie = await staffActingAsInmate('EMPLOYEE1');
    const response = await call('/admin/api/manualpay', { json: 'Money order', cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Not allowed', code: 'notAllowed' });
  });

  it('a member with both roles counts as ADMIN and may select and pay', async () => {
    const offer = await createOffer();
    const inmate = await createInmate();
    const cookie = await signIn('staff', await createEmployee({ roles: ['EMPLOYEE1', 'ADMIN'] }));
    expect((await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie })).status).toBe(200);
    expect((await call('/api/selectoffers', { json: { PHONE_PALS: offer.id }, cookie })).status).toBe(200);
    expect((await call('/api/getstripepaymentintent', { cookie })).status).toBe(200);
  });
});

describe('GET /api/getstripepaymentintent across sites', () => {
  it('is refused like a POST: another Origin, or Sec-Fetch-Site cross-site or same-site', async () => {
    const offer = await createOffer();
    const inmate = await createInmate();
    const cookie = await signIn('inmate', inmate);
    expect((await call('/api/selectoffers', { json: { PHONE_PALS: offer.id }, cookie })).status).toBe(200);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const response = await call('/api/getstripepaymentintent', { cookie, headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: 'Cross-site requests are not allowed',
        code: 'crossSite',
      });
    }
    const sameSite = await call('/api/getstripepaymentintent', {
      cookie,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.status).toBe(200);
  });
});

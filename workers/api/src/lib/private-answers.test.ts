import { describe, expect, it } from 'vitest';
import {
  createCall,
  createPayment,
  createService,
  inmateWithViewers,
  staffAlone,
} from '../../test/account-fixtures';
import { createFriend, signIn } from '../../test/fixtures';
import { call } from '../../test/http';

// The same URL answers another person's data once the session changes (staff acting as A, then as B; the next user
// of a shared computer), so no browser or cache in between may keep an answer of the API: `private, no-store` on
// every one that does not set its own (lib/security-headers.ts). The public shared answers keep their `no-cache`
// and ETag (lib/shared-answers.ts).

describe('answers of the API are private, no-store unless they say otherwise', () => {
  it.each([
    '/api/session',
    '/api/getinmatedetail',
    '/api/getservicesforinmate',
    '/api/getinmatepayments',
    '/api/getinmatecalls',
    '/api/getauxiliarycreditcharges',
    '/api/getauxiliarycurrencycharges',
    '/api/getuploadedfiles',
    '/api/getreceipt?paymentIntent=pi_audit1',
  ])('ADMIN acting as an inmate: %s', async (path) => {
    const { inmate, cookie } = await inmateWithViewers({ secretCode: '424242' });
    const service = await createService(inmate.id);
    await createPayment(inmate.id, { stripePaymentIntentId: 'pi_audit1', services: [service] });
    await createCall(inmate.id, service.id);
    const response = await call(path, { cookie: await cookie('admin') });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the inmate: GET /api/getinmatedetail (carries the secret code)', async () => {
    const { cookie } = await inmateWithViewers({ secretCode: '424242' });
    const response = await call('/api/getinmatedetail', { cookie: await cookie('inmate') });
    expect((await response.json()) as { secretCode?: string }).toMatchObject({ secretCode: '424242' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('ADMIN: GET /admin/api/getinmates (every inmate with secret code)', async () => {
    await inmateWithViewers({ secretCode: '424242' });
    const { cookie } = await staffAlone('ADMIN');
    const response = await call('/admin/api/getinmates', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('ADMIN: GET /admin/api/getfriends (phones and Monero addresses)', async () => {
    await createFriend();
    const { cookie } = await staffAlone('ADMIN');
    const response = await call('/admin/api/getfriends', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('friend: GET /api/session', async () => {
    const friend = await createFriend();
    const response = await call('/api/session', { cookie: await signIn('friend', friend) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('answers that say their own Cache-Control keep it', () => {
  it('a public shared answer: no-cache, with its ETag', async () => {
    const response = await call('/api/getactiveoffers');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('an error of the API is private, no-store too', async () => {
    const response = await call('/api/getinmatedetail');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

import { describe, expect, it } from 'vitest';
import { type AccountViewer, inmateWithViewers } from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { createInmate } from '../../test/fixtures';
import { call } from '../../test/http';
import { inmateRow } from './account-test-helpers';

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
      expect(await response.json()).toEqual(errorBody(error));
    }
    const json = await call('/api/savename', { json: { firstName: 'Bo', lastName: 'Lee' }, cookie: session });
    expect(json.status).toBe(415);
    expect((await inmateRow(inmate.id))?.firstName).toBe('Ann');
  });

  it('answers a first name sent twice Invalid input, not First name is required', async () => {
    const { inmate, cookie } = await inmateWithViewers({ firstName: 'Ann' });
    const body = new URLSearchParams([
      ['firstName', 'Bo'],
      ['firstName', 'Cy'],
      ['lastName', 'Lee'],
    ]).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const response = await call('/api/savename', { body, headers, cookie: await cookie('inmate') });
    expect([response.status, await response.json()]).toEqual([400, errorBody('Invalid input')]);
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
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: 'email is required', code: 'emailRequired' },
    ]);
    response = await text('not-an-email');
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: 'invalid email address', code: 'invalidEmail' },
    ]);
    response = await text('taken@example.com');
    expect([response.status, await response.json()]).toEqual([
      409,
      { error: 'This e-mail is already used by another account', code: 'emailInUse' },
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

  // DESIGN.md: staff acting as the inmate may reset it; EMPLOYEE1 never receives a secret code.
  it('lets EMPLOYEE1 reset it without answering the new code', async () => {
    const { inmate, cookie } = await inmateWithViewers({ secretCode: 'old001' });
    const response = await call('/api/resetsecretcode', { cookie: await cookie('employee1') });
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty('secretCode');
    expect((await inmateRow(inmate.id))?.secretCode).toMatch(/^\d{6}$/);
    expect((await inmateRow(inmate.id))?.secretCode).not.toBe('old001');
  });

  it('lets an ADMIN reset it, never a link from another site or another origin of ours', async () => {
    const { inmate, cookie } = await inmateWithViewers({ secretCode: 'old001' });
    for (const site of ['cross-site', 'same-site']) {
      const link = await call('/api/resetsecretcode', {
        cookie: await cookie('inmate'),
        headers: { 'Sec-Fetch-Site': site },
      });
      expect(link.status).toBe(403);
    }
    expect((await inmateRow(inmate.id))?.secretCode).toBe('old001');
    expect((await call('/api/resetsecretcode', { cookie: await cookie('admin') })).status).toBe(200);
    expect((await inmateRow(inmate.id))?.secretCode).not.toBe('old001');
  });
});

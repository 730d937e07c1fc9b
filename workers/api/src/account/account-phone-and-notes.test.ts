import { describe, expect, it } from 'vitest';
import { type AccountViewer, inmateWithViewers, PREFIX } from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { call } from '../../test/http';
import { inmateRow } from './account-test-helpers';

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
      expect([response.status, await response.json()]).toEqual([400, errorBody(error ?? '')]);
    }
  });

  it('refuses a JSON number that is not written as its digits (1e11, 15555550199.0)', async () => {
    const { inmate, cookie } = await inmateWithViewers({ twilioNumber: null });
    const session = await cookie('admin');
    for (const body of ['1e11', '15555550199.0']) {
      const response = await call('/admin/api/saveassignedphonenumber', {
        body,
        headers: { 'content-type': 'application/json' },
        cookie: session,
      });
      expect([response.status, await response.json()], body).toEqual([
        400,
        errorBody('Invalid phone number'),
      ]);
    }
    expect((await inmateRow(inmate.id))?.twilioNumber).toBeNull();
  });

  it('refuses a number another inmate holds, in any of its forms, even when both are saved at once', async () => {
    const save = async (viewer: Awaited<ReturnType<typeof inmateWithViewers>>, body: string) =>
      call('/admin/api/saveassignedphonenumber', {
        body,
        headers: { 'content-type': 'text/plain' },
        cookie: await viewer.cookie('admin'),
      });
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => inmateWithViewers({ twilioNumber: null })),
    );
    if (!first || !second || !third) throw new Error('three inmates');
    expect((await save(first, '+15555550123')).status).toBe(200);
    expect((await save(first, '+15555550123')).status).toBe(200); // its own number again
    for (const form of ['5555550123', '15555550123']) {
      const taken = await save(second, form);
      expect([taken.status, await taken.json()]).toEqual([
        409,
        errorBody('This phone number is assigned to another inmate'),
      ]);
    }
    expect((await inmateRow(second.inmate.id))?.twilioNumber).toBeNull();
    // With its plus, 10 digits are another country's number (+55 555…), not the one the first inmate holds.
    expect((await save(second, '+5555550123')).status).toBe(200);

    const statuses = await Promise.all([save(second, '+15555550777'), save(third, '5555550777')]);
    expect(statuses.map((response) => response.status).sort()).toEqual([200, 409]);
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

  it('refuses the inmate (staff only), the plain /api and notes over 5000 characters', async () => {
    const { inmate, cookie } = await inmateWithViewers({ adminNotes: 'keep' });
    for (const path of ['/admin/api/saveadminnotes', '/employee1/api/saveadminnotes']) {
      const response = await call(path, {
        body: 'mine now',
        headers: { 'content-type': 'text/plain' },
        cookie: await cookie('inmate'),
      });
      expect(response.status).toBe(403);
    }
    // DESIGN.md: staff calls live under /admin/api and /employee1/api only; the plain /api has no copy (JSON 404).
    for (const viewer of ['inmate', 'admin', 'employee1'] as const) {
      const plain = await call('/api/saveadminnotes', {
        body: 'mine now',
        headers: { 'content-type': 'text/plain' },
        cookie: await cookie(viewer),
      });
      expect([viewer, plain.status, await plain.json()]).toEqual([viewer, 404, errorBody('Not found')]);
    }
    const tooLong = await call('/admin/api/saveadminnotes', {
      body: 'x'.repeat(5001),
      headers: { 'content-type': 'text/plain' },
      cookie: await cookie('admin'),
    });
    expect([tooLong.status, await tooLong.json()]).toEqual([
      400,
      { error: 'Admin notes must be at most 5000 characters', code: 'adminNotesTooLong' },
    ]);
    expect((await inmateRow(inmate.id))?.adminNotes).toBe('keep');
  });
});

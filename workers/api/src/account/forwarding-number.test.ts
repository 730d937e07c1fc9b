import { env } from 'cloudflare:workers';
import { inmateDetailAnswerSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AccountViewer, inmateWithViewers, staffAlone } from '../../test/account-fixtures';
import { answer } from '../../test/contracts';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { inmates } from '../db/schema';

// POST /api/saveforwardingnumber (issue 11): the number CALL_FORWARDING dials, on the inmate account.

const forwardingNumberOf = async (id: number) =>
  (
    await getDb(env.DB).query.inmates.findFirst({
      columns: { forwardingNumber: true },
      where: eq(inmates.id, id),
    })
  )?.forwardingNumber;

const save = (body: string, cookie?: string, contentType = 'text/plain') =>
  call('/api/saveforwardingnumber', { body, headers: { 'content-type': contentType }, cookie });

describe('POST /api/saveforwardingnumber', () => {
  it.each<AccountViewer>(['inmate', 'admin'])(
    'saves the trimmed number for the %s and answers the detail',
    async (viewer) => {
      const { inmate, cookie } = await inmateWithViewers();
      const detail = await answer(
        'saveforwardingnumber',
        inmateDetailAnswerSchema,
        await save(' +15551234567 ', await cookie(viewer)),
      );
      expect(detail).toMatchObject({ id: inmate.id, forwardingNumber: '+15551234567' });
      expect(await forwardingNumberOf(inmate.id)).toBe('+15551234567');
    },
  );

  it('takes the number as a JSON string too', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const response = await save('"5551234567"', await cookie('inmate'), 'application/json');
    expect(response.status).toBe(200);
    expect(await forwardingNumberOf(inmate.id)).toBe('5551234567');
  });

  it('refuses a JSON number that is not written as its digits (1e11, 15551234567.0)', async () => {
    const { inmate, cookie } = await inmateWithViewers({ forwardingNumber: null });
    const session = await cookie('inmate');
    for (const body of ['1e11', '15551234567.0']) {
      const response = await save(body, session, 'application/json');
      expect([response.status, await response.json()], body).toEqual([
        400,
        { error: 'Invalid phone number', code: 'invalidPhone' },
      ]);
    }
    expect(await forwardingNumberOf(inmate.id)).toBeNull();
  });

  it('clears the number with an empty body', async () => {
    const { inmate, cookie } = await inmateWithViewers({ forwardingNumber: '+15551234567' });
    const detail = await answer(
      'saveforwardingnumber',
      inmateDetailAnswerSchema,
      await save('', await cookie('inmate')),
    );
    expect(detail.forwardingNumber).toBeNull();
    expect(await forwardingNumberOf(inmate.id)).toBeNull();
  });

  it('answers the spec §5 message for an invalid number and changes nothing', async () => {
    const { inmate, cookie } = await inmateWithViewers({ forwardingNumber: '+15551234567' });
    const session = await cookie('inmate');
    for (const body of ['12345', '+1234567890123', '555-123-4567', 'call me']) {
      const response = await save(body, session);
      expect([response.status, await response.json()], body).toEqual([
        400,
        { error: 'Invalid phone number', code: 'invalidPhone' },
      ]);
    }
    expect(await forwardingNumberOf(inmate.id)).toBe('+15551234567');
  });

  it('refuses EMPLOYEE1 acting as the inmate (no contact details), a friend, staff not acting, and anonymous', async () => {
    const { inmate, cookie } = await inmateWithViewers({ forwardingNumber: null });
    const employee1 = await save('+15551234567', await cookie('employee1'));
    expect([employee1.status, await employee1.json()]).toEqual([
      403,
      { error: 'Not allowed', code: 'notAllowed' },
    ]);
    const friend = await save('+15551234567', await signInAs('friend'));
    expect(friend.status).toBe(403);
    const alone = await save('+15551234567', (await staffAlone('ADMIN')).cookie);
    expect([alone.status, await alone.json()]).toEqual([
      403,
      { error: 'Log in as an inmate first', code: 'chooseInmate' },
    ]);
    const anonymous = await save('+15551234567');
    expect([anonymous.status, await anonymous.json()]).toEqual([
      401,
      { error: 'Please sign in', code: 'signIn' },
    ]);
    expect(await forwardingNumberOf(inmate.id)).toBeNull();
  });
});

describe('GET /api/getinmatedetail: the forwarding number', () => {
  it.each<AccountViewer>(['inmate', 'admin', 'employee1'])(
    'is in the detail the %s reads',
    async (viewer) => {
      const { cookie } = await inmateWithViewers({ forwardingNumber: '+15551234567' });
      const detail = await answer(
        'getinmatedetail',
        inmateDetailAnswerSchema,
        await call('/api/getinmatedetail', { cookie: await cookie(viewer) }),
      );
      expect(detail.forwardingNumber).toBe('+15551234567');
    },
  );

  it('is null when the inmate has none', async () => {
    const { cookie } = await inmateWithViewers();
    const response = await call('/api/getinmatedetail', { cookie: await cookie('inmate') });
    expect(((await response.json()) as { forwardingNumber: unknown }).forwardingNumber).toBeNull();
  });
});

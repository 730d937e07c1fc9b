import type { JailAnswer, SaveJailAnswer } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { jails } from '../db/schema';
import { createJail, db, expectAdminOnly, expectRefused, jailForm, json } from './admin-test-helpers';

describe('GET /admin/api/getjails', () => {
  it('lists every jail by name, whatever its case, then by id', async () => {
    const cookie = await signInAs('admin');
    expect(await json(await call('/admin/api/getjails', { cookie }))).toEqual([]);
    const b = await createJail({ name: 'b Facility' });
    const a = await createJail({
      name: 'A Facility',
      phoneNumber: '5551234',
      promptDuration: 0,
      dtmfResponse: '9',
    });
    const a2 = await createJail({ name: 'A Facility' });
    const c = await createJail({ name: 'C Facility' });
    const list = await json<JailAnswer[]>(await call('/admin/api/getjails', { cookie }));
    expect(list.map((jail) => jail.id)).toEqual([a.id, a2.id, b.id, c.id]);
    expect(list[0]).toEqual({
      id: a.id,
      name: 'A Facility',
      phoneNumber: '5551234',
      promptDuration: 0,
      pauseBeforeGreeting: 2,
      dtmfResponse: '9',
    });
  });

  it('answers ADMIN only', async () => {
    await expectAdminOnly('/admin/api/getjails');
  });
});

describe('POST /admin/api/addjail', () => {
  it('adds a jail from the form’s text and answers it with the seconds as numbers', async () => {
    const cookie = await signInAs('admin');
    const response = await call('/admin/api/addjail', { cookie, json: jailForm() });
    expect(response.status).toBe(200);
    const { message, jail } = await json<SaveJailAnswer>(response);
    expect(message).toBe('Jail Added');
    expect(jail).toEqual({
      id: expect.any(Number),
      name: 'County Jail #2',
      phoneNumber: '15555550142',
      promptDuration: 10,
      pauseBeforeGreeting: 2,
      dtmfResponse: '1',
    });
    expect(await json(await call('/admin/api/getjails', { cookie }))).toEqual([jail]);
  });

  it('takes the numbers as JSON numbers too, and trims the text', async () => {
    const cookie = await signInAs('admin');
    const body = jailForm({
      name: '  Ward 7  ',
      promptDuration: 15,
      pauseBeforeGreeting: 0,
      dtmfResponse: 3,
      id: null,
    });
    const { jail } = await json<SaveJailAnswer>(await call('/admin/api/addjail', { cookie, json: body }));
    expect(jail).toMatchObject({
      name: 'Ward 7',
      promptDuration: 15,
      pauseBeforeGreeting: 0,
      dtmfResponse: '3',
    });
  });

  // A number is checked as the text it was sent as: JSON.parse alone would make 1e10 the digits 10000000000.
  it.each([
    ['1e10', 'Phone number can only contain digits'],
    ['10000000000.0', 'Phone number can only contain digits'],
    ['-0', 'Phone number can only contain digits'],
  ])('refuses the phone number sent as the JSON number %s, and saves nothing', async (number, message) => {
    const cookie = await signInAs('admin');
    const body = JSON.stringify(jailForm({ phoneNumber: 0 })).replace(
      '"phoneNumber":0',
      `"phoneNumber":${number}`,
    );
    const headers = { 'content-type': 'application/json' };
    await expectRefused(await call('/admin/api/addjail', { cookie, body, headers }), 400, message);
    expect(await db().select().from(jails)).toEqual([]);
  });

  it('takes a phone number sent as a JSON number written as its digits', async () => {
    const cookie = await signInAs('admin');
    const response = await call('/admin/api/addjail', {
      cookie,
      json: jailForm({ phoneNumber: 15555550142 }),
    });
    expect((await json<SaveJailAnswer>(response)).jail.phoneNumber).toBe('15555550142');
  });

  it('updates the jail of the id (given as a number or as text), and only that one', async () => {
    const cookie = await signInAs('admin');
    const kept = await createJail({ name: 'Kept' });
    const edited = await createJail({ name: 'Old Name' });
    const change = jailForm({
      id: String(edited.id),
      name: 'New Name',
      phoneNumber: '911',
      promptDuration: '99',
    });
    const response = await call('/admin/api/addjail', { cookie, json: change });
    expect(await json(response)).toEqual({
      message: 'Jail Added',
      jail: {
        id: edited.id,
        name: 'New Name',
        phoneNumber: '911',
        promptDuration: 99,
        pauseBeforeGreeting: 2,
        dtmfResponse: '1',
      },
    });
    const rows = await db().select().from(jails).orderBy(jails.id);
    expect(rows.map((row) => row.name)).toEqual(['Kept', 'New Name']);
    expect(rows[0]).toEqual(kept);
  });

  it('answers 404 Failed to Add Jail for an id that is not a jail, and adds nothing', async () => {
    const cookie = await signInAs('admin');
    await expectRefused(
      await call('/admin/api/addjail', { cookie, json: jailForm({ id: 4242 }) }),
      404,
      'Failed to Add Jail',
    );
    expect(await db().select().from(jails)).toEqual([]);
  });

  it.each([
    ['no name', { name: undefined }, 'Institution name is required'],
    ['a blank name', { name: '   ' }, 'Institution name is required'],
    [
      'a name with a dash',
      { name: 'County-Jail' },
      'Institution name can only contain letters, digits, spaces and #',
    ],
    ['a name of 26 characters', { name: 'a'.repeat(26) }, 'Institution name must be at most 25 characters'],
    ['no phone number', { phoneNumber: '' }, 'Phone number is required'],
    ['a phone number sent as a list', { phoneNumber: ['15555550142'] }, 'Invalid input'],
    ['a phone number with a plus', { phoneNumber: '+15555550142' }, 'Phone number can only contain digits'],
    [
      'a phone number of 12 digits',
      { phoneNumber: '155555501420' },
      'Phone number must be at most 11 digits',
    ],
    ['no prompt duration', { promptDuration: null }, 'Prompt duration is required'],
    ['a fractional prompt duration', { promptDuration: '1.5' }, 'Prompt duration can only contain digits'],
    ['a prompt duration of 3 digits', { promptDuration: 100 }, 'Prompt duration must be at most 2 digits'],
    ['no pause before greeting', { pauseBeforeGreeting: '' }, 'Pause before greeting is required'],
    ['a negative pause', { pauseBeforeGreeting: -1 }, 'Pause before greeting can only contain digits'],
    ['a pause of 3 digits', { pauseBeforeGreeting: '120' }, 'Pause before greeting must be at most 2 digits'],
    ['no DTMF tone', { dtmfResponse: undefined }, 'DTMF tone is required'],
    ['a DTMF tone that is not a digit', { dtmfResponse: '#' }, 'DTMF tone can only contain digits'],
    ['a DTMF tone of 2 digits', { dtmfResponse: '12' }, 'DTMF tone must be exactly 1 digit'],
    ['an id that is not a whole number', { id: 'abc' }, 'Invalid id'],
  ])('refuses %s with the spec §5 message and saves nothing', async (_case, overrides, message) => {
    const cookie = await signInAs('admin');
    await expectRefused(
      await call('/admin/api/addjail', { cookie, json: jailForm(overrides) }),
      400,
      message,
    );
    expect(await db().select().from(jails)).toEqual([]);
  });

  it('reports the first field’s message when several fail, in the order of the form', async () => {
    const cookie = await signInAs('admin');
    const body = jailForm({ phoneNumber: 'x', dtmfResponse: '' });
    await expectRefused(
      await call('/admin/api/addjail', { cookie, json: body }),
      400,
      'Phone number can only contain digits',
    );
  });

  it('takes JSON only', async () => {
    const cookie = await signInAs('admin');
    const form = jailForm();
    await expectRefused(await call('/admin/api/addjail', { cookie, form }), 415, 'Expected a JSON body');
  });

  it('answers ADMIN only, before reading the body', async () => {
    await expectAdminOnly('/admin/api/addjail', { json: jailForm() });
    expect(await db().select().from(jails)).toEqual([]);
  });
});

describe('the Jail Configuration is not under /employee1', () => {
  it('answers 404 there, for EMPLOYEE1 and ADMIN alike (spec §2 Admin Tools for employee1)', async () => {
    for (const kind of ['employee1', 'admin'] as const) {
      const cookie = await signInAs(kind);
      expect((await call('/employee1/api/getjails', { cookie })).status).toBe(404);
      expect((await call('/employee1/api/addjail', { cookie, json: jailForm() })).status).toBe(404);
    }
    expect(await db().select().from(jails)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { createEmployee, createInmate, PASSWORD, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { setCookieFor } from '../../test/kv';

// Coverage of the team's standard (success, validation failures, role checks) for the sign-in calls whose existing
// tests miss a cell: the validation answers of the friend and staff sign-ins (auth.test.ts checks the inmate's only)
// and the bad ids of the EMPLOYEE1 log-in-as.

describe.each(['/api/loginfriend', '/api/loginstaff'])('POST %s: validation', (path) => {
  it.each([
    [{ password: PASSWORD }, 'username is required'],
    [{ username: 'someone', password: '' }, 'password is required'],
    [{ username: 'someone' }, 'password is required'],
  ])('answers 400 with the spec message for %j and starts no session', async (body, message) => {
    const response = await call(path, { json: body });
    expect([response.status, await response.json()]).toEqual([400, errorBody(message)]);
    expect(setCookieFor(response, 'sid')).toBeUndefined();
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await call(path, {
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect([response.status, await response.json()]).toEqual([
      400,
      errorBody('Malformed JSON in request body'),
    ]);
  });
});

describe('GET /employee1/api/logininmate: bad ids', () => {
  it.each(['?id=999999', '?id=abc', '?id=0', '?id=-1', ''])(
    'answers 404 Login Failed for %s and acts as nobody',
    async (query) => {
      await createInmate();
      const cookie = await signIn('staff', await createEmployee({ roles: ['EMPLOYEE1'] }));
      const before = await (await call('/api/session', { cookie })).json();
      const response = await call(`/employee1/api/logininmate${query}`, { cookie });
      expect([response.status, await response.json()]).toEqual([404, errorBody('Login Failed')]);
      expect(await (await call('/api/session', { cookie })).json()).toEqual(before);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { createEmployee, createFriend, signIn, signInAs } from '../../test/fixtures';
import { call, cookiesOf } from '../../test/http';
import { REGISTRATION } from './friend-test-helpers';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './queries';

describe('POST /api/registerfriend', () => {
  it('creates the friend, signs them in and forwards to the profile', async () => {
    const response = await call('/api/registerfriend', { json: REGISTRATION });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { friend: { id: number } };
    expect(answer).toEqual({
      message: 'Registered user',
      friend: { id: expect.any(Number), username: 'samlee' },
      forward: '/friends/profile',
    });
    const detail = await call('/api/getfrienddetail', { cookie: cookiesOf(response) });
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ id: answer.friend.id, approved: false, verified: false });
  });

  it('takes form data too', async () => {
    const response = await call('/api/registerfriend', { form: REGISTRATION });
    expect(response.status).toBe(200);
  });

  it('refuses a taken username or e-mail with 409', async () => {
    await createFriend({ username: 'samlee', email: 'other@example.com' });
    const taken = await call('/api/registerfriend', { json: REGISTRATION });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: USERNAME_TAKEN, code: 'usernameTaken' });
    const email = await call('/api/registerfriend', {
      json: { ...REGISTRATION, username: 'someone', email: 'OTHER@example.com' },
    });
    expect(email.status).toBe(409);
    expect(await email.json()).toEqual({ error: EMAIL_TAKEN, code: 'emailTaken' });
  });

  it('registers an e-mail once whatever its case, even when two registrations race', async () => {
    const answers = await Promise.all([
      call('/api/registerfriend', { json: { ...REGISTRATION, email: 'Sam@Example.com' } }),
      call('/api/registerfriend', {
        json: { ...REGISTRATION, username: 'samlee2', email: 'sam@example.com' },
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(await refused?.json()).toEqual({ error: EMAIL_TAKEN, code: 'emailTaken' });
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ firstName: 'S4m' }, 'First name can only contain upper and lower case letters'],
    [{ username: '' }, 'username is required'],
    [{ email: '' }, 'email is required'],
    [{ email: 'nope' }, 'invalid email address'],
    [{ password: '', reenterPassword: '' }, 'password is required'],
    [{ reenterPassword: 'Other#2026x' }, 'Passwords must match'],
  ])('applies the spec §5 rules: %j', async (change, message) => {
    const response = await call('/api/registerfriend', { json: { ...REGISTRATION, ...change } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody(message));
  });

  it('refuses malformed JSON and other bodies', async () => {
    const malformed = await call('/api/registerfriend', {
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const text = await call('/api/registerfriend', { body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });

  it('lets an ADMIN register a friend and act as them', async () => {
    const admin = await createEmployee({ roles: ['ADMIN'] });
    const cookie = await signIn('staff', admin);
    const response = await call('/api/registerfriend', { json: REGISTRATION, cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ forward: '/admin/friends/profile' });
    const detail = await call('/api/getfrienddetail', { cookie });
    expect(await detail.json()).toMatchObject({ username: 'samlee' });
    // Still the ADMIN: the staff calls answer.
    expect((await call('/admin/api/getfriends', { cookie })).status).toBe(200);
  });

  it('refuses EMPLOYEE1, who has no friend screens', async () => {
    const response = await call('/api/registerfriend', {
      json: REGISTRATION,
      cookie: await signInAs('employee1'),
    });
    expect(response.status).toBe(403);
  });
});

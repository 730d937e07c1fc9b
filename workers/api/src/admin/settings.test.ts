import { FRIEND_RATE_MESSAGE, friendRateAnswerSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { settings } from '../db/schema';
import { db, expectAdminOnly, expectRefused, json } from './admin-test-helpers';

const save = (cookie: string, body: string, contentType = 'text/plain') =>
  call('/admin/api/saveassistantphone', { cookie, body, headers: { 'content-type': contentType } });

describe('GET /admin/api/getassistantphone', () => {
  it('answers an empty value until one is saved', async () => {
    const cookie = await signInAs('admin');
    const response = await call('/admin/api/getassistantphone', { cookie });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ value: '' });
  });

  it('answers ADMIN only', async () => {
    await expectAdminOnly('/admin/api/getassistantphone');
  });
});

describe('POST /admin/api/saveassistantphone', () => {
  it('saves the raw number, answers it and serves it from then on', async () => {
    const cookie = await signInAs('admin');
    expect(await json(await save(cookie, '+15555550123'))).toEqual({ value: '+15555550123' });
    expect(await json(await call('/admin/api/getassistantphone', { cookie }))).toEqual({
      value: '+15555550123',
    });
    // Saving again replaces the one value.
    expect(await json(await save(cookie, ' 5555550123456\n'))).toEqual({ value: '5555550123456' });
    expect(await json(await call('/admin/api/getassistantphone', { cookie }))).toEqual({
      value: '5555550123456',
    });
    expect(await db().select().from(settings)).toEqual([{ key: 'assistant_phone', value: '5555550123456' }]);
  });

  it('takes the number as a JSON string too (the spec’s raw body sent by a JSON helper)', async () => {
    const cookie = await signInAs('admin');
    const response = await save(cookie, JSON.stringify('+4412345678901'), 'application/json');
    expect(await json(response)).toEqual({ value: '+4412345678901' });
  });

  // JSON.parse would make 1e12 the digits 1000000000000 and drop the .0 of 12345678901.0: a number is taken only as
  // the very text it was sent as.
  it.each([
    ['1e12', 'an exponent'],
    ['12345678901.0', 'a decimal point'],
    ['1.2345678901e10', 'a decimal point and an exponent'],
  ])('refuses the JSON number %s (%s) with Invalid phone number and keeps the saved value', async (body) => {
    const cookie = await signInAs('admin');
    await save(cookie, '5555550100');
    await expectRefused(await save(cookie, body, 'application/json'), 400, 'Invalid phone number');
    expect(await json(await call('/admin/api/getassistantphone', { cookie }))).toEqual({
      value: '5555550100',
    });
  });

  it('takes a JSON number written as its digits', async () => {
    const cookie = await signInAs('admin');
    expect(await json(await save(cookie, '15555550123', 'application/json'))).toEqual({
      value: '15555550123',
    });
  });

  it.each([
    ['an empty body', '', 'Phone number is required'],
    ['9 digits', '555555012', 'Invalid phone number'],
    ['14 digits', '55555501234567', 'Invalid phone number'],
    ['a plus alone', '+', 'Invalid phone number'],
    ['a plus inside', '1+5555550123', 'Invalid phone number'],
    ['dashes', '555-555-0123', 'Invalid phone number'],
    ['letters', 'call me maybe', 'Invalid phone number'],
  ])('refuses %s with the spec §5 message and keeps the saved value', async (_case, body, message) => {
    const cookie = await signInAs('admin');
    await save(cookie, '5555550100');
    await expectRefused(await save(cookie, body), 400, message);
    expect(await json(await call('/admin/api/getassistantphone', { cookie }))).toEqual({
      value: '5555550100',
    });
  });

  it('accepts the bounds: 10 digits, and a plus with 13', async () => {
    const cookie = await signInAs('admin');
    expect((await save(cookie, '5555550123')).status).toBe(200);
    expect((await save(cookie, '+5555550123456')).status).toBe(200);
  });

  it('answers ADMIN only, before reading the body', async () => {
    await expectAdminOnly('/admin/api/saveassistantphone', {
      body: '5555550123',
      headers: { 'content-type': 'text/plain' },
    });
    expect(await db().select().from(settings)).toEqual([]);
  });
});

const saveRate = (cookie: string, body: string) =>
  call('/admin/api/savefriendrate', { cookie, body, headers: { 'content-type': 'text/plain' } });

describe('GET /admin/api/getfriendrate', () => {
  it('answers the $.15 of spec §9 until an admin saves another rate', async () => {
    const cookie = await signInAs('admin');
    const response = await call('/admin/api/getfriendrate', { cookie });
    expect(response.status).toBe(200);
    expect(friendRateAnswerSchema.parse(await json(response))).toEqual({ cents: 15 });
  });

  it('answers ADMIN only', async () => {
    await expectAdminOnly('/admin/api/getfriendrate');
  });
});

describe('POST /admin/api/savefriendrate', () => {
  it('saves whole cents, answers them and serves them from then on', async () => {
    const cookie = await signInAs('admin');
    expect(await json(await saveRate(cookie, ' 20 '))).toEqual({ cents: 20 });
    expect(await json(await call('/admin/api/getfriendrate', { cookie }))).toEqual({ cents: 20 });
    expect(await json(await saveRate(cookie, '0'))).toEqual({ cents: 0 });
    expect(await db().select().from(settings)).toEqual([{ key: 'friend_rate_cents', value: '0' }]);
  });

  it.each([
    ['an empty body', '', 'Pay per minute is required'],
    ['dollars', '0.15', FRIEND_RATE_MESSAGE],
    ['a negative rate', '-5', FRIEND_RATE_MESSAGE],
    ['more than $10', '1001', FRIEND_RATE_MESSAGE],
    ['words', 'fifteen', FRIEND_RATE_MESSAGE],
  ])('refuses %s with a clear message and keeps the saved rate', async (_case, body, message) => {
    const cookie = await signInAs('admin');
    await saveRate(cookie, '18');
    await expectRefused(await saveRate(cookie, body), 400, message);
    expect(await json(await call('/admin/api/getfriendrate', { cookie }))).toEqual({ cents: 18 });
  });

  it('answers ADMIN only, before reading the body', async () => {
    await expectAdminOnly('/admin/api/savefriendrate', {
      body: '20',
      headers: { 'content-type': 'text/plain' },
    });
    expect(await db().select().from(settings)).toEqual([]);
  });
});

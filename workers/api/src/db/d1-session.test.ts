import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInmate, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { setCookieFor } from '../../test/kv';
import { twilioPost } from '../telephony/telephony-test-helpers';
import { BOOKMARK_COOKIE } from './client';

// Issue 12 item 3: every request reads D1 through a Sessions API session anchored at the caller's bookmark (cookie
// `d1b`), renewed after a request that wrote, so the writer reads their own writes whichever replica answers.

const bookmarkOf = (response: Response) =>
  setCookieFor(response, BOOKMARK_COOKIE)
    ?.split(';')[0]
    ?.slice(BOOKMARK_COOKIE.length + 1);

describe('the D1 bookmark per user', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a write answers the new bookmark; the next call opens its session there and reads the write', async () => {
    const inmate = await createInmate();
    const session = await signIn('inmate', inmate);
    const saved = await call('/api/savename', {
      cookie: session,
      form: { firstName: 'Renamed', lastName: 'Once' },
    });
    expect(saved.status).toBe(200);
    const bookmark = bookmarkOf(saved);
    expect(bookmark).toMatch(/^[0-9a-f-]+$/);
    const cookie = `${session
      .split('; ')
      .filter((pair) => !pair.startsWith(`${BOOKMARK_COOKIE}=`))
      .join('; ')}; ${BOOKMARK_COOKIE}=${bookmark}`;

    const opened = vi.spyOn(env.DB, 'withSession');
    const read = await call('/api/getinmatedetail', { cookie });
    expect(opened).toHaveBeenCalledWith(bookmark);
    expect(await read.json()).toMatchObject({ firstName: 'Renamed', lastName: 'Once' });
    // A read moves no bookmark of the user's: no Set-Cookie, so read answers stay cacheable.
    expect(bookmarkOf(read)).toBeUndefined();
  });

  it('without a bookmark, or with a malformed one, the first query may go to any replica', async () => {
    // The sign-in wrote, so it answered a bookmark too: left out here.
    const session = (await signIn('inmate', await createInmate()))
      .split('; ')
      .filter((pair) => !pair.startsWith(`${BOOKMARK_COOKIE}=`))
      .join('; ');
    const opened = vi.spyOn(env.DB, 'withSession');
    expect((await call('/api/getinmatedetail', { cookie: session })).status).toBe(200);
    const malformed = `${session}; ${BOOKMARK_COOKIE}=not a bookmark!`;
    expect((await call('/api/getinmatedetail', { cookie: malformed })).status).toBe(200);
    expect(opened.mock.calls).toEqual([['first-unconstrained'], ['first-unconstrained']]);
  });

  it("a webhook (Twilio's, Stripe's) starts at the primary, whatever bookmark it brings", async () => {
    const opened = vi.spyOn(env.DB, 'withSession');
    const params = {
      CallSid: `CA${'0'.repeat(32)}`,
      From: '+15550000001',
      To: '+15550000002',
      AccountSid: 'ACLOCAL',
    };
    expect((await twilioPost('/api/telephony/voice', params)).status).toBe(200);
    // A provider that sends cookies back (one call's webhooks) still starts at the primary: its bookmark holds only
    // its own writes, not the other leg's (the friend's acceptance), and the webhook answers no bookmark to keep.
    const withCookie = await twilioPost('/api/telephony/voice', params, {
      headers: { cookie: `${BOOKMARK_COOKIE}=0000002a-00000001-00005f9a-0123456789abcdef` },
    });
    expect(withCookie.status).toBe(200);
    expect(bookmarkOf(withCookie)).toBeUndefined();
    expect(opened.mock.calls).toEqual([['first-primary'], ['first-primary']]);
  });

  it('a request that reads nothing from D1 opens no session', async () => {
    const opened = vi.spyOn(env.DB, 'withSession');
    expect((await call('/api/session')).status).toBe(200);
    expect(opened).not.toHaveBeenCalled();
  });
});

import { type Session, setAccountInView } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { friendAnswer } from '../testing/data';
import { FRIEND_SESSION, renderFriends } from '../testing/render-friends';

// Every request of a friend's screens names the friend they show (X-Account), from the session the shell gave the
// remote, so the API can refuse a call after another tab changed who is signed in or acted as (docs/decisions.md).

afterEach(() => {
  vi.unstubAllGlobals();
  setAccountInView(undefined);
});

const ACCOUNT_CHANGED =
  'This page was opened for another account, changed since in another tab or window. Reload the page.';
const accountOf = (call: { init: RequestInit | undefined } | undefined) =>
  new Headers(call?.init?.headers).get('X-Account');

describe('the friends remote names the account it shows', () => {
  it("sends the signed-in friend's key with the screen's first request", async () => {
    const fetchMock = mockApi({ 'GET /api/getfrienddetail': () => json(friendAnswer()) });
    renderFriends('detail', { session: FRIEND_SESSION });
    expect(await screen.findByText('Sam Rivera')).toBeInTheDocument();
    expect(accountOf(callsTo(fetchMock, 'GET /api/getfrienddetail')[0])).toBe('friend:7');
  });

  it('sends the key of the friend an ADMIN acts as', async () => {
    const fetchMock = mockApi({ 'GET /api/getfrienddetail': () => json(friendAnswer({ id: 9 })) });
    const session: Session = {
      staff: { id: 1, name: 'Site Admin', roles: ['ADMIN'] },
      friend: { id: 9, username: 'bea' },
      actingAs: { kind: 'friend', id: 9, firstName: 'Bea', lastName: 'Cruz' },
    };
    renderFriends('detail', { basePath: '/admin', session });
    expect(await screen.findByText('Sam Rivera')).toBeInTheDocument();
    expect(accountOf(callsTo(fetchMock, 'GET /api/getfrienddetail')[0])).toBe('friend:9');
  });

  it('shows why a profile save was refused for another account', async () => {
    mockApi({
      'GET /api/getfrienddetail': () => json(friendAnswer()),
      'POST /api/updatefriendprofile': () => json({ error: ACCOUNT_CHANGED, code: 'accountChanged' }, 409),
    });
    const { user } = renderFriends('profile', { session: FRIEND_SESSION });
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_CHANGED);
  });
});

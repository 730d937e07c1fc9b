import { type Session, setAccountInView } from '@app/shared';
import { callsTo, json } from '@app/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../app';
import { accountApi, open } from '../testing/account-api';

// Every request of the account screen names the inmate it shows (X-Account), from the session the shell gave the
// remote, so the API can refuse a call after another tab switched whom the session acts as (docs/decisions.md).

afterEach(() => {
  vi.unstubAllGlobals();
  setAccountInView(undefined);
});

const actingAs = (id: number): Session => ({
  inmate: { id, username: `inmate${id}`, firstName: 'Ann' },
  staff: { id: 1, name: 'Site Admin', roles: ['ADMIN'] },
  actingAs: { kind: 'inmate', id, firstName: 'Ann', lastName: 'Lee' },
});

const screenFor = (session: Session) => (
  <MemoryRouter initialEntries={['/admin/inmates/detail']}>
    <Routes>
      <Route
        path="/admin/*"
        element={<App basePath="/admin" session={session} refreshSession={async () => {}} />}
      />
    </Routes>
  </MemoryRouter>
);

const accountOf = (call: { init: RequestInit | undefined } | undefined) =>
  new Headers(call?.init?.headers).get('X-Account');

describe('the account remote names the account it shows', () => {
  it("sends X-Account from its first request, and the new account's once the shell gives another session", async () => {
    const fetchMock = accountApi('/admin', {
      handlers: { 'POST /admin/api/saveadminnotes': () => json({ adminNotes: '' }) },
    });
    const { rerender } = render(screenFor(actingAs(7)));
    await screen.findByRole('button', { name: 'Inmate Account Info' });
    const [first] = callsTo(fetchMock, 'GET /api/getinmatedetail');
    expect(accountOf(first)).toBe('inmate:7');
    expect(fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('X-Account'))).not.toContain(
      null,
    );

    rerender(screenFor(actingAs(8)));
    const user = userEvent.setup();
    const notes = await open(user, 'Admin Notes');
    await user.click(notes.getByRole('button', { name: 'Save Note' }));
    await screen.findByText('Admin Note Saved');
    expect(accountOf(callsTo(fetchMock, 'POST /admin/api/saveadminnotes')[0])).toBe('inmate:8');
  });

  it('shows why a save was refused for another account: reload the page', async () => {
    const message =
      'This page was opened for another account, changed since in another tab or window. Reload the page.';
    accountApi('/admin', {
      handlers: {
        'POST /admin/api/saveadminnotes': () => json({ error: message, code: 'accountChanged' }, 409),
      },
    });
    render(screenFor(actingAs(7)));
    const user = userEvent.setup();
    const notes = await open(user, 'Admin Notes');
    await user.click(notes.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText(`Failed To Save Note: ${message}`)).toBeInTheDocument();
  });
});

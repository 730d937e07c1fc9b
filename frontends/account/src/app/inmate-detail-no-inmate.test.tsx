import type { Session } from '@app/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../testing/account-api';
import { renderDetail } from '../testing/render-detail';

// A session with no inmate in view asks the API nothing (it would only meet a 401 or a 403): on the public site it
// goes to the inmate login, staff are told to log in as an inmate first. The session is read again once first, since
// the shell's may be older than the cookie.

afterEach(() => vi.unstubAllGlobals());

const FRIEND: Session = { friend: { id: 3, username: 'friend1' } };
const ADMIN: Session = { staff: { id: 1, name: 'Site Admin', roles: ['ADMIN'] } };
const EMPLOYEE: Session = { staff: { id: 2, name: 'Front Desk', roles: ['EMPLOYEE1'] } };
const INMATE: Session = { inmate: { id: 1, username: 'inmate1', firstName: 'Alex' } };

const accountCalls = (fetchMock: ReturnType<typeof accountApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/'));

describe('inmate detail without an inmate in view', () => {
  it('sends a visitor or a friend to the inmate login without asking the API', async () => {
    for (const session of [{}, FRIEND]) {
      const fetchMock = accountApi('');
      const { unmount } = renderDetail('', '', { session });
      await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/inmates/login'));
      expect(accountCalls(fetchMock)).toEqual([]);
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('tells staff acting as nobody to log in as an inmate first, with Manage Inmates, asking the API nothing', async () => {
    for (const [basePath, session] of [
      ['/admin', ADMIN],
      ['/employee1', EMPLOYEE],
    ] as const) {
      const fetchMock = accountApi(basePath);
      const { unmount } = renderDetail(basePath, '', { session });
      expect(await screen.findByRole('alert')).toHaveTextContent('Log in as an inmate first');
      expect(screen.getByRole('link', { name: 'Manage Inmates' })).toHaveAttribute(
        'href',
        `${basePath}/inmates`,
      );
      expect(accountCalls(fetchMock)).toEqual([]);
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('loads the account when the session read again has the inmate (signed in in another tab)', async () => {
    accountApi('');
    renderDetail('', '', { session: {}, sessionAfterRefresh: INMATE });
    expect(await screen.findByRole('button', { name: 'Inmate Account Info' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/inmates/detail');
  });
});

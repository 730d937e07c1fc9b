import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { friendSession, inmateSession, staffSession } from '../../testing/sessions';

afterEach(() => vi.unstubAllGlobals());

const nav = () => screen.getByRole('navigation', { name: 'Main' });

/** Opens a navigation menu and returns its links as [text, href]. */
async function openMenu(user: ReturnType<typeof renderApp>['user'], label: string) {
  const toggle = await within(nav()).findByRole('button', { name: label });
  await user.click(toggle);
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`menu ${label} has no list`);
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('navigation (spec §2 "Navigation")', () => {
  it('offers Inmates Login, Friends Register and Login, and Contact Support to an anonymous visitor', async () => {
    mockApi();
    const { user } = renderApp('/');
    expect(await openMenu(user, 'Inmates')).toEqual([['Login', '/inmates/login']]);
    expect(await openMenu(user, 'Friends')).toEqual([
      ['Register', '/friends/register'],
      ['Login', '/friends/login'],
    ]);
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Admin Tools' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contactus');
  });

  it('closes a menu when the keyboard leaves it, so it never covers the next control', async () => {
    mockApi();
    const { user } = renderApp('/');
    const toggle = await within(nav()).findByRole('button', { name: 'Inmates' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav()).getByRole('link', { name: 'Login' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(toggle).not.toHaveFocus();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows an inmate Acount Info and Logout, and hides the Friends menu', async () => {
    mockApi({}, inmateSession());
    const { user } = renderApp('/');
    expect(await openMenu(user, 'Inmates')).toEqual([['Acount Info', '/inmates/detail']]);
    expect(within(nav()).queryByRole('button', { name: 'Friends' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows a friend Acount Info and Logout, and hides the Inmates menu', async () => {
    mockApi({}, friendSession());
    const { user } = renderApp('/');
    expect(await openMenu(user, 'Friends')).toEqual([['Acount Info', '/friends/detail']]);
    expect(within(nav()).queryByRole('button', { name: 'Inmates' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('gives ADMIN every admin tool, Logout, and no Inmates, Friends or Contact Support', async () => {
    mockApi({}, staffSession(['ADMIN']));
    const { user } = renderApp('/admin/');
    expect(await openMenu(user, 'Admin Tools')).toEqual([
      ['Configure Institutions', '/admin/jails'],
      ['Manage Offers', '/admin/offers'],
      ['Manage Inmates', '/admin/inmates'],
      ['Manage Friends', '/admin/friends'],
      ['Manage Audio Files', '/admin/files'],
      ['Manage Employees', '/admin/employees'],
      ['Settings', '/admin/settings'],
    ]);
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin/');
    expect(within(nav()).queryByRole('button', { name: 'Inmates' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Friends' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact Support' })).not.toBeInTheDocument();
  });

  it('gives EMPLOYEE1 Manage Inmates and Manage Audio Files only, and no Contact Support', async () => {
    mockApi({}, staffSession(['EMPLOYEE1']));
    const { user } = renderApp('/employee1/');
    expect(await openMenu(user, 'Admin Tools')).toEqual([
      ['Manage Inmates', '/employee1/inmates'],
      ['Manage Audio Files', '/employee1/files'],
    ]);
    expect(within(nav()).queryByRole('button', { name: 'Inmates' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Friends' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact Support' })).not.toBeInTheDocument();
  });

  it.each([
    ['alone', staffSession(['EMPLOYEE1'])],
    ['acting as an inmate', { ...staffSession(['ADMIN']), ...inmateSession() }],
    ['acting as a friend', { ...staffSession(['ADMIN']), ...friendSession() }],
  ])(
    'shows staff %s on a public page no Inmates or Friends menu and no Contact Support (spec §2, §6)',
    async (_name, session) => {
      mockApi({}, session);
      renderApp('/');
      expect(await within(nav()).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(within(nav()).queryByRole('button', { name: 'Inmates' })).not.toBeInTheDocument();
      expect(within(nav()).queryByRole('button', { name: 'Friends' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Contact Support' })).not.toBeInTheDocument();
    },
  );

  it('logs out through /api/logout and returns to the home route', async () => {
    const { fetchMock, state } = mockApi(
      {
        'GET /api/logout': () => {
          state.session = {};
          return json({});
        },
      },
      friendSession(),
    );
    const { user } = renderApp('/contactus');
    await user.click(await within(nav()).findByRole('button', { name: 'Logout' }));
    // Logout calls the API, re-reads the session and only then navigates: wait for each state, never read it once.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/logout')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    await waitFor(() => {
      expect(within(nav()).getByRole('button', { name: 'Inmates' })).toBeInTheDocument();
      expect(within(nav()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    });
  });

  it('shows the logos of the cards we take in the footer (issue 13 §4; footer.test.tsx)', () => {
    mockApi();
    renderApp('/');
    const logos = within(screen.getByRole('list', { name: 'Payment methods' }));
    for (const name of ['Visa', 'Mastercard', 'American Express', 'Discover'])
      expect(logos.getByRole('img', { name })).toBeInTheDocument();
  });
});

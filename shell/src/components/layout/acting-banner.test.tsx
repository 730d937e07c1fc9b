import type { Session } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { friendSession, inmateSession, staffSession } from '../../testing/sessions';
import { stopActingPath } from './acting-banner';

// The back-office pages are a remote's: a stand-in screen, so no test here asks for the remotes' manifest.
vi.mock('../../features/remotes/api/load-remote-app', () => ({
  loadRemoteApp: () => Promise.resolve({ default: () => <h1>Remote screen</h1> }),
}));

// Issue 13 §5: "Acting as Ann Lee (inmate) — Stop" on every page while staff act as someone.

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const actingAsInmate = (roles: ('ADMIN' | 'EMPLOYEE1')[] = ['ADMIN']): Session => ({
  ...inmateSession({ id: 7, firstName: 'Ann' }),
  ...staffSession(roles),
  actingAs: { kind: 'inmate', id: 7, firstName: 'Ann', lastName: 'Lee' },
});

const actingAsFriend = (): Session => ({
  ...friendSession({ id: 9 }),
  ...staffSession(['ADMIN']),
  actingAs: { kind: 'friend', id: 9, firstName: 'Bea', lastName: 'Cruz' },
});

const banner = () => screen.findByRole('region', { name: 'Acting as' });
const location = () => screen.getByTestId('location').textContent;

describe('the acting-as banner (issue 13 §5)', () => {
  it('names the inmate an ADMIN acts as, on a back-office page and on a public page', async () => {
    mockApi({}, actingAsInmate());
    const { unmount } = renderApp('/admin/');
    expect(await banner()).toHaveTextContent('Acting as Ann Lee (inmate) — Stop');
    unmount();
    renderApp('/contactus');
    expect(await banner()).toHaveTextContent('Acting as Ann Lee (inmate)');
    expect(within(await banner()).getByRole('button', { name: 'Stop' })).toBeEnabled();
  });

  it('names the friend an ADMIN acts as', async () => {
    mockApi({}, actingAsFriend());
    renderApp('/admin/');
    expect(await banner()).toHaveTextContent('Acting as Bea Cruz (friend) — Stop');
  });

  it('is absent for staff acting as no one, an inmate, a friend and an anonymous visitor', async () => {
    for (const [path, session] of [
      ['/admin/', staffSession(['ADMIN'])],
      ['/', inmateSession()],
      ['/', friendSession()],
      ['/', {}],
    ] as const) {
      mockApi({}, session);
      const { unmount } = renderApp(path);
      await screen.findByRole('navigation', { name: 'Main' });
      expect(screen.queryByRole('region', { name: 'Acting as' })).not.toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('reads in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi({}, actingAsInmate());
    renderApp('/admin/');
    const region = await screen.findByRole('region', { name: 'Actuando como' });
    expect(region).toHaveTextContent('Actuando como Ann Lee (interno) — Terminar');
    expect(within(region).getByRole('button', { name: 'Terminar' })).toBeInTheDocument();
  });

  it('Stop ends the acting and returns an ADMIN to Manage Inmates', async () => {
    const { fetchMock, state } = mockApi(
      {
        'POST /api/stopacting': () => {
          state.session = staffSession(['ADMIN']);
          return json(state.session);
        },
      },
      actingAsInmate(),
    );
    const { user } = renderApp('/admin/');
    await user.click(within(await banner()).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(location()).toBe('/admin/inmates'));
    expect(callsTo(fetchMock, 'POST /api/stopacting')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Acting as' })).not.toBeInTheDocument());
  });

  it('Stop returns to Manage Friends after acting as a friend', async () => {
    const { state } = mockApi(
      {
        'POST /api/stopacting': () => {
          state.session = staffSession(['ADMIN']);
          return json(state.session);
        },
      },
      actingAsFriend(),
    );
    const { user } = renderApp('/admin/');
    await user.click(within(await banner()).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(location()).toBe('/admin/friends'));
  });

  it('stays on the page and says why when Stop fails', async () => {
    mockApi({ 'POST /api/stopacting': () => json({ error: 'Not allowed' }, 403) }, actingAsInmate());
    const { user } = renderApp('/admin/');
    await user.click(within(await banner()).getByRole('button', { name: 'Stop' }));
    expect(await within(await banner()).findByRole('alert')).toHaveTextContent('Not allowed');
    expect(location()).toBe('/admin/');
  });
});

describe('stopActingPath', () => {
  const inmate = { kind: 'inmate', id: 1, firstName: 'Ann', lastName: 'Lee' } as const;
  it('returns to Manage Inmates under the page’s back-office prefix', () => {
    expect(stopActingPath(inmate, '/admin', actingAsInmate())).toBe('/admin/inmates');
    expect(stopActingPath(inmate, '/employee1', actingAsInmate(['EMPLOYEE1']))).toBe('/employee1/inmates');
  });
  it('from a public page, to /admin for an ADMIN and /employee1 for an EMPLOYEE1', () => {
    expect(stopActingPath(inmate, '', actingAsInmate())).toBe('/admin/inmates');
    expect(stopActingPath(inmate, '', actingAsInmate(['EMPLOYEE1']))).toBe('/employee1/inmates');
  });
  it('returns to Manage Friends after a friend', () => {
    expect(stopActingPath({ ...inmate, kind: 'friend' }, '', actingAsFriend())).toBe('/admin/friends');
  });
});

import type { Session } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { inmateSession, staffSession } from '../../testing/sessions';

vi.mock('../../features/remotes/api/load-remote-app', () => ({
  loadRemoteApp: () => Promise.resolve({ default: () => <h1>Remote screen</h1> }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const actingAsInmate = (): Session => ({
  ...inmateSession({ id: 7, firstName: 'Ann' }),
  ...staffSession(['ADMIN']),
  actingAs: { kind: 'inmate', id: 7, firstName: 'Ann', lastName: 'Lee' },
});

// A GET /api/session whose answer is lost on a poor line keeps the session as it was (lib/session/session-context.tsx).
describe('a lost GET /api/session after Stop', () => {
  it('keeps the ADMIN signed in and goes to Manage Inmates, not to Staff Login', async () => {
    let sessionReads = 0;
    const { state } = mockApi(
      {
        'GET /api/session': () => {
          sessionReads += 1;
          // The first read (start) answers; the one after Stop is lost on a poor line.
          if (sessionReads > 1) throw new TypeError('Failed to fetch');
          return json(state.session);
        },
        'POST /api/stopacting': () => {
          state.session = staffSession(['ADMIN']);
          return json(state.session);
        },
      },
      actingAsInmate(),
    );
    const { user } = renderApp('/admin/');
    const banner = await screen.findByRole('region', { name: 'Acting as' });
    await user.click(within(banner).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(sessionReads).toBe(2));
    // Stop succeeded and its answer says the staff session is still there.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/inmates'));
    expect(screen.getByTestId('location')).not.toHaveTextContent('/admin/login');
  });
});

import type { Role, Session } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { inmateSession, staffSession } from '../testing/sessions';

afterEach(() => vi.unstubAllGlobals());

/** Staff with `roles` acting as an inmate or a friend (issue 13 §5), as GET /api/session answers. */
const acting = (roles: Role[], kind: 'inmate' | 'friend'): Session => ({
  ...staffSession(roles),
  ...(kind === 'inmate' ? inmateSession() : { friend: { id: 2, username: 'friend1' } }),
  actingAs: { kind, id: kind === 'inmate' ? 1 : 2, firstName: 'Ann', lastName: 'Lee' },
});

// Spec §6: staff keep their role's limits wherever they open an account screen. The plain addresses are the inmate's
// and the friend's own screens, which the public menu (Acount Info) and the back-office footer's pages lead to.
describe('staff at an account screen of the plain address', () => {
  it.each([
    [['EMPLOYEE1'], 'inmate', '/inmates/detail', '/employee1/inmates/detail'],
    [['EMPLOYEE1'], 'inmate', '/inmates/changepassword', '/employee1/inmates/detail'],
    [['ADMIN'], 'inmate', '/inmates/detail', '/admin/inmates/detail'],
    [['ADMIN'], 'inmate', '/inmates/changepassword', '/admin/inmates/detail'],
    [['ADMIN', 'EMPLOYEE1'], 'inmate', '/inmates/detail/', '/admin/inmates/detail'],
    [['ADMIN'], 'friend', '/friends/detail', '/admin/friends/detail'],
    [['ADMIN'], 'friend', '/friends/changepassword', '/admin/friends/changepassword'],
  ] as const)('%s acting for the %s: %s goes to %s', async (roles, kind, from, to) => {
    mockApi({}, acting([...roles], kind));
    renderApp(from);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(to));
  });

  it('leaves the inmate on their own screen', async () => {
    mockApi({}, inmateSession());
    renderApp('/inmates/changepassword');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/inmates/changepassword');
  });
});

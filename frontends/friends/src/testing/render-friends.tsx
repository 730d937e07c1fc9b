import type { BasePath, Session } from '@app/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import App from '../app';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export const ADMIN_SESSION: Session = { staff: { id: 1, name: 'Site Admin', roles: ['ADMIN'] } };
export const FRIEND_SESSION: Session = { friend: { id: 7, username: 'samr' } };
/** An ADMIN acting as friend 7, as GET /api/session answers it. */
export const ADMIN_AS_FRIEND: Session = {
  ...ADMIN_SESSION,
  ...FRIEND_SESSION,
  actingAs: { kind: 'friend', id: 7, firstName: 'Sam', lastName: 'Rivera' },
};

/** The remote's App mounted at `basePath` as the shell mounts it, at `{basePath}/friends/{screen}`. */
export function renderFriends(
  screen: 'register' | 'profile' | 'detail',
  options: { basePath?: BasePath; session?: Session } = {},
) {
  const basePath = options.basePath ?? '';
  const refreshSession = vi.fn(async () => {});
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[`${basePath}/friends/${screen}`]}>
      <Routes>
        <Route
          path={`${basePath}/*`}
          element={
            <App basePath={basePath} session={options.session ?? {}} refreshSession={refreshSession} />
          }
        />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, refreshSession, ...view };
}

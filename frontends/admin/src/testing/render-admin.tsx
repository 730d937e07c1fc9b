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

/** The remote's App mounted at `basePath` as the shell mounts it, at `{basePath}/{tool}`. */
export function renderAdmin(tool: string, options: { basePath?: Exclude<BasePath, ''> } = {}) {
  const basePath = options.basePath ?? '/admin';
  const refreshSession = vi.fn(async () => {});
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[`${basePath}/${tool}`]}>
      <Routes>
        <Route
          path={`${basePath}/*`}
          element={<App basePath={basePath} session={ADMIN_SESSION} refreshSession={refreshSession} />}
        />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, refreshSession, ...view };
}

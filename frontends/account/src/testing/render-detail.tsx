import type { BasePath, Session } from '@app/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import App from '../app';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

const SESSIONS: Record<BasePath, Session> = {
  '': { inmate: { id: 1, username: 'inmate1', firstName: 'Alex' } },
  '/admin': {
    inmate: { id: 1, username: 'inmate1', firstName: 'Alex' },
    staff: { id: 1, name: 'Site Admin', roles: ['ADMIN'] },
  },
  '/employee1': {
    inmate: { id: 1, username: 'inmate1', firstName: 'Alex' },
    staff: { id: 2, name: 'Front Desk', roles: ['EMPLOYEE1'] },
  },
};

type DetailOptions = {
  fakeTimers?: boolean;
  /** The shell's session (else the one of `basePath` with inmate1 in view) and what a GET /api/session reads then. */
  session?: Session;
  sessionAfterRefresh?: Session;
};

/** The remote as the shell mounts it, with the shell's session, which refreshSession reads again. */
function ShellSession({ basePath, first, next }: { basePath: BasePath; first: Session; next: Session }) {
  const [session, setSession] = useState(first);
  return <App basePath={basePath} session={session} refreshSession={async () => setSession(next)} />;
}

/** The remote's App mounted at `basePath` as the shell mounts it, at `{basePath}/inmates/detail{search}`. */
export function renderDetail(basePath: BasePath, search = '', options: DetailOptions = {}) {
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  const first = options.session ?? SESSIONS[basePath];
  const view = render(
    <MemoryRouter initialEntries={[`${basePath}/inmates/detail${search}`]}>
      <Routes>
        <Route
          path={`${basePath}/*`}
          element={
            <ShellSession basePath={basePath} first={first} next={options.sessionAfterRefresh ?? first} />
          }
        />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...view };
}

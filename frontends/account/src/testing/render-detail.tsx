import type { BasePath, Session } from '@app/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** The remote's App mounted at `basePath` as the shell mounts it, at `{basePath}/inmates/detail{search}`. */
export function renderDetail(basePath: BasePath, search = '', options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  const view = render(
    <MemoryRouter initialEntries={[`${basePath}/inmates/detail${search}`]}>
      <Routes>
        <Route
          path={`${basePath}/*`}
          element={<App basePath={basePath} session={SESSIONS[basePath]} refreshSession={async () => {}} />}
        />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...view };
}

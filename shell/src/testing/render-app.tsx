import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { SessionProvider } from '../lib/session/session-context';

/** Shows where the router is, so a test can assert a redirect. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The whole shell (route table, layout, session) at `path`; mock `fetch` first (mockApi). */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <AppRoutes />
        <LocationProbe />
      </SessionProvider>
    </MemoryRouter>,
  );
  return { user, ...view };
}

import type { RemoteAppProps } from '@app/shared';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endFirstPage, keepFirstScreen } from '../../../lib/first-screen';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { staffSession } from '../../../testing/sessions';
import { loadRemoteApp } from '../api/load-remote-app';

vi.mock('../api/load-remote-app', () => ({ loadRemoteApp: vi.fn() }));
const loadRemoteAppMock = vi.mocked(loadRemoteApp);

/** A stand-in for a remote's ./App: routes relative to the prefix, like the real ones. */
function FakeOffersApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="inmates/register" element={<h1>Offers at "{basePath}"</h1>} />
    </Routes>
  );
}

beforeEach(() => {
  loadRemoteAppMock.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  endFirstPage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page as the Worker sent it with a painted screen (issue 12 §5), kept as main.tsx does for `route`. */
function keepPaintedOffers(route: string) {
  const page = document.createElement('div');
  page.innerHTML =
    '<main><div class="first-screen" inert=""><h1>Offers</h1><p>Friends 60, painted</p></div></main>';
  keepFirstScreen(page, route);
}

/** A remote whose code arrives when the test says. */
function pendingRemote() {
  let arrive: () => void = () => {};
  loadRemoteAppMock.mockReturnValue(
    new Promise((resolve) => {
      arrive = () => resolve({ default: FakeOffersApp });
    }),
  );
  return () => arrive();
}

describe('remote screens', () => {
  it('keeps the screen painted with the page, inert, until the remote has rendered it (issue 12 §5)', async () => {
    mockApi();
    keepPaintedOffers('/inmates/register');
    const arrive = pendingRemote();
    renderApp('/inmates/register');
    const painted = await screen.findByText('Friends 60, painted');
    expect(painted.closest('.first-screen')).toHaveAttribute('inert');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Offers at ""' })).toBeInTheDocument();
    expect(screen.queryByText('Friends 60, painted')).not.toBeInTheDocument();
  });

  it('shows the painted screen on the first page only, never on a later visit', async () => {
    mockApi();
    keepPaintedOffers('/inmates/register');
    pendingRemote();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'See the offers' }));
    // The skeleton of the offer selection: its heading and Loading…, not the first page's picture.
    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('Friends 60, painted')).not.toBeInTheDocument();
  });

  it('mounts the owning remote at the prefix, with the shell props', async () => {
    mockApi({}, staffSession(['ADMIN']));
    loadRemoteAppMock.mockResolvedValue({ default: FakeOffersApp });
    renderApp('/admin/inmates/register');
    expect(await screen.findByRole('heading', { name: 'Offers at "/admin"' })).toBeInTheDocument();
    expect(loadRemoteAppMock).toHaveBeenCalledWith('offers');
  });

  it('shows a clear message when a remote is down, keeps the page working, and recovers on Retry', async () => {
    mockApi();
    loadRemoteAppMock.mockRejectedValueOnce(new Error('remoteEntry.js: connection refused'));
    loadRemoteAppMock.mockResolvedValue({ default: FakeOffersApp });
    const { user } = renderApp('/inmates/register');

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This part of the site could not be loaded.');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toBeInTheDocument();

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Offers at ""' })).toBeInTheDocument();
    expect(loadRemoteAppMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This part of the site could not be loaded.')).not.toBeInTheDocument();
  });

  it('answers a path no screen owns with Page not found', async () => {
    mockApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loadRemoteAppMock).not.toHaveBeenCalled();
  });

  it('in Spanish, says a remote that is down could not be loaded, with Reintentar, while it loads says Cargando…', async () => {
    await i18next.changeLanguage('es');
    mockApi();
    let fail: (error: Error) => void = () => {};
    const loading = new Promise<never>((_resolve, reject) => (fail = reject));
    // React reads the failure through its own handler; this one only keeps Node from calling it unhandled when the
    // screen has already let go of the promise.
    loading.catch(() => {});
    loadRemoteAppMock.mockReturnValueOnce(loading);
    renderApp('/inmates/register');
    await vi.waitFor(() => expect(screen.getByText('Cargando…')).toHaveClass('loading'));
    fail(new Error('remoteEntry.js: connection refused'));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('No se pudo cargar esta parte del sitio.');
    expect(within(failure).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

import type { RemoteAppProps } from '@app/shared';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('remote screens', () => {
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

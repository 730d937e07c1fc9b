import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { loadRemoteApp } from '../api/load-remote-app';

vi.mock('../api/load-remote-app', () => ({ loadRemoteApp: vi.fn() }));
const loadRemoteAppMock = vi.mocked(loadRemoteApp);

beforeEach(() => {
  loadRemoteAppMock.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('remote screens in Spanish (issue 13 §1)', () => {
  it('says a remote that is down could not be loaded, with Reintentar, while it loads says Cargando…', async () => {
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

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { inmateSession, staffSession } from '../testing/sessions';

afterEach(() => vi.unstubAllGlobals());

describe('back-office pages without a staff session', () => {
  it.each([
    ['/admin/', '/admin/login'],
    ['/admin/jails', '/admin/login'],
    ['/employee1/inmates', '/employee1/login'],
  ])('%s goes to %s', async (path, login) => {
    mockApi({}, inmateSession());
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(login);
  });

  it('sends EMPLOYEE1 at /admin to the admin login, saying why and where their own tools are', async () => {
    mockApi({}, staffSession(['EMPLOYEE1']));
    renderApp('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page needs an ADMIN account. Sign in as an ADMIN, or go to your own tools.',
    );
    expect(screen.getByRole('link', { name: 'your own tools' })).toHaveAttribute('href', '/employee1/');
  });

  it('says nothing of the kind to someone not signed in as staff', async () => {
    mockApi({}, inmateSession());
    renderApp('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets ADMIN see the back-office home', async () => {
    mockApi({}, staffSession(['ADMIN']));
    renderApp('/admin/');
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configure Institutions' })).toHaveAttribute(
      'href',
      '/admin/jails',
    );
  });
});

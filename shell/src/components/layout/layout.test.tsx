import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

// The Login screen's chunk is lost on the way (a poor connection): its import fails.
vi.mock('../../features/login/components/login-screen', () => {
  throw new Error('Failed to fetch dynamically imported module: login-screen.js');
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a shell screen whose code does not load', () => {
  it('says so with Retry inside the page, keeps the navigation, and goes away on the next page', async () => {
    mockApi();
    const { user } = renderApp('/inmates/login');

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This part of the site could not be loaded.');
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Contact Support' })).toBeInTheDocument();

    await user.click(within(navigation).getByRole('link', { name: 'Home' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

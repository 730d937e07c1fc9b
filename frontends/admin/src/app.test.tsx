import { json, mockApi } from '@app/shared/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from './testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

const ADMIN_ONLY = ['jails', 'offers', 'friends', 'employees', 'settings'];

describe('the admin remote per URL prefix (spec §2 "Navigation")', () => {
  it('renders no ADMIN-only tool under /employee1, and calls none of their APIs', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getfriends': () => json([]),
      'GET /admin/api/getoffers': () => json([]),
    });
    for (const tool of ADMIN_ONLY) {
      const { unmount } = renderAdmin(tool, { basePath: '/employee1' });
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders Manage Inmates and Manage Audio Files under /employee1', () => {
    mockApi({
      'GET /employee1/api/getinmates': () => json([]),
      'GET /employee1/api/getaudiofiles': () => json([]),
    });
    for (const [tool, heading] of [
      ['inmates', 'Manage Inmates'],
      ['files', 'Manage Audio Files'],
    ] as const) {
      const { unmount } = renderAdmin(tool, { basePath: '/employee1' });
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
      unmount();
    }
  });

  it('renders every ADMIN tool under /admin', async () => {
    mockApi({
      'GET /admin/api/getfriends': () => json([]),
      'GET /admin/api/getoffers': () => json([]),
      'GET /admin/api/getaudiofiles': () => json([]),
    });
    for (const [tool, heading] of [
      ['jails', 'Jail Configuration'],
      ['offers', 'Offer Configuration'],
      ['friends', 'Manage Friends'],
      ['employees', 'Manage Employees'],
      ['settings', 'Settings'],
      ['files', 'Manage Audio Files'],
    ] as const) {
      const { unmount } = renderAdmin(tool);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      unmount();
    }
  });
});

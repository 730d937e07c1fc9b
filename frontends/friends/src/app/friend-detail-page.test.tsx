import { json, mockApi } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { friendAnswer, MONERO_ADDRESS } from '../testing/data';
import { ADMIN_SESSION, FRIEND_SESSION, renderFriends } from '../testing/render-friends';

afterEach(() => vi.unstubAllGlobals());

describe('Friend detail (spec §2 screen 12)', () => {
  it('shows the account and the Current Profile of an approved friend', async () => {
    mockApi({ 'GET /api/getfrienddetail': () => json(friendAnswer()) });
    renderFriends('detail', { session: FRIEND_SESSION });
    expect(await screen.findByText('Sam Rivera')).toBeInTheDocument();
    for (const text of ['+15551234567', 'sam@example.com', 'samr', '7', '********'])
      expect(screen.getByText(text)).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Current Profile' });
    expect(within(panel).getByRole('img', { name: 'Sam Rivera' })).toHaveAttribute(
      'src',
      '/api/friendphoto/7?v=1',
    );
    expect(within(panel).getByText('Retired teacher, happy to talk about books.')).toBeInTheDocument();
    expect(within(panel).getByText(MONERO_ADDRESS)).toBeInTheDocument();
    expect(within(panel).getByText('available')).toBeInTheDocument();
    expect(within(panel).getByText('approved')).toBeInTheDocument();
  });

  it('shows busy and waiting for verification for an unapproved friend', async () => {
    mockApi({
      'GET /api/getfrienddetail': () => json(friendAnswer({ active: false, approved: false, image: null })),
    });
    renderFriends('detail', { session: FRIEND_SESSION });
    const panel = await screen.findByRole('region', { name: 'Current Profile' });
    expect(within(panel).getByText('busy')).toBeInTheDocument();
    expect(within(panel).getByText('waiting for verification')).toBeInTheDocument();
    expect(within(panel).queryByRole('img')).toBeNull();
  });

  it('Reset leads to the change-password screen', async () => {
    mockApi({ 'GET /api/getfrienddetail': () => json(friendAnswer()) });
    const { user } = renderFriends('detail', { session: FRIEND_SESSION });
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/friends/changepassword');
  });

  it('goes to the home page when loading fails', async () => {
    mockApi({ 'GET /api/getfrienddetail': () => json({ error: 'Please sign in' }, 401) });
    renderFriends('detail');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('Friend detail for an admin acting as the friend', () => {
  it('resets under /admin and goes to /admin/ when loading fails', async () => {
    mockApi({ 'GET /api/getfrienddetail': () => json(friendAnswer()) });
    const { user, unmount } = renderFriends('detail', { basePath: '/admin', session: ADMIN_SESSION });
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/friends/changepassword');
    unmount();
    mockApi({ 'GET /api/getfrienddetail': () => json({ error: 'Log in as a friend first' }, 403) });
    renderFriends('detail', { basePath: '/admin', session: ADMIN_SESSION });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/$/));
  });
});

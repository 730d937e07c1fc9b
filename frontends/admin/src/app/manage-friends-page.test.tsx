import { callsTo, json, mockApi } from '@app/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { friendAnswer } from '../testing/data';
import { renderAdmin } from '../testing/render-admin';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FRIENDS = [
  friendAnswer(),
  friendAnswer({ id: 8, firstName: 'Ada', lastName: 'Moss', description: null, image: null }),
];

describe('Manage Friends (spec §2 screen 13)', () => {
  it('shows a card per friend with photo, name, id and description', async () => {
    mockApi({ 'GET /admin/api/getfriends': () => json(FRIENDS) });
    renderAdmin('friends');
    const grid = await screen.findByRole('list', { name: 'Friends' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const sam = within(cards[0] as HTMLElement);
    expect(sam.getByText('Sam Rivera')).toBeInTheDocument();
    expect(sam.getByText('Id 7')).toBeInTheDocument();
    expect(sam.getByText('Retired teacher, happy to talk about books.')).toBeInTheDocument();
    expect((cards[0] as HTMLElement).querySelector('img')).toHaveAttribute('src', '/api/friendphoto/7?v=1');
    expect(screen.getByRole('button', { name: 'Log in as Sam Rivera, id 7' })).toHaveAccessibleDescription(
      'Retired teacher, happy to talk about books.',
    );
    expect(within(cards[1] as HTMLElement).getByText('Ada Moss')).toBeInTheDocument();
    expect((cards[1] as HTMLElement).querySelector('img')).toBeNull();
  });

  it('logs in as the clicked friend, refreshes the session and opens /admin/friends/detail', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getfriends': () => json(FRIENDS),
      'GET /admin/api/loginfriend': () => json({}),
    });
    const { user, refreshSession } = renderAdmin('friends');
    await user.click(await screen.findByRole('button', { name: 'Log in as Ada Moss, id 8' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/friends/detail'));
    const [call] = callsTo(fetchMock, 'GET /admin/api/loginfriend');
    expect(call?.url.searchParams.get('id')).toBe('8');
    expect(refreshSession).toHaveBeenCalledOnce();
  });

  it('opens a card with the keyboard (Enter)', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getfriends': () => json(FRIENDS),
      'GET /admin/api/loginfriend': () => json({}),
    });
    const { user } = renderAdmin('friends');
    const card = await screen.findByRole('button', { name: 'Log in as Sam Rivera, id 7' });
    card.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/friends/detail'));
    expect(callsTo(fetchMock, 'GET /admin/api/loginfriend')[0]?.url.searchParams.get('id')).toBe('7');
  });

  it('stays and says Login Failed when the login as a friend fails (spec §8), however it fails', async () => {
    let answer = () => json({ error: 'Login Failed', code: 'loginFailed' }, 404);
    mockApi({
      'GET /admin/api/getfriends': () => json(FRIENDS),
      'GET /admin/api/loginfriend': () => answer(),
    });
    const { user } = renderAdmin('friends');
    const card = await screen.findByRole('button', { name: 'Log in as Sam Rivera, id 7' });
    await user.click(card);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login Failed$/);
    for (const failing of [
      () => new Response(null, { status: 502 }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      answer = failing;
      await user.click(card);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Login Failed$/));
    }
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/friends');
  });

  it('opens the print dialog 500 ms after Print Friends (spec §9)', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockApi({ 'GET /admin/api/getfriends': () => json(FRIENDS) });
    renderAdmin('friends');
    await screen.findByRole('list', { name: 'Friends' });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Print Friends' }));
    act(() => vi.advanceTimersByTime(499));
    expect(print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledOnce();
  });
});

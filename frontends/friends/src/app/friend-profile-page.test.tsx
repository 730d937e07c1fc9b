import type { FriendAnswer } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { friendAnswer, MONERO_ADDRESS } from '../testing/data';
import { ADMIN_AS_FRIEND, ADMIN_SESSION, FRIEND_SESSION, renderFriends } from '../testing/render-friends';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NEWCOMER = friendAnswer({
  phoneNumber: null,
  moneroAddress: null,
  description: null,
  image: null,
  active: false,
  approved: false,
  verified: false,
});

function api(friend: FriendAnswer, overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/getfrienddetail': () => json(friend),
    'POST /api/finishfriendregistration': () =>
      json({ message: 'We are calling +15551234567 with your code', friend }),
    'POST /api/updatefriendprofile': () => json({ message: 'Profile saved', friend }),
    'POST /api/verifyfriendregistration': () =>
      json({ message: 'Verified', friend: { ...friend, approved: true, verified: true } }),
    ...overrides,
  });
}

const body = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  JSON.parse(String(callsTo(fetchMock, key)[0]?.init?.body));

describe('Friend profile of an unapproved friend (spec §2 screen 11)', () => {
  it('shows the §5 messages and sends nothing', async () => {
    const fetchMock = api(NEWCOMER);
    const { user } = renderFriends('profile', { session: FRIEND_SESSION });
    await user.click(await screen.findByRole('button', { name: 'Call Me' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Monero Address is required*')).toBeInTheDocument();
    expect(screen.getByText('description is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.type(screen.getByLabelText('Monero Address'), '44AFFq5kSiGBoZ4NMDwYtN18obc8A');
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(await screen.findByText('Invalid Monero Address')).toBeInTheDocument();
    expect(screen.getByLabelText('Monero Address')).toHaveAccessibleDescription('Invalid Monero Address');
    expect(callsTo(fetchMock, 'POST /api/finishfriendregistration')).toHaveLength(0);
  });

  it('Call Me sends the profile; Verify appears with a code and goes to the detail', async () => {
    const fetchMock = api(NEWCOMER);
    const { user } = renderFriends('profile', { session: FRIEND_SESSION });
    await user.type(await screen.findByLabelText('Phone Number'), '+15551234567');
    await user.type(screen.getByLabelText('Monero Address'), MONERO_ADDRESS);
    await user.type(screen.getByLabelText('Brief Summary For Publication'), 'I like chess.');
    const availability = screen.getByRole('checkbox', { name: 'busy' });
    await user.click(availability);
    expect(screen.getByRole('checkbox', { name: 'available' })).toBeChecked();
    expect(screen.getByLabelText('Choose Photo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Profile' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Call Me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We are calling +15551234567 with your code');
    expect(body(fetchMock, 'POST /api/finishfriendregistration')).toEqual({
      phoneNumber: '+15551234567',
      moneroAddress: MONERO_ADDRESS,
      description: 'I like chess.',
      available: true,
    });

    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    await user.type(screen.getByLabelText('Verification Code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/friends/detail'));
    expect(callsTo(fetchMock, 'POST /api/verifyfriendregistration')[0]?.init?.body).toBe('482913');
  });

  it('a wrong code shows the server’s text and stays', async () => {
    api(NEWCOMER, {
      'POST /api/verifyfriendregistration': () => json({ error: 'The code is not right' }, 400),
    });
    const { user } = renderFriends('profile', { session: FRIEND_SESSION });
    await user.type(await screen.findByLabelText('Verification Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not right');
    expect(screen.getByTestId('location')).toHaveTextContent('/friends/profile');
  });

  it('a Call Me that fails on the server shows faied to update friend profile (spec §8)', async () => {
    api(friendAnswer({ approved: false }), {
      'POST /api/finishfriendregistration': () => json({ error: 'Something went wrong' }, 500),
    });
    const { user } = renderFriends('profile', { session: FRIEND_SESSION });
    await user.click(await screen.findByRole('button', { name: 'Call Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('faied to update friend profile');
  });

  it('refuses a picture of the wrong type or over 2 MB with a clear text, tied to Choose Photo', async () => {
    api(NEWCOMER);
    renderFriends('profile', { session: FRIEND_SESSION });
    const input = await screen.findByLabelText('Choose Photo');
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP picture');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose a JPEG, PNG or WebP picture');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be at most 2 MB');
  });

  it('sends a visitor who is not signed in to the friend login, asking the API nothing', async () => {
    const fetchMock = mockApi({});
    const { refreshSession } = renderFriends('profile');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/friends/login'));
    expect(refreshSession).toHaveBeenCalledTimes(1); // the shell's session, read again in case it was old
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a friend whose session has ended since to the friend login', async () => {
    mockApi({ 'GET /api/getfrienddetail': () => json({ error: 'Please sign in' }, 401) });
    renderFriends('profile', { session: FRIEND_SESSION });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/friends/login'));
  });
});

describe('Friend profile of an approved friend', () => {
  it('is filled in, saves with Save Profile and goes to the detail', async () => {
    const fetchMock = api(friendAnswer());
    const { user } = renderFriends('profile', { session: FRIEND_SESSION });
    expect(await screen.findByLabelText('Monero Address')).toHaveValue(MONERO_ADDRESS);
    expect(screen.getByRole('img', { name: 'Profile preview' })).toHaveAttribute(
      'src',
      '/api/friendphoto/7?v=1',
    );
    expect(screen.queryByRole('button', { name: 'Call Me' })).toBeNull();
    expect(screen.queryByLabelText('Verification Code')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'available' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/friends/detail'));
    // No image in the body: the stored photo is kept (spec §7).
    expect(body(fetchMock, 'POST /api/updatefriendprofile')).toEqual({
      phoneNumber: '+15551234567',
      moneroAddress: MONERO_ADDRESS,
      description: 'Retired teacher, happy to talk about books.',
      available: false,
    });
  });

  it('waits for a chosen photo to be scaled before Save Profile, then sends it', async () => {
    // happy-dom decodes and draws nothing: the bitmap comes when the test says, the canvas answers a fixed JPEG.
    let decoded: (bitmap: { width: number; height: number; close: () => void }) => void = () => {};
    vi.stubGlobal('createImageBitmap', () => new Promise((resolve) => (decoded = resolve)));
    const context = { fillStyle: '', fillRect: () => {}, drawImage: () => {} };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AAAA');
    const fetchMock = api(friendAnswer());
    const { user } = renderFriends('profile', { session: FRIEND_SESSION });
    const input = await screen.findByLabelText('Choose Photo');
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' })] } });
    const save = screen.getByRole('button', { name: 'Save Profile' });
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    decoded({ width: 1024, height: 768, close: () => {} });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('img', { name: 'Profile preview' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,AAAA',
    );
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/friends/detail'));
    expect(body(fetchMock, 'POST /api/updatefriendprofile')).toMatchObject({
      image: 'data:image/jpeg;base64,AAAA',
    });
  });

  it('saving another phone number goes to the detail too (spec §2 screen 11), then offers Call Me', async () => {
    const waiting = friendAnswer({ phoneNumber: '+15559876543', approved: false, verified: false });
    let current = friendAnswer();
    const fetchMock = api(friendAnswer(), {
      'GET /api/getfrienddetail': () => json(current),
      'POST /api/updatefriendprofile': () => {
        current = waiting;
        return json({ message: 'Profile saved: verify your new phone number with Call Me', friend: waiting });
      },
    });
    const { user } = renderFriends('profile', { session: FRIEND_SESSION });
    const phone = await screen.findByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '+15559876543');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/friends/detail'));
    expect(body(fetchMock, 'POST /api/updatefriendprofile')).toMatchObject({ phoneNumber: '+15559876543' });
    expect(await screen.findByText('waiting for verification')).toBeInTheDocument();
  });

  it('shows faied to update friend profile when the save fails, the server’s text for a refusal', async () => {
    let status = 500;
    api(friendAnswer(), {
      'POST /api/updatefriendprofile': () =>
        json({ error: status === 500 ? 'Something went wrong' : 'Invalid Monero Address' }, status),
    });
    const { user } = renderFriends('profile', { session: FRIEND_SESSION });
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('faied to update friend profile');
    status = 400;
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid Monero Address'));
    expect(screen.getByTestId('location')).toHaveTextContent('/friends/profile');
  });
});

describe('Friend profile for an admin acting as the friend', () => {
  it('hides Choose Photo and saves to /admin/friends/detail', async () => {
    api(friendAnswer());
    const { user } = renderFriends('profile', { basePath: '/admin', session: ADMIN_AS_FRIEND });
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(screen.queryByLabelText('Choose Photo')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/friends/detail'));
  });

  it('tells an admin acting as nobody to log in as a friend first, with Manage Friends, asking the API nothing', async () => {
    const fetchMock = mockApi({});
    renderFriends('profile', { basePath: '/admin', session: ADMIN_SESSION });
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in as a friend first');
    expect(screen.getByRole('link', { name: 'Manage Friends' })).toHaveAttribute('href', '/admin/friends');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

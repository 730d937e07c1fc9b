import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, renderFriends } from '../testing/render-friends';

afterEach(() => vi.unstubAllGlobals());

// Wrapped in a div: under happy-dom DOMPurify drops the first element's tag (not its text); Chromium does not (the
// end-to-end journey renders an intro that starts with its heading).
const INTRO = '<div><h2>Become a friend</h2><p>We pay <b>$.15</b> per minute.</p></div>';

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/getfriendintro': () => json({ content: INTRO }),
    'POST /api/registerfriend': () =>
      json({ message: 'Registered user', friend: { id: 9, username: 'dana' }, forward: '/friends/profile' }),
    ...overrides,
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  const person: Record<string, string> = {
    'First name': 'Dana',
    'Last name': 'Whitfield',
    'E-mail': 'dana@example.com',
    Username: 'dana',
    Password: 'Garden#2026x',
    'Re-enter password': 'Garden#2026x',
  };
  for (const [label, value] of Object.entries(person)) await user.type(screen.getByLabelText(label), value);
}

describe('Friend registration for the public (spec §2 screen 10)', () => {
  // The payloads the browser's sanitiser removes: features/intro/lib/sanitize-intro.test.tsx (in jsdom).
  it('shows the intro as HTML, with no editor', async () => {
    api();
    renderFriends('register');
    expect(await screen.findByRole('heading', { name: 'Become a friend' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Registration' })).toBeInTheDocument();
    const intro = screen.getByTestId('friend-intro');
    expect(intro).toHaveTextContent('We pay $.15 per minute.');
    expect(intro.querySelector('b')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Content' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Intro (HTML)' })).toBeNull();
  });

  it('shows the §5 messages after the first submit and sends nothing', async () => {
    const fetchMock = api();
    const { user } = renderFriends('register');
    await user.type(screen.getByLabelText('First name'), 'Dana1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('First name can only contain upper and lower case letters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('email is required')).toBeInTheDocument();
    expect(screen.getByText('username is required')).toBeInTheDocument();
    expect(screen.getAllByText('password is required')).toHaveLength(2);
    await user.type(screen.getByLabelText('Password'), 'Garden#2026x');
    await user.type(screen.getByLabelText('Re-enter password'), 'Garden#2026y');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/registerfriend')).toHaveLength(0);
  });

  // The match is a rule of the whole form reported on Re-enter password, so an edit of Password alone must re-check it.
  it('re-checks Passwords must match on a change of Password alone after the first submit', async () => {
    api();
    const { user } = renderFriends('register');
    await fill(user);
    const password = screen.getByLabelText('Password');
    await user.type(password, '!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user.type(password, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).toBeNull());
    await user.type(password, '?');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('registers, refreshes the session and goes to the profile', async () => {
    const fetchMock = api();
    const { user, refreshSession } = renderFriends('register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/friends/profile'));
    expect(refreshSession).toHaveBeenCalled();
    const [call] = callsTo(fetchMock, 'POST /api/registerfriend');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@example.com',
      username: 'dana',
      password: 'Garden#2026x',
      reenterPassword: 'Garden#2026x',
    });
  });

  it('shows the server’s text when the registration is refused', async () => {
    api({ 'POST /api/registerfriend': () => json({ error: 'This username is already taken' }, 409) });
    const { user } = renderFriends('register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken');
    expect(screen.getByTestId('location')).toHaveTextContent('/friends/register');
  });

  it('shows Unknown Error Occurred! on a network failure (spec §8)', async () => {
    api({
      'POST /api/registerfriend': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderFriends('register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown Error Occurred!');
  });
});

describe('Friend registration for an admin', () => {
  it('edits the intro with Edit Content and shows Success!, without a heading', async () => {
    const fetchMock = api({
      'POST /admin/api/savefriendintro': ({ init }) => json({ content: `${String(init?.body)}` }),
    });
    const { user } = renderFriends('register', { basePath: '/admin', session: ADMIN_SESSION });
    const editor = await screen.findByRole('textbox', { name: 'Intro (HTML)' });
    expect(editor).toHaveValue(INTRO);
    expect(screen.queryByRole('heading', { name: 'Registration' })).toBeNull();
    await user.clear(editor);
    await user.type(editor, '<p>New intro</p>');
    await user.click(screen.getByRole('button', { name: 'Edit Content' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success!');
    const [call] = callsTo(fetchMock, 'POST /admin/api/savefriendintro');
    expect(call?.init?.body).toBe('<p>New intro</p>');
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('shows the server’s text when saving the intro fails', async () => {
    api({ 'POST /admin/api/savefriendintro': () => json({ error: 'Not allowed' }, 403) });
    const { user } = renderFriends('register', { basePath: '/admin', session: ADMIN_SESSION });
    await screen.findByRole('textbox', { name: 'Intro (HTML)' });
    await user.click(screen.getByRole('button', { name: 'Edit Content' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
  });

  it('says Failed! and keeps Edit Content disabled when the intro cannot be loaded', async () => {
    const fetchMock = api({ 'GET /api/getfriendintro': () => json({ error: 'Something went wrong' }, 500) });
    renderFriends('register', { basePath: '/admin', session: ADMIN_SESSION });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed!');
    expect(screen.getByRole('textbox', { name: 'Intro (HTML)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Content' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /admin/api/savefriendintro')).toHaveLength(0);
  });

  it('registers a friend and goes to /admin/friends/profile', async () => {
    api();
    const { user } = renderFriends('register', { basePath: '/admin', session: ADMIN_SESSION });
    await screen.findByRole('textbox', { name: 'Intro (HTML)' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/friends/profile'));
  });
});

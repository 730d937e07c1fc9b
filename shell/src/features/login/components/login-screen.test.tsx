import type { Session } from '@app/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { friendSession, inmateSession, staffSession } from '../../../testing/sessions';

vi.mock('../../remotes/api/load-remote-app', () => ({
  loadRemoteApp: () => Promise.resolve({ default: () => <h1>Remote screen</h1> }),
}));

afterEach(() => vi.unstubAllGlobals());

/** The API with one sign-in call that succeeds with `signedIn`. */
function mockSignIn(path: string, signedIn: Session) {
  const api = mockApi({
    [`POST ${path}`]: () => {
      api.state.session = signedIn;
      return json(signedIn);
    },
  });
  return api;
}

async function signIn(user: ReturnType<typeof renderApp>['user'], username: string, password: string) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const location = () => screen.getByTestId('location');

describe('login (spec §2 screen 7)', () => {
  it('signs an inmate in with JSON {username, password} and goes to /inmates/detail', async () => {
    const { fetchMock } = mockSignIn('/api/logininmate', inmateSession());
    const { user } = renderApp('/inmates/login');
    expect(await screen.findByRole('heading', { name: 'Inmate Login' })).toBeInTheDocument();
    await signIn(user, 'inmate1', 'Inmate#2026x');
    await vi.waitFor(() => expect(location()).toHaveTextContent(/^\/inmates\/detail$/));
    const [call] = callsTo(fetchMock, 'POST /api/logininmate');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ username: 'inmate1', password: 'Inmate#2026x' });
  });

  it('keeps a phone keyboard from capitalising or correcting the username', async () => {
    mockApi({});
    renderApp('/inmates/login');
    const username = await screen.findByLabelText('Username');
    expect(username).toHaveAttribute('autocapitalize', 'none');
    expect(username).toHaveAttribute('autocorrect', 'off');
    expect(username).toHaveAttribute('spellcheck', 'false');
  });

  it('signs a friend in and goes to /friends/detail', async () => {
    mockSignIn('/api/loginfriend', friendSession());
    const { user } = renderApp('/friends/login');
    await signIn(user, 'friend1', 'Friend#2026x');
    await vi.waitFor(() => expect(location()).toHaveTextContent(/^\/friends\/detail$/));
  });

  it('signs ADMIN in at /admin/login and goes to /admin/', async () => {
    mockSignIn('/api/loginstaff', staffSession(['ADMIN']));
    const { user } = renderApp('/admin/login');
    await signIn(user, 'admin', 'Admin#2026x');
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/admin\/$/);
  });

  it('signs EMPLOYEE1 in at /employee1/login and goes to /employee1/', async () => {
    mockSignIn('/api/loginstaff', staffSession(['EMPLOYEE1']));
    const { user } = renderApp('/employee1/login');
    await signIn(user, 'staff', 'Staff#2026x');
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/employee1\/$/);
  });

  it('brings staff back to the page that sent them to the login', async () => {
    mockSignIn('/api/loginstaff', staffSession(['ADMIN']));
    const { user } = renderApp('/admin/jails');
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument();
    await signIn(user, 'admin', 'Admin#2026x');
    expect(await screen.findByRole('heading', { name: 'Remote screen' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/admin\/jails$/);
  });

  it.each([
    ['/inmates/login', '/api/logininmate', inmateSession(), '/inmates/changepassword'],
    ['/friends/login', '/api/loginfriend', friendSession(), '/friends/changepassword'],
  ])('at %s, a temporary password lands on %s', async (page, path, session, target) => {
    mockSignIn(path, { ...session, mustChangePassword: true });
    const { user } = renderApp(page);
    await signIn(user, 'someone1', 'Tmp#2026xAbcd');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    await vi.waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${target}$`)));
  });

  it('shows the text and the wait of a throttled sign-in (429)', async () => {
    const text = 'Too many attempts. Try again in 15 minutes.';
    mockApi({ 'POST /api/logininmate': () => json({ error: text }, 429) });
    const { user } = renderApp('/inmates/login');
    await signIn(user, 'inmate1', 'Inmate#2026x');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows Login Failed when the server refuses', async () => {
    mockApi({ 'POST /api/logininmate': () => json({ error: 'Login Failed' }, 401) });
    const { user } = renderApp('/inmates/login');
    await signIn(user, 'inmate1', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Failed');
    expect(location()).toHaveTextContent(/^\/inmates\/login$/);
  });

  it('requires both fields before calling the server', async () => {
    const { fetchMock } = mockApi();
    const { user } = renderApp('/friends/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('username is required')).toBeInTheDocument();
    expect(screen.getByText('password is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/loginfriend')).toHaveLength(0);
  });

  it('links Forgot Password to the matching reset page, and not for staff', async () => {
    mockApi();
    const { unmount } = renderApp('/inmates/login');
    expect(await screen.findByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/inmates/resetpassword',
    );
    unmount();
    renderApp('/friends/login');
    expect(await screen.findByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/friends/resetpassword',
    );
  });

  it('links Forgot Password to the friend reset page from /admin/friends/login too', async () => {
    mockApi({ 'GET /api/session': () => json(staffSession(['ADMIN'])) });
    renderApp('/admin/friends/login');
    expect(await screen.findByRole('heading', { name: 'Friend Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/friends/resetpassword',
    );
  });

  it('has no Forgot Password for staff', async () => {
    mockApi();
    renderApp('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot Password' })).not.toBeInTheDocument();
  });
});

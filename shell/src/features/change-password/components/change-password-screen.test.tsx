import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { friendSession, inmateSession } from '../../../testing/sessions';
import { FORCED_CHANGE_NOTICE } from './change-password-screen';

vi.mock('../../remotes/api/load-remote-app', () => ({
  loadRemoteApp: () => Promise.resolve({ default: () => <h1>Remote screen</h1> }),
}));

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof renderApp>['user'];

async function fill(user: User, old: string, next: string, again: string) {
  if (old) await user.type(await screen.findByLabelText('Old Password'), old);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (again) await user.type(screen.getByLabelText('Reenter New Password'), again);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('change password (spec §2 screen 8)', () => {
  it('shows the §5 messages under the fields and calls nothing', async () => {
    const { fetchMock } = mockApi({}, inmateSession());
    const { user } = renderApp('/inmates/changepassword');
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findAllByText('password is required')).toHaveLength(3);

    await user.type(screen.getByLabelText('New Password'), 'Short1!');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'alllowercase1');
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Better#2026x');
    await user.type(screen.getByLabelText('Reenter New Password'), 'Other#2026x');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/changepassword')).toHaveLength(0);
  });

  // The match is a rule of the whole form reported on the re-entered field, so an edit of New Password alone must
  // re-check it.
  it('re-checks Passwords must match on a change of New Password alone after the first submit', async () => {
    const { fetchMock } = mockApi({}, inmateSession());
    const { user } = renderApp('/inmates/changepassword');
    await fill(user, 'Inmate#2026x', 'Better#2026x', 'Better#2026y');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    const newPassword = screen.getByLabelText('New Password');
    await user.clear(newPassword);
    await user.type(newPassword, 'Better#2026y');
    await vi.waitFor(() => expect(screen.queryByText('Passwords must match')).toBeNull());
    await user.type(newPassword, '!');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/changepassword')).toHaveLength(0);
  });

  it('sends form data and goes to the inmate detail page', async () => {
    const { fetchMock } = mockApi({ 'POST /api/changepassword': () => json({}) }, inmateSession());
    const { user } = renderApp('/inmates/changepassword');
    await fill(user, 'Inmate#2026x', 'Better#2026x', 'Better#2026x');
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/inmates\/detail$/));
    const body = callsTo(fetchMock, 'POST /api/changepassword')[0]?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body as FormData)).toEqual({
      password: 'Inmate#2026x',
      newPassword: 'Better#2026x',
      reenterPassword: 'Better#2026x',
    });
  });

  it('goes to the friend detail page for a friend', async () => {
    mockApi({ 'POST /api/changepassword': () => json({}) }, friendSession());
    const { user } = renderApp('/friends/changepassword');
    await fill(user, 'Friend#2026x', 'Better#2026x', 'Better#2026x');
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/friends\/detail$/));
  });

  it('shows the server text when the old password is wrong', async () => {
    mockApi({ 'POST /api/changepassword': () => json({ error: 'Login Failed' }, 401) }, inmateSession());
    const { user } = renderApp('/inmates/changepassword');
    await fill(user, 'Wrong#2026x', 'Better#2026x', 'Better#2026x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Failed');
    expect(screen.getByTestId('location')).toHaveTextContent('/inmates/changepassword');
  });
});

describe('the forced change after a sign-in with a temporary password', () => {
  const forced = (session = inmateSession()) => ({ ...session, mustChangePassword: true as const });

  it('sends every other page to the change-password screen and explains why', async () => {
    mockApi({}, forced());
    renderApp('/inmates/detail');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/inmates\/changepassword$/);
    expect(screen.getByRole('status')).toHaveTextContent(FORCED_CHANGE_NOTICE);
  });

  it('keeps a friend there too, whatever the prefix', async () => {
    mockApi({}, forced(friendSession()));
    renderApp('/contactus');
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/friends\/changepassword$/),
    );
  });

  it('after the change, reloads the session and lands on the detail page', async () => {
    const api = mockApi(
      {
        'POST /api/changepassword': () => {
          api.state.session = inmateSession();
          return json({ message: 'Password changed' });
        },
      },
      forced(),
    );
    const { user } = renderApp('/inmates/changepassword');
    await fill(user, 'Tmp#2026xAbcd', 'Better#2026x', 'Better#2026x');
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/inmates\/detail$/));
    expect(await screen.findByRole('heading', { name: 'Remote screen' })).toBeInTheDocument();
    expect(screen.queryByText(FORCED_CHANGE_NOTICE)).not.toBeInTheDocument();
  });

  it('shows no notice to a session that chose to change its password', async () => {
    mockApi({}, inmateSession());
    renderApp('/inmates/changepassword');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByText(FORCED_CHANGE_NOTICE)).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

async function reset(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Username'), 'friend1');
  await user.type(screen.getByLabelText('Email'), 'friend1@example.com');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password (spec §2 screen 9)', () => {
  it('sends form data {username, email} and says a temporary password was sent', async () => {
    const { fetchMock } = mockApi({ 'POST /api/resetpassword': () => json({}) });
    const { user } = renderApp('/friends/resetpassword');
    await reset(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If the email you provided matches our files - a temporary password was sent to you.',
    );
    const body = callsTo(fetchMock, 'POST /api/resetpassword')[0]?.init?.body as FormData;
    expect(Object.fromEntries(body)).toEqual({ username: 'friend1', email: 'friend1@example.com' });
  });

  it('says Unable to reset password when the call fails', async () => {
    mockApi({ 'POST /api/resetpassword': () => json({ error: 'Too many attempts' }, 429) });
    const { user } = renderApp('/inmates/resetpassword');
    await reset(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Unable to reset password$/);
  });

  it('validates the fields with the §5 messages', async () => {
    mockApi();
    const { user } = renderApp('/inmates/resetpassword');
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('username is required')).toBeInTheDocument();
    expect(screen.getByText('email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(await screen.findByText('invalid email address')).toBeInTheDocument();
  });
});

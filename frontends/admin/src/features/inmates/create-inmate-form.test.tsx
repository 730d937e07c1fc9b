import { TOTAL_COUNT_HEADER } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const emptyPage = () =>
  new Response('[]', { headers: { 'content-type': 'application/json', [TOTAL_COUNT_HEADER]: '0' } });

const REGISTRATION = {
  'First name': 'Ann',
  'Last name': 'Lee',
  'E-mail': 'ann@example.com',
  Username: 'annlee',
  Password: 'Secret123!',
  'Re-enter password': 'Secret123!',
};

async function fill(user: ReturnType<typeof renderAdmin>['user']) {
  // Folded until opened, so that the list comes first.
  await user.click(screen.getByRole('button', { name: 'Create inmate' }));
  for (const [label, value] of Object.entries(REGISTRATION))
    await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('Manage Inmates: create inmate (ADMIN, spec §2 screen 14)', () => {
  it('registers through /admin/api/registerinmate, says Registered user and reloads the list', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getinmates': emptyPage,
      'POST /admin/api/registerinmate': () =>
        json({
          message: 'Registered user',
          inmate: { id: 9, username: 'annlee', firstName: 'Ann' },
          forward: '/admin/inmates',
        }),
    });
    const { user } = renderAdmin('inmates');
    await screen.findByText('No inmates found.');
    await fill(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Registered user');
    const [call] = callsTo(fetchMock, 'POST /admin/api/registerinmate');
    expect(JSON.parse(String(call?.init?.body))).toMatchObject({
      username: 'annlee',
      email: 'ann@example.com',
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /admin/api/getinmates')).toHaveLength(2));
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it('shows the server text when the registration fails', async () => {
    mockApi({
      'GET /admin/api/getinmates': emptyPage,
      'POST /admin/api/registerinmate': () => json({ error: 'Username already taken' }, 409),
    });
    const { user } = renderAdmin('inmates');
    await screen.findByText('No inmates found.');
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already taken');
  });

  it('checks the §5 rules before sending anything', async () => {
    const fetchMock = mockApi({ 'GET /admin/api/getinmates': emptyPage });
    const { user } = renderAdmin('inmates');
    await screen.findByText('No inmates found.');
    await user.click(screen.getByRole('button', { name: 'Create inmate' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo(fetchMock, 'POST /admin/api/registerinmate')).toHaveLength(0);
  });

  // The match is a rule of the whole form reported on Re-enter password, so an edit of Password alone must re-check it.
  it('re-checks Passwords must match on a change of Password alone after the first submit', async () => {
    mockApi({ 'GET /admin/api/getinmates': emptyPage });
    const { user } = renderAdmin('inmates');
    await screen.findByText('No inmates found.');
    await user.click(screen.getByRole('button', { name: 'Create inmate' }));
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Secret123!');
    await user.type(screen.getByLabelText('Re-enter password'), 'Secret123?');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Secret123?');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).toBeNull());
  });
});

/// <reference types="@testing-library/jest-dom/vitest" />
import type { BasePath } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../testing/data';
import { RegisterScreen } from './register-screen';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

const ADMIN = { staff: { id: 1, name: 'Site Admin', roles: ['ADMIN' as const] } };

function setup(
  options: { basePath?: BasePath; step?: boolean; answer?: () => Response; admin?: boolean } = {},
) {
  const offers = catalogue();
  const fetchMock = mockApi({
    'GET /api/getactiveoffers': () => json(offers.singles),
    'GET /api/getactiveaggregateoffers': () => json(offers.aggregates),
    'POST /api/selectoffers': () => json({ forward: '/admin/inmates/register?step=registration' }),
    'POST /api/registerinmate': options.answer ?? (() => json({ forward: '/inmates/paymentmethod' })),
    'POST /admin/api/registerinmate': options.answer ?? (() => json({ forward: '/admin/inmates' })),
  });
  const refreshSession = vi.fn(async () => {});
  const basePath = options.basePath ?? '';
  render(
    <MemoryRouter
      initialEntries={[`${basePath}/inmates/register${options.step ? '?step=registration' : ''}`]}
    >
      <RegisterScreen
        basePath={basePath}
        session={options.admin ? ADMIN : {}}
        refreshSession={refreshSession}
      />
      <Where />
    </MemoryRouter>,
  );
  return { fetchMock, refreshSession, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const person = {
    'First name': 'Dana',
    'Last name': 'Whitfield',
    'E-mail': 'dana@example.com',
    Username: 'dana',
    Password: 'Garden#2026x',
    'Re-enter password': 'Garden#2026x',
    ...values,
  };
  for (const [label, value] of Object.entries(person)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('Registration (spec §2 screen 2, §5)', () => {
  it('is the second step of the public page, headed Registration, with a visible label on every input', () => {
    setup({ step: true });
    expect(screen.getByRole('heading', { name: 'Registration' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'E-mail', 'Username', 'Password', 'Re-enter password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows each field’s first rule after the first submit, then validates on change', async () => {
    const { user, fetchMock } = setup({ step: true });
    await user.type(screen.getByLabelText('First name'), 'Dana1');
    // Not validated before the first submit.
    expect(screen.queryByText('First name can only contain upper and lower case letters')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('First name can only contain upper and lower case letters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('email is required')).toBeInTheDocument();
    expect(screen.getByText('username is required')).toBeInTheDocument();
    expect(screen.getAllByText('password is required')).toHaveLength(2);
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');

    // After the first submit each change re-validates.
    await user.type(screen.getByLabelText('E-mail'), 'dana');
    expect(await screen.findByText('invalid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Garden#2026x');
    await user.type(screen.getByLabelText('Re-enter password'), 'Garden#2026y');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'Dana');
    expect(
      await screen.findByText('username can only contain lower case letters and digits or e-mail'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/registerinmate')).toHaveLength(0);
  });

  // The match is a rule of the whole form reported on Re-enter password, so an edit of Password alone must re-check it.
  it('re-checks Passwords must match when only Password changes, and only after the first submit', async () => {
    const { user } = setup({ step: true });
    const password = screen.getByLabelText('Password');
    await fill(user, { Password: 'Garden#2026z', 'Re-enter password': 'Garden#2026y' });
    await user.type(password, '!');
    expect(screen.queryByText('Passwords must match')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Garden#2026y');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).toBeNull());
    await user.type(password, '!');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByLabelText('Re-enter password')).toHaveAccessibleDescription('Passwords must match');
  });

  it('registers, refreshes the session and goes to the payment method screen', async () => {
    const { user, fetchMock, refreshSession } = setup({ step: true });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Registered user');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/inmates/paymentmethod'), {
      timeout: 3000,
    });
    expect(refreshSession).toHaveBeenCalled();
    const [call] = callsTo(fetchMock, 'POST /api/registerinmate');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@example.com',
      username: 'dana',
      password: 'Garden#2026x',
      reenterPassword: 'Garden#2026x',
    });
  });

  it('shows the server’s text when the registration fails', async () => {
    const { user } = setup({
      step: true,
      answer: () => json({ error: 'This username is already taken' }, 409),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken');
    expect(screen.getByTestId('location')).toHaveTextContent('/inmates/register');
  });
});

describe('Registration by an admin', () => {
  it('shows the offers without Subscribe and the form without a heading; lands on /admin/inmates', async () => {
    const { user, fetchMock, refreshSession } = setup({ basePath: '/admin', admin: true });
    await screen.findByRole('radio', { name: 'Friends 60' });
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Registration' })).toBeNull();
    // No heading, yet the form says what it does: it registers another inmate, set apart from the offers.
    expect(screen.getByText('Register an inmate')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Register an inmate' })).toContainElement(
      screen.getByRole('button', { name: 'Register' }),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Registered user');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/inmates'), {
      timeout: 3000,
    });
    expect(callsTo(fetchMock, 'POST /admin/api/registerinmate')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/registerinmate')).toHaveLength(0);
    expect(refreshSession).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /^Payment for/ })).toBeNull();
  });

  it('links an admin acting as an inmate to that inmate’s payment screen', () => {
    const offers = catalogue();
    mockApi({
      'GET /api/getactiveoffers': () => json(offers.singles),
      'GET /api/getactiveaggregateoffers': () => json(offers.aggregates),
    });
    render(
      <MemoryRouter initialEntries={['/admin/inmates/register']}>
        <RegisterScreen
          basePath="/admin"
          session={{ ...ADMIN, inmate: { id: 7, username: 'dana', firstName: 'Dana' } }}
          refreshSession={async () => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Payment for Dana' })).toHaveAttribute(
      'href',
      '/admin/inmates/paymentmethod',
    );
  });
});

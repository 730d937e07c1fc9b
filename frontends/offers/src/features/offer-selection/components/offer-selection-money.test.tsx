/// <reference types="@testing-library/jest-dom/vitest" />

import type { OfferAnswer } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../testing/data';
import { OfferSelection } from './offer-selection';

// Issue 13 §4, beside spec §2 screen 1's words: what a credit buys, the running total, the bundle notice, and Back
// keeping the selection saved in the session.

afterEach(() => vi.unstubAllGlobals());

function setup(options: { saved?: (offers: ReturnType<typeof catalogue>) => OfferAnswer[] } = {}) {
  const offers = catalogue();
  const fetchMock = mockApi({
    'GET /api/getactiveoffers': () => json(offers.singles),
    'GET /api/getactiveaggregateoffers': () => json(offers.aggregates),
    'GET /api/getselectedoffers': () => json({ offers: options.saved?.(offers) ?? [], total: 0 }),
    'POST /api/selectoffers': () => json({ forward: '/inmates/paymentmethod', selectedOfferIds: [] }),
  });
  render(
    <MemoryRouter initialEntries={['/inmates/register']}>
      <OfferSelection showSubscribe />
    </MemoryRouter>,
  );
  return { offers, fetchMock, user: userEvent.setup() };
}

const radio = (name: string) => screen.getByRole('radio', { name });
const total = () => screen.getByRole('region', { name: 'Your choice' });

describe('OfferSelection: clear about money (issue 13 §4)', () => {
  it('says under each service what a credit buys', async () => {
    setup();
    await screen.findByRole('radio', { name: 'Friends 60' });
    expect(screen.getByRole('group', { name: 'Friends' })).toHaveAccessibleDescription(
      '1 credit = 1 minute of a call with a friend',
    );
    expect(screen.getByRole('group', { name: 'Call Connect' })).toHaveAccessibleDescription(
      '1 credit = 1 minute of a forwarded call',
    );
    expect(screen.getByRole('group', { name: 'AI Chat' })).toHaveAccessibleDescription(
      '1 credit = 1 minute of a call with the AI assistant',
    );
    expect(screen.getByRole('group', { name: 'Messaging' })).toHaveAccessibleDescription(
      'Credits for messages only; calls never use them',
    );
    expect(screen.getByText('Each call is counted in whole minutes, rounded up.')).toBeInTheDocument();
  });

  it('keeps a running total of the price and the credits per service as offers are picked', async () => {
    const { user } = setup();
    await screen.findByRole('radio', { name: 'Friends 60' });
    expect(total()).toHaveTextContent('Nothing chosen yet.');

    await user.click(radio('Friends 60'));
    expect(within(total()).getByText('Total to pay: $9.99')).toBeInTheDocument();
    await user.click(radio('Digital Bundle'));
    expect(within(total()).getByText('Total to pay: $25.98')).toBeInTheDocument();
    expect(
      within(total())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '60.0 credits for Friends (Friends 60)',
      '60.0 credits shared by AI Chat and Messaging (Digital Bundle)',
    ]);

    // Another offer in the same column replaces the first one in the total too.
    await user.click(radio('Friends 150'));
    expect(within(total()).getByText('Total to pay: $35.98')).toBeInTheDocument();
    expect(within(total()).getAllByRole('listitem')[0]).toHaveTextContent(
      '150.0 credits for Friends (Friends 150)',
    );
  });

  it('says politely which earlier choices a bundle replaced, and the reverse', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Friends 60' }));
    await user.click(radio('Call Connect 100'));
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(radio('Family Bundle'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The bundle Family Bundle replaced your choice of Friends 60 for Friends and Call Connect 100 for Call Connect.',
    );
    expect(within(total()).getByText('Total to pay: $29.99')).toBeInTheDocument();

    await user.click(radio('Friends 150'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Friends 150 for Friends replaced your choice of the bundle Family Bundle.',
    );
    // Worded at render: a language switch rewords it (docs/decisions.md "Messages follow a language switch").
    await act(async () => {
      await i18next.changeLanguage('es');
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Friends 150 para Amigos reemplazó lo que había elegido: el paquete Family Bundle.',
    );
    await act(async () => {
      await i18next.changeLanguage('en');
    });

    // A pick that replaces nothing clears the notice.
    await user.click(radio('Messages 100'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the offers, validity and monthly charge of an offer that has one', async () => {
    const offers = catalogue();
    const monthly = { ...offers.forwarding, fixedMoCrCharge: 5 };
    mockApi({
      'GET /api/getactiveoffers': () => json({ ...offers.singles, CALL_FORWARDING: [monthly] }),
      'GET /api/getactiveaggregateoffers': () => json(offers.aggregates),
    });
    render(
      <MemoryRouter>
        <OfferSelection showSubscribe />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('radio', { name: 'Call Connect 100' })).toHaveAccessibleDescription(
      /\$14\.99 · 60\.0 credits · never expire · 5\.0 credits taken each month/,
    );
  });
});

describe('OfferSelection: Back keeps the selection (issue 13 §4)', () => {
  it('shows the choice saved in the session picked again, with its total', async () => {
    const { user, fetchMock, offers } = setup({ saved: (o) => [o.pals, o.digital] });
    await waitFor(() => expect(radio('Friends 60')).toBeChecked());
    expect(radio('Digital Bundle')).toBeChecked();
    expect(radio('Messages 100')).not.toBeChecked();
    expect(within(total()).getByText('Total to pay: $25.98')).toBeInTheDocument();

    // Subscribe sends the same choice again, with nothing picked anew.
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/selectoffers')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'POST /api/selectoffers');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      PHONE_PALS: offers.pals.id,
      [`aggregate-${offers.digital.id}`]: offers.digital.id,
    });
  });
});

describe('OfferSelection in Spanish', () => {
  it('shows the columns, what a credit buys, the total, the notice and Subscribe in Spanish', async () => {
    await i18next.changeLanguage('es');
    const { user } = setup();
    await screen.findByRole('radio', { name: 'Friends 60' });
    expect(screen.getByRole('group', { name: 'Amigos' })).toHaveAccessibleDescription(
      '1 crédito = 1 minuto de llamada con un amigo',
    );
    expect(screen.getByRole('group', { name: 'Desvío de llamadas' })).toBeInTheDocument();
    expect(radio('Friends 60')).toHaveAccessibleDescription(/\$9\.99 · 60\.0 créditos · no vence/);
    expect(screen.getByRole('heading', { name: 'Ofertas combinadas' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Family Bundle incluye' })).toBeInTheDocument();

    await user.click(radio('Friends 60'));
    await user.click(radio('Family Bundle'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'El paquete Family Bundle reemplazó lo que había elegido: Friends 60 para Amigos.',
    );
    const choice = screen.getByRole('region', { name: 'Su elección' });
    expect(within(choice).getByText('Total a pagar: $29.99')).toBeInTheDocument();
    expect(within(choice).getByRole('listitem')).toHaveTextContent(
      '250.0 créditos compartidos entre Amigos y Desvío de llamadas (Family Bundle)',
    );
    expect(screen.getByRole('button', { name: 'Suscribirse' })).toHaveAccessibleDescription(
      'Después usted elige cómo pagar: un pago único o una suscripción.',
    );
  });
});

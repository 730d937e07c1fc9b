/// <reference types="@testing-library/jest-dom/vitest" />

import type { OfferAnswer } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue, offer } from '../../../testing/data';
import { OfferSelection } from './offer-selection';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function setup(
  options: {
    showSubscribe?: boolean;
    saveEachChoice?: boolean;
    selectAnswer?: (request: { init?: RequestInit }) => Response | Promise<Response>;
    moreAggregates?: OfferAnswer[];
  } = {},
) {
  const offers = catalogue();
  offers.aggregates.push(...(options.moreAggregates ?? []));
  const fetchMock = mockApi({
    'GET /api/getactiveoffers': () => json(offers.singles),
    'GET /api/getactiveaggregateoffers': () => json(offers.aggregates),
    'POST /api/selectoffers':
      options.selectAnswer ??
      (() => json({ forward: '/inmates/register?step=registration', selectedOfferIds: [] })),
  });
  render(
    <MemoryRouter initialEntries={['/inmates/register']}>
      <Routes>
        <Route
          path="/inmates/register"
          element={
            <OfferSelection
              showSubscribe={options.showSubscribe ?? true}
              saveEachChoice={options.saveEachChoice}
            />
          }
        />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { offers, fetchMock, user: userEvent.setup() };
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('OfferSelection (spec §2 screen 1, §4)', () => {
  it('shows four columns of single offers with price, credits and validity, and the bundles across them', async () => {
    setup();
    await screen.findByRole('radio', { name: 'Friends 60' });
    const columns = ['Friends', 'Call Connect', 'AI Chat', 'Messaging'].map((name) =>
      screen.getByRole('group', { name }),
    );
    expect(
      within(columns[0] as HTMLElement)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('name')),
    ).toEqual(['PHONE_PALS', 'PHONE_PALS']);
    expect(
      within(columns[3] as HTMLElement).getByRole('radio', { name: 'Messages 100' }),
    ).toBeInTheDocument();
    expect(radio('Friends 60')).toHaveAccessibleDescription(/\$9\.99 · 60\.0 credits · never expire/);
    expect(radio('Friends 150')).toHaveAccessibleDescription(/\$19\.99 · 150\.0 credits · valid for 30 days/);
    expect(radio('Digital Bundle')).toHaveAttribute('name', expect.stringMatching(/^aggregate-\d+$/));

    expect(screen.getByRole('heading', { name: 'Aggregate Offers' })).toBeInTheDocument();
    const family = screen.getByRole('row', { name: 'Family Bundle covers' });
    expect(within(family).getByRole('img', { name: 'Friends included' })).toHaveTextContent('✓');
    expect(within(family).getByRole('img', { name: 'Call Connect included' })).toBeInTheDocument();
    expect(within(family).queryByRole('img', { name: 'AI Chat included' })).toBeNull();
    expect(within(family).getAllByRole('img')).toHaveLength(2);
  });

  it('choosing in a column replaces that column’s choice and keeps the others', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Friends 60' }));
    await user.click(radio('AI Chat 50'));
    await user.click(radio('Friends 150'));
    expect(radio('Friends 60')).not.toBeChecked();
    expect(radio('Friends 150')).toBeChecked();
    expect(radio('AI Chat 50')).toBeChecked();
  });

  it('a bundle clears the single offers it overlaps, and a single offer clears an overlapping bundle', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Friends 60' }));
    await user.click(radio('Call Connect 100'));
    await user.click(radio('Messages 100'));
    await user.click(radio('Family Bundle'));
    expect(radio('Family Bundle')).toBeChecked();
    expect(radio('Friends 60')).not.toBeChecked();
    expect(radio('Call Connect 100')).not.toBeChecked();
    expect(radio('Messages 100')).toBeChecked();

    await user.click(radio('Digital Bundle'));
    expect(radio('Messages 100')).not.toBeChecked();
    expect(radio('Family Bundle')).toBeChecked();

    await user.click(radio('AI Chat 50'));
    expect(radio('Digital Bundle')).not.toBeChecked();
    await user.click(radio('Friends 150'));
    expect(radio('Family Bundle')).not.toBeChecked();
    expect(radio('AI Chat 50')).toBeChecked();
  });

  it('a bundle clears another bundle it overlaps, and keeps one it does not (spec §4)', async () => {
    const talk = offer({ title: 'Talk Bundle', serviceTypes: ['PHONE_PALS', 'MESSAGING'] });
    const { user } = setup({ moreAggregates: [talk] });
    await user.click(await screen.findByRole('radio', { name: 'Family Bundle' }));
    await user.click(radio('Digital Bundle'));
    await user.click(radio('Talk Bundle'));
    expect(radio('Talk Bundle')).toBeChecked();
    expect(radio('Family Bundle')).not.toBeChecked();
    expect(radio('Digital Bundle')).not.toBeChecked();

    await user.click(radio('Family Bundle'));
    expect(radio('Talk Bundle')).not.toBeChecked();
    await user.click(radio('Digital Bundle'));
    expect(radio('Family Bundle')).toBeChecked();
    expect(radio('Digital Bundle')).toBeChecked();
  });

  it('Subscribe posts the radios’ choice and follows the forward URL', async () => {
    const { user, fetchMock, offers } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Friends 60' }));
    await user.click(radio('Digital Bundle'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/inmates/register?step=registration'),
    );
    const [call] = callsTo(fetchMock, 'POST /api/selectoffers');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      PHONE_PALS: offers.pals.id,
      [`aggregate-${offers.digital.id}`]: offers.digital.id,
    });
    expect(new Headers(call?.init?.headers).get('content-type')).toBe('application/json');
  });

  it('a refused selection shows Please Select Offer and stays', async () => {
    const { user } = setup({ selectAnswer: () => json({ error: 'Please Select Offer' }, 400) });
    await screen.findByRole('radio', { name: 'Friends 60' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Select Offer');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/inmates\/register$/);
  });

  it('hides Subscribe for staff; an admin’s every choice is saved at once', async () => {
    const { user, fetchMock } = setup({ showSubscribe: false, saveEachChoice: true });
    await user.click(await screen.findByRole('radio', { name: 'Messages 100' }));
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/selectoffers')).toHaveLength(1));
    await user.click(radio('Digital Bundle'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/selectoffers')).toHaveLength(2));
    const last = callsTo(fetchMock, 'POST /api/selectoffers')[1];
    expect(Object.keys(JSON.parse(String(last?.init?.body)))).toEqual([expect.stringMatching(/^aggregate-/)]);
  });

  it('saves an admin’s choices one after another, so the session ends with the choice on screen', async () => {
    // What the session holds: the body of the last save the server processed.
    let stored: Record<string, number> = {};
    let posts = 0;
    let settled = 0;
    let releaseFirst: () => void = () => {};
    const { user, offers } = setup({
      showSubscribe: false,
      saveEachChoice: true,
      selectAnswer: async ({ init }) => {
        posts += 1;
        const body = JSON.parse(String(init?.body));
        // The first save is held up on a poor connection.
        if (posts === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
        stored = body;
        settled += 1;
        return json({ forward: '/admin/inmates/register', selectedOfferIds: Object.values(body) });
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Friends 60' }));
    await user.click(radio('Messages 100'));
    await user.click(radio('Friends 150'));
    await waitFor(() => expect(posts).toBeGreaterThan(0));
    releaseFirst();
    // The first save, then the latest choice; the choice in between is never sent.
    await waitFor(() => expect(settled).toBe(2));
    expect(stored).toEqual({ PHONE_PALS: offers.palsMonth.id, MESSAGING: offers.messaging.id });
    expect(posts).toBe(2);
    expect(radio('Friends 150')).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays quiet when the offers cannot be loaded (spec §8)', async () => {
    mockApi({});
    render(
      <MemoryRouter>
        <OfferSelection showSubscribe />
      </MemoryRouter>,
    );
    expect(await screen.findAllByText('No offers right now')).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

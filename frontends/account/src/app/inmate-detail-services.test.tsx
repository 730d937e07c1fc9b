import { callsTo, json } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi, open } from '../testing/account-api';
import { service } from '../testing/data';
import { renderDetail } from '../testing/render-detail';

// The inmate detail's Current Services and Current Offers (spec §2 screen 4, §4): depletion, the stops, Use This
// Service and Make Payment, as the page shows them. The sections per viewer and the loading are in
// inmate-detail-page.test.tsx.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('inmate detail: services (spec §4)', () => {
  it('marks depleted services: below 1 credit or paid-through past; an empty date reads never expire', async () => {
    accountApi('', {
      services: [
        service({ id: 1, title: 'Low', remainingCredits: 0.9 }),
        service({ id: 2, title: 'Expired', remainingCredits: 50, paidThrough: '2020-01-01T00:00:00.000Z' }),
        service({ id: 3, title: 'Fine', remainingCredits: 1, paidThrough: null }),
        service({ id: 4, title: 'Until', remainingCredits: 250, paidThrough: '2999-12-31T00:00:00.000Z' }),
      ],
    });
    renderDetail('');
    const low = await screen.findByRole('article', { name: 'Low' });
    expect(low).toHaveClass('service--depleted');
    expect(within(low).getByText('Depleted')).toBeInTheDocument();
    expect(within(low).getByText('0.9')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Expired' })).toHaveClass('service--depleted');
    const fine = screen.getByRole('article', { name: 'Fine' });
    expect(fine).not.toHaveClass('service--depleted');
    expect(within(fine).queryByText('Depleted')).toBeNull();
    expect(within(fine).getByText('1.0')).toBeInTheDocument();
    expect(within(fine).getByText('never expire')).toBeInTheDocument();
    const until = screen.getByRole('article', { name: 'Until' });
    expect(within(until).getByText('2999-12-31')).toBeInTheDocument();
    expect(within(until).getByText('250.0')).toBeInTheDocument();
  });

  it('an Automatic service being renewed is not depleted for a few hours after its paid-through date', async () => {
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const automatic = { remainingCredits: 50, paidThrough: anHourAgo, automaticPayments: true };
    accountApi('', {
      services: [
        service({ id: 1, title: 'Renewing', ...automatic, hasSubscription: true }),
        service({ id: 2, title: 'Stopped', ...automatic, automaticPayments: false, hasSubscription: true }),
      ],
    });
    renderDetail('');
    expect(await screen.findByRole('article', { name: 'Renewing' })).not.toHaveClass('service--depleted');
    expect(screen.getByRole('article', { name: 'Stopped' })).toHaveClass('service--depleted');
  });

  it('stops recurring payments after confirmation and reloads; a failure shows the spec text', async () => {
    let fail = false;
    const fetchMock = accountApi('', {
      services: [service({ id: 7, title: 'Friends 60', recurringPayments: true, automaticPayments: true })],
      handlers: {
        'POST /api/stoprecurring': () => (fail ? json({ error: 'nope' }, 502) : json([])),
        'POST /api/stopautorenew': () => json({ error: 'nope' }, 502),
      },
    });
    const { user } = renderDetail('');
    await user.click(await screen.findByRole('button', { name: 'Stop Recurring' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Stop recurring payments for Friends 60?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST /api/stoprecurring')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Stop Recurring' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /api/getservicesforinmate')).toHaveLength(2));
    const [stop] = callsTo(fetchMock, 'POST /api/stoprecurring');
    expect(stop?.init?.body).toBe('7');
    // spec §4 "the page reloads": the detail too; then focus is on the Current Services heading, not the page.
    expect(callsTo(fetchMock, 'GET /api/getinmatedetail')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Current Services' })).toHaveFocus());

    fail = true;
    await user.click(await screen.findByRole('button', { name: 'Stop Recurring' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop' }));
    expect(await screen.findByText('Failed to stop recurring payments!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop Auto-Renew' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop' }));
    expect(await screen.findByText('Failed to stop autorenew!')).toBeInTheDocument();
  });

  it('Use This Service shows the services it answered: sections stay open and focus stays on the service', async () => {
    let selected = 1;
    const services = () => [
      service({ id: 1, title: 'Used', selected: selected === 1 }),
      service({ id: 2, title: 'Other', selected: selected === 2 }),
    ];
    const fetchMock = accountApi('', {
      handlers: {
        'GET /api/getservicesforinmate': () => json(services()),
        'POST /api/selectservice': () => {
          selected = 2;
          return json(services());
        },
      },
    });
    const { user } = renderDetail('');
    const calls = await open(user, 'Call History');
    await calls.findByText('AI Chat Monthly');
    const other = await screen.findByRole('article', { name: 'Other' });
    await user.click(within(other).getByRole('button', { name: 'Use This Service' }));
    expect(
      await within(screen.getByRole('article', { name: 'Other' })).findByText('In use'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Used' })).queryByText('In use')).toBeNull();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Other' })).toHaveFocus());
    // No reload of the page, and no second read of the services (selectservice answered them, and a read lost on a
    // poor line would leave the old service shown in use): Call History is still open with its list.
    expect(callsTo(fetchMock, 'POST /api/selectservice')[0]?.init?.body).toBe('2');
    expect(callsTo(fetchMock, 'GET /api/getservicesforinmate')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/getinmatedetail')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/getinmatecalls')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Call History' })).toHaveAttribute('aria-expanded', 'true');
    expect(calls.getByText('AI Chat Monthly')).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('a failed selectservice shows Failed To Save Note', async () => {
    accountApi('', {
      services: [service({ id: 1, selected: true, title: 'Used' }), service({ id: 2, title: 'Other' })],
      handlers: { 'POST /api/selectservice': () => json({ error: 'x' }, 500) },
    });
    const { user } = renderDetail('');
    const other = await screen.findByRole('article', { name: 'Other' });
    expect(within(screen.getByRole('article', { name: 'Used' })).getByText('In use')).toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Use This Service' }));
    expect(await screen.findByText('Failed To Save Note')).toBeInTheDocument();
  });

  it('Make Payment leads to the offer selection', async () => {
    accountApi('');
    const { user } = renderDetail('');
    const offers = await open(user, 'Current Offers');
    expect(offers.getByText('$9.99')).toBeInTheDocument();
    await user.click(offers.getByRole('button', { name: 'Make Payment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/inmates/register');
  });
});

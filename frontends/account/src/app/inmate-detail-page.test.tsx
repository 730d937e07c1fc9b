import type { BasePath } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi, open } from '../testing/account-api';
import { detail, service } from '../testing/data';
import { renderDetail } from '../testing/render-detail';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const CHOOSE_INMATE_ES = 'Primero inicie sesión como un interno';

const SECTIONS = [
  'Inmate Account Info',
  'Admin Notes',
  'Payment History',
  'Auxiliary Charges',
  'Call History',
  'Current Services',
  'Current Offers',
  "Inmate's Files",
] as const;

const sectionTitles = () =>
  screen
    .getAllByRole('button', { expanded: true })
    .concat(screen.getAllByRole('button', { expanded: false }));

describe('inmate detail: sections per viewer (spec §2 screen 4, §6)', () => {
  it.each<[BasePath, string[]]>([
    [
      '',
      [
        'Inmate Account Info',
        'Payment History',
        'Auxiliary Charges',
        'Call History',
        'Current Services',
        'Current Offers',
        "Inmate's Files",
      ],
    ],
    ['/admin', [...SECTIONS]],
    [
      '/employee1',
      ['Inmate Account Info', 'Admin Notes', 'Auxiliary Charges', 'Current Services', "Inmate's Files"],
    ],
  ])('at "%s/inmates/detail" shows exactly %j', async (basePath, expected) => {
    accountApi(basePath);
    renderDetail(basePath);
    await screen.findByRole('button', { name: 'Inmate Account Info' });
    const shown = sectionTitles()
      .map((button) => button.textContent ?? '')
      .filter((title) => (SECTIONS as readonly string[]).includes(title));
    expect(SECTIONS.filter((title) => shown.includes(title))).toEqual(expected);
  });

  it('the inmate edits name and e-mail, sees the password mask with Change Password, the secret code with Reset', async () => {
    accountApi('');
    const { user } = renderDetail('');
    const info = await open(user, 'Inmate Account Info');
    expect(info.getByLabelText('First Name')).toHaveValue('Alex');
    expect(info.getByLabelText('E-mail')).toHaveValue('inmate1@example.com');
    expect(info.getByText('********')).toBeInTheDocument();
    expect(info.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/inmates/changepassword',
    );
    expect(info.getByText('482913')).toBeInTheDocument();
    expect(info.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(info.queryByLabelText('Assigned Phone Number')).toBeNull();
    expect(info.getByText('+15555550100')).toBeInTheDocument();
  });

  it('Reset gives a new secret code, reads it out and keeps the focus on Reset', async () => {
    accountApi('', {
      handlers: { 'GET /api/resetsecretcode': () => json({ ...detail(), secretCode: '956180' }) },
    });
    const { user } = renderDetail('');
    const info = await open(user, 'Inmate Account Info');
    const reset = info.getByRole('button', { name: 'Reset' });
    await user.click(reset);
    expect(await info.findByRole('status')).toHaveTextContent('New secret code: 956180');
    expect(info.getByTestId('secret-code')).toHaveTextContent('956180');
    expect(reset).toHaveFocus();
  });

  it('an ADMIN edits the assigned phone number, sees the secret code and no Change Password link', async () => {
    accountApi('/admin');
    const { user } = renderDetail('/admin');
    const info = await open(user, 'Inmate Account Info');
    expect(info.getByLabelText('Assigned Phone Number')).toHaveValue('+15555550100');
    expect(info.getByLabelText('First Name')).toBeInTheDocument();
    expect(info.getByText('482913')).toBeInTheDocument();
    expect(info.queryByRole('link', { name: 'Change Password' })).toBeNull();
  });

  it('EMPLOYEE1 sees name and e-mail read-only, no secret code, and never asks for payments, calls or money charges', async () => {
    const fetchMock = accountApi('/employee1');
    const { user } = renderDetail('/employee1');
    const info = await open(user, 'Inmate Account Info');
    expect(info.queryByRole('textbox')).toBeNull();
    expect(info.getByText('Alex')).toBeInTheDocument();
    expect(info.getByText('inmate1@example.com')).toBeInTheDocument();
    expect(info.queryByText('Secret Code')).toBeNull();
    expect(info.queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(screen.queryByText('482913')).toBeNull();
    const notes = await open(user, 'Admin Notes');
    expect(notes.getByLabelText('Notes')).toHaveValue('Demo account.');
    const charges = await open(user, 'Auxiliary Charges');
    expect(charges.getByRole('group', { name: 'Charge Credits' })).toBeInTheDocument();
    expect(charges.queryByRole('group', { name: 'Charge Money' })).toBeNull();
    expect(charges.queryByText('Money Charges')).toBeNull();
    const services = await open(user, 'Current Services');
    expect(services.queryByRole('button', { name: /Stop|Use This Service/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).toBeNull();
    await screen.findByText('Replacement earbuds');
    for (const path of [
      '/api/getinmatepayments',
      '/api/getinmatecalls',
      '/api/getauxiliarycurrencycharges',
    ]) {
      expect(callsTo(fetchMock, `GET ${path}`)).toHaveLength(0);
    }
  });
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

describe('inmate detail: loading', () => {
  it('with delayupdate=true loads the data 2 seconds later', async () => {
    vi.useFakeTimers();
    const fetchMock = accountApi('');
    renderDetail('', '?delayupdate=true', { fakeTimers: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(callsTo(fetchMock, 'GET /api/getinmatedetail')).toHaveLength(0);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(callsTo(fetchMock, 'GET /api/getinmatedetail')).toHaveLength(1);
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Inmate Account Info' })).toBeInTheDocument();
  });

  it('without a session goes to the inmate login; staff not acting as an inmate read why', async () => {
    mockApi({ 'GET /api/getinmatedetail': () => json({ error: 'Please sign in' }, 401) });
    renderDetail('');
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/inmates/login'));
  });

  it('tells staff to pick an inmate first', async () => {
    mockApi({ 'GET /api/getinmatedetail': () => json({ error: 'Log in as an inmate first' }, 403) });
    renderDetail('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in as an inmate first');
    expect(screen.getByRole('link', { name: 'Manage Inmates' })).toHaveAttribute('href', '/admin/inmates');
  });

  it('tells staff in Spanish to pick an inmate first', async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'GET /api/getinmatedetail': () => json({ error: 'Log in as an inmate first' }, 403) });
    renderDetail('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHOOSE_INMATE_ES);
    expect(screen.getByRole('link', { name: 'Administrar internos' })).toHaveAttribute(
      'href',
      '/admin/inmates',
    );
  });
});

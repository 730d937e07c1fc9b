import type { BasePath } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { act, screen } from '@testing-library/react';
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

  it('words a failed Reset at render, so it follows a language switch', async () => {
    accountApi('', { handlers: { 'GET /api/resetsecretcode': () => new Response('', { status: 500 }) } });
    const { user } = renderDetail('');
    const info = await open(user, 'Inmate Account Info');
    await user.click(info.getByRole('button', { name: 'Reset' }));
    expect(await info.findByRole('alert')).toHaveTextContent(/^Failed!$/);
    await act(() => i18next.changeLanguage('es'));
    expect(info.getByRole('alert')).toHaveTextContent('¡Falló!');
  });

  it('EMPLOYEE1 resets the secret code without ever seeing it', async () => {
    const { secretCode: _code, ...withoutCode } = detail();
    accountApi('/employee1', {
      handlers: { 'GET /api/resetsecretcode': () => json(withoutCode) },
    });
    const { user } = renderDetail('/employee1');
    const info = await open(user, 'Inmate Account Info');
    await user.click(info.getByRole('button', { name: 'Reset' }));
    expect(await info.findByRole('status')).toHaveTextContent('The inmate has a new secret code');
    expect(info.getByTestId('secret-code')).toHaveTextContent('******');
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
    const fetchMock = accountApi('/employee1', {
      services: [service({ id: 1, title: 'Friends 60', recurringPayments: true, selected: false })],
    });
    const { user } = renderDetail('/employee1');
    const info = await open(user, 'Inmate Account Info');
    expect(info.queryByRole('textbox')).toBeNull();
    expect(info.getByText('Alex')).toBeInTheDocument();
    expect(info.getByText('inmate1@example.com')).toBeInTheDocument();
    // The code masked, with its Reset (DESIGN.md: staff acting as the inmate may reset it).
    expect(info.getByTestId('secret-code')).toHaveTextContent('******');
    expect(info.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.queryByText('482913')).toBeNull();
    const notes = await open(user, 'Admin Notes');
    expect(notes.getByLabelText('Notes')).toHaveValue('Demo account.');
    const charges = await open(user, 'Auxiliary Charges');
    expect(charges.getByRole('group', { name: 'Charge Credits' })).toBeInTheDocument();
    expect(charges.queryByRole('group', { name: 'Charge Money' })).toBeNull();
    expect(charges.queryByText('Money Charges')).toBeNull();
    // Using a service and stopping its renewals, as the inmate would; never paying (spec §6).
    const services = await open(user, 'Current Services');
    expect(services.getByRole('button', { name: 'Use This Service' })).toBeInTheDocument();
    expect(services.getByRole('button', { name: 'Stop Recurring' })).toBeInTheDocument();
    expect(services.queryByRole('button', { name: 'Renew' })).toBeNull();
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

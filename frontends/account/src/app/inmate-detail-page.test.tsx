import type { BasePath, InmateDetailAnswer, ServiceAnswer } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditCharge, detail, service } from '../testing/data';
import { renderDetail } from '../testing/render-detail';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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

/** The account calls answering as the server does for each viewer (secret code and notes per spec §6). */
function accountApi(
  basePath: BasePath,
  options: {
    detail?: InmateDetailAnswer;
    services?: ServiceAnswer[];
    handlers?: Parameters<typeof mockApi>[0];
  } = {},
) {
  const full = options.detail ?? detail();
  const { secretCode, adminNotes, ...shared } = full;
  const seen =
    basePath === '' ? { ...shared, secretCode } : basePath === '/admin' ? full : { ...shared, adminNotes };
  return mockApi({
    'GET /api/getinmatedetail': () => json(seen),
    'GET /api/getservicesforinmate': () =>
      json(options.services ?? [service({ id: 1, title: 'Friends 60' })]),
    'GET /api/getinmatepayments': () =>
      json([
        {
          id: 1,
          paymentDate: '2026-01-10T12:00:00.000Z',
          amount: 9.99,
          status: 'succeeded',
          serviceTitles: ['Friends 60'],
          paymentMethod: { description: 'Visa •••• 4242' },
        },
      ]),
    'GET /api/getinmatecalls': () =>
      json([
        {
          id: 2,
          date: '2026-02-01T00:00:00.000Z',
          creditsUsed: 10,
          serviceType: 'AI_CHAT',
          serviceTypePretty: 'AI Chat',
          conversationUuid: null,
          service: { title: 'AI Chat Monthly' },
        },
      ]),
    'GET /api/getauxiliarycreditcharges': () => json([creditCharge()]),
    'GET /api/getauxiliarycurrencycharges': () => json([]),
    [`GET ${basePath}/api/getuploadedfiles`]: () => json([]),
    ...options.handlers,
  });
}

const sectionTitles = () =>
  screen
    .getAllByRole('button', { expanded: true })
    .concat(screen.getAllByRole('button', { expanded: false }));

async function open(user: ReturnType<typeof renderDetail>['user'], title: string) {
  const toggle = await screen.findByRole('button', { name: title });
  if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
  const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!body) throw new Error(`no body for ${title}`);
  return within(body);
}

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

    fail = true;
    await user.click(await screen.findByRole('button', { name: 'Stop Recurring' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop' }));
    expect(await screen.findByText('Failed to stop recurring payments!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop Auto-Renew' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop' }));
    expect(await screen.findByText('Failed to stop autorenew!')).toBeInTheDocument();
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
});

describe('inmate detail: messages of spec §8', () => {
  it('saves the name, or says it failed', async () => {
    let ok = true;
    const fetchMock = accountApi('', {
      handlers: {
        'POST /api/savename': () => (ok ? json(detail({ firstName: 'Sam' })) : json({ error: 'x' }, 500)),
      },
    });
    const { user } = renderDetail('');
    const info = await open(user, 'Inmate Account Info');
    await user.clear(info.getByLabelText('First Name'));
    await user.click(info.getByRole('button', { name: 'Save Name' }));
    expect(await info.findByText('First name is required')).toBeInTheDocument();
    await user.type(info.getByLabelText('First Name'), 'Sam');
    await user.click(info.getByRole('button', { name: 'Save Name' }));
    expect(await info.findByRole('status')).toHaveTextContent('Inmate name saved');
    const body = callsTo(fetchMock, 'POST /api/savename')[0]?.init?.body as FormData;
    expect(Object.fromEntries(body)).toEqual({ firstName: 'Sam', lastName: 'Morgan' });
    ok = false;
    await user.click(info.getByRole('button', { name: 'Save Name' }));
    expect(await info.findByRole('alert')).toHaveTextContent('Failed to save Inmate name');
  });

  it('saves the e-mail and the phone number, or says they failed', async () => {
    accountApi('/admin', {
      handlers: {
        'POST /api/saveemail': () => json({ error: 'taken' }, 409),
        'POST /admin/api/saveassignedphonenumber': () => json(detail({ twilioNumber: '+15555550199' })),
      },
    });
    const { user } = renderDetail('/admin');
    const info = await open(user, 'Inmate Account Info');
    await user.click(info.getByRole('button', { name: 'Save E-mail' }));
    expect(await info.findByText('Failed to save e-mail')).toBeInTheDocument();
    await user.clear(info.getByLabelText('Assigned Phone Number'));
    await user.type(info.getByLabelText('Assigned Phone Number'), '123');
    await user.click(info.getByRole('button', { name: 'Save Number' }));
    expect(await info.findByText('Invalid phone number')).toBeInTheDocument();
    await user.clear(info.getByLabelText('Assigned Phone Number'));
    await user.type(info.getByLabelText('Assigned Phone Number'), '+15555550199');
    await user.click(info.getByRole('button', { name: 'Save Number' }));
    expect(await info.findByText('Phone Number Saved')).toBeInTheDocument();
  });

  it('saves admin notes under the viewer’s prefix, or says Failed To Save Note', async () => {
    let ok = true;
    const fetchMock = accountApi('/employee1', {
      handlers: {
        'POST /employee1/api/saveadminnotes': () =>
          ok ? json({ adminNotes: 'x' }) : json({ error: 'x' }, 500),
      },
    });
    const { user } = renderDetail('/employee1');
    const notes = await open(user, 'Admin Notes');
    await user.type(notes.getByLabelText('Notes'), ' More.');
    await user.click(notes.getByRole('button', { name: 'Save Note' }));
    expect(await notes.findByText('Admin Note Saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /employee1/api/saveadminnotes')[0]?.init?.body).toBe(
      'Demo account. More.',
    );
    ok = false;
    await user.click(notes.getByRole('button', { name: 'Save Note' }));
    expect(await notes.findByText('Failed To Save Note')).toBeInTheDocument();
  });

  it('charges credits (Success!, Error Charging Credits)', async () => {
    let ok = true;
    const fetchMock = accountApi('/employee1', {
      services: [service({ id: 3, title: 'Messages 100', remainingCredits: 87 })],
      handlers: {
        'POST /employee1/api/auxiliarychargecredits': () =>
          ok ? json({ charge: { id: 9 } }) : json({ error: 'Not enough credits on this service' }, 409),
      },
    });
    const { user } = renderDetail('/employee1');
    const form = within(
      (await open(user, 'Auxiliary Charges')).getByRole('group', { name: 'Charge Credits' }),
    );
    await user.click(form.getByRole('button', { name: 'Charge Credits' }));
    expect(await form.findByText('Please choose a service')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('Service'), '3');
    await user.type(form.getByLabelText('Credits'), '1.5');
    await user.type(form.getByLabelText('Description'), 'Lost headset');
    await user.click(form.getByRole('button', { name: 'Charge Credits' }));
    expect(await form.findByText('Success!')).toBeInTheDocument();
    const body = callsTo(fetchMock, 'POST /employee1/api/auxiliarychargecredits')[0]?.init?.body as FormData;
    expect(Object.fromEntries(body)).toEqual({ serviceId: '3', credits: '1.5', description: 'Lost headset' });
    ok = false;
    await user.type(form.getByLabelText('Credits'), '900');
    await user.type(form.getByLabelText('Description'), 'Too much');
    await user.click(form.getByRole('button', { name: 'Charge Credits' }));
    expect(await form.findByText('Error Charging Credits')).toBeInTheDocument();
  });

  it('shows the card-on-file charge only with a recurring service; Charge Request Sent, then the redirect after 2000 ms', async () => {
    accountApi('/admin', {
      services: [service({ id: 1, recurringPayments: true })],
      handlers: {
        'POST /admin/api/auxiliarychargecurrencywithmethodonfile': () =>
          json({ message: 'Charge Request Sent' }),
        'POST /admin/api/auxiliarychargecurrency': () => json({ error: 'down' }, 502),
      },
    });
    const { user } = renderDetail('/admin');
    const charges = await open(user, 'Auxiliary Charges');
    const money = within(charges.getByRole('group', { name: 'Charge Money' }));
    await user.type(money.getByLabelText('Amount'), '12.50');
    await user.type(money.getByLabelText('Description'), 'ID card');
    await user.click(money.getByRole('button', { name: 'Show Payment Form' }));
    expect(await money.findByText('Error Displaying Payment Form')).toBeInTheDocument();

    const onFile = within(charges.getByRole('group', { name: 'Charge Card On File' }));
    await user.type(onFile.getByLabelText('Amount'), '7');
    await user.type(onFile.getByLabelText('Description'), 'Tablet');
    await user.click(onFile.getByRole('button', { name: 'Charge Card On File' }));
    expect(await onFile.findByText('Charge Request Sent')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/inmates\/detail$/);
    await vi.waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent('/admin/inmates/detail?delayupdate=true'),
      { timeout: 3000 },
    );
  });

  it('hides the card-on-file charge without a recurring service', async () => {
    accountApi('/admin', { services: [service({ id: 1, recurringPayments: false })] });
    const { user } = renderDetail('/admin');
    const charges = await open(user, 'Auxiliary Charges');
    expect(charges.getByRole('group', { name: 'Charge Money' })).toBeInTheDocument();
    expect(charges.queryByRole('group', { name: 'Charge Card On File' })).toBeNull();
  });
});

import { type InmateListRow, TOTAL_COUNT_HEADER } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** spec §3 inmate listing row as getinmates answers it, with overrides. */
function inmateRow(id: number, overrides: Partial<InmateListRow> = {}, admin = true): InmateListRow {
  return {
    inmate: {
      id,
      firstName: `First${id}`,
      lastName: `Last${id}`,
      username: `inmate${id}`,
      email: `inmate${id}@example.com`,
      ...(admin ? { secretCode: `S${id}` } : {}),
      twilioNumber: '+15550001111',
    },
    lastUsed: daysAgo(2),
    currentServiceTypes: ['PHONE_PALS', 'AI_CHAT'],
    depletedServiceTypes: ['MESSAGING'],
    creditsUsedLast30Days: 12.5,
    ...overrides,
  };
}

const page = (rows: InmateListRow[], total = rows.length) =>
  new Response(JSON.stringify(rows), {
    headers: { 'content-type': 'application/json', [TOTAL_COUNT_HEADER]: String(total) },
  });

const rowOf = (username: string) =>
  screen.getByRole('button', { name: new RegExp(`\\(${username}\\)`) }).closest('tr') as HTMLElement;

describe('Manage Inmates (spec §2 screen 14)', () => {
  it('shows ADMIN the create form and every column, secret codes included', async () => {
    const fetchMock = mockApi({ 'GET /admin/api/getinmates': () => page([inmateRow(1)]) });
    renderAdmin('inmates');
    expect(
      await screen.findByRole('button', { name: 'Log in as First1 Last1 (inmate1)' }),
    ).toBeInTheDocument();
    // The create form is folded under its title until opened, so that the list comes first.
    const toggle = screen.getByRole('button', { name: 'Create inmate' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Create inmate' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('form', { name: 'Create inmate' })).toBeVisible();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Secret code' })).toBeInTheDocument();
    const row = within(rowOf('inmate1'));
    for (const text of ['Last1', 'inmate1', 'inmate1@example.com', 'S1', '+15550001111', 'Friends, AI Chat'])
      expect(row.getByText(text)).toBeInTheDocument();
    expect(row.getByText('Messaging')).toBeInTheDocument();
    expect(row.getByText('12.5')).toBeInTheDocument();
    expect(row.getByText(daysAgo(2).slice(0, 10))).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(rowOf('inmate1')).toHaveClass('inmate-row--active');
    // The table scrolls sideways on a phone: its box takes the focus, so the arrow keys reach every column.
    expect(screen.getByRole('region', { name: 'Inmates' })).toHaveAttribute('tabindex', '0');
    const [call] = callsTo(fetchMock, 'GET /admin/api/getinmates');
    expect(call?.url.searchParams.get('limit')).toBe('50');
    expect(call?.url.searchParams.get('offset')).toBe('0');
    expect(call?.init?.credentials).toBe('same-origin');
  });

  it('shows EMPLOYEE1 no create form and no secret code column', async () => {
    const fetchMock = mockApi({ 'GET /employee1/api/getinmates': () => page([inmateRow(1, {}, false)]) });
    renderAdmin('inmates', { basePath: '/employee1' });
    await screen.findByRole('button', { name: 'Log in as First1 Last1 (inmate1)' });
    expect(screen.queryByRole('button', { name: 'Create inmate' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Secret code' })).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(10);
    expect(callsTo(fetchMock, 'GET /employee1/api/getinmates')).toHaveLength(1);
  });

  it('says in words which rows are inactive: never used, or idle over 30 days', async () => {
    mockApi({
      'GET /admin/api/getinmates': () =>
        page([
          inmateRow(1, { lastUsed: null, creditsUsedLast30Days: 0 }),
          inmateRow(2, { lastUsed: daysAgo(45) }),
        ]),
    });
    renderAdmin('inmates');
    await screen.findByRole('button', { name: /\(inmate1\)/ });
    const never = within(rowOf('inmate1'));
    expect(never.getByText('never expire')).toBeInTheDocument(); // spec §4: an empty date
    expect(never.getByText('Inactive (never used)')).toBeInTheDocument();
    expect(never.getByText('0.0')).toBeInTheDocument();
    expect(within(rowOf('inmate2')).getByText('Inactive (idle over 30 days)')).toBeInTheDocument();
    expect(rowOf('inmate2')).toHaveClass('inmate-row--inactive');
  });

  it('searches from the first page', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getinmates': ({ url }) =>
        url.searchParams.get('q') === 'inmate7' ? page([inmateRow(7)]) : page([inmateRow(1), inmateRow(2)]),
    });
    const { user } = renderAdmin('inmates');
    await screen.findByRole('button', { name: /\(inmate1\)/ });
    await user.type(screen.getByLabelText('Search inmates'), '  inmate7 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: /\(inmate7\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /\(inmate1\)/ })).toBeNull();
    const last = callsTo(fetchMock, 'GET /admin/api/getinmates').at(-1);
    expect(last?.url.searchParams.get('q')).toBe('inmate7');
    expect(last?.url.searchParams.get('offset')).toBe('0');
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
  });

  it('sorts from the first page', async () => {
    const fetchMock = mockApi({ 'GET /admin/api/getinmates': () => page([inmateRow(1)]) });
    const { user } = renderAdmin('inmates');
    await screen.findByRole('button', { name: /\(inmate1\)/ });
    expect(callsTo(fetchMock, 'GET /admin/api/getinmates')[0]?.url.searchParams.get('sort')).toBe('lastName');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Last used, most recent first');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /admin/api/getinmates')).toHaveLength(2));
    const last = callsTo(fetchMock, 'GET /admin/api/getinmates').at(-1);
    expect(last?.url.searchParams.get('sort')).toBe('-lastUsed');
    expect(last?.url.searchParams.get('offset')).toBe('0');
  });

  it('pages with Previous and Next over the total of X-Total-Count', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getinmates': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        const size = Math.min(50, 120 - offset);
        return page(
          Array.from({ length: size }, (_, index) => inmateRow(offset + index + 1)),
          120,
        );
      },
    });
    const { user } = renderAdmin('inmates');
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    const offsets = callsTo(fetchMock, 'GET /admin/api/getinmates').map(({ url }) =>
      url.searchParams.get('offset'),
    );
    expect(offsets).toEqual(['0', '50', '100', '50']);
  });

  it('keeps the range and Previous/Next of the rows shown when a page fails to load', async () => {
    let fail = true;
    const fetchMock = mockApi({
      'GET /admin/api/getinmates': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        if (offset > 0 && fail) return json({ error: 'Failed!' }, 500);
        return page(
          Array.from({ length: 50 }, (_, index) => inmateRow(offset + index + 1)),
          120,
        );
      },
    });
    const { user } = renderAdmin('inmates');
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed!');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /\(inmate1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    const offsets = callsTo(fetchMock, 'GET /admin/api/getinmates').map(({ url }) =>
      url.searchParams.get('offset'),
    );
    expect(offsets).toEqual(['0', '50', '50']);
  });

  it('logs in as the clicked inmate, refreshes the session and opens {prefix}/inmates/detail', async () => {
    const fetchMock = mockApi({
      'GET /employee1/api/getinmates': () => page([inmateRow(1, {}, false), inmateRow(2, {}, false)]),
      'GET /employee1/api/logininmate': () => json({}),
    });
    const { user, refreshSession } = renderAdmin('inmates', { basePath: '/employee1' });
    await screen.findByRole('button', { name: /\(inmate2\)/ });
    await user.click(within(rowOf('inmate2')).getByText('inmate2@example.com'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/employee1/inmates/detail'),
    );
    const calls = callsTo(fetchMock, 'GET /employee1/api/logininmate');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('id')).toBe('2');
    expect(refreshSession).toHaveBeenCalledOnce();
  });

  it('opens a row with the keyboard (Enter)', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getinmates': () => page([inmateRow(1)]),
      'GET /admin/api/logininmate': () => json({}),
    });
    const { user } = renderAdmin('inmates');
    (await screen.findByRole('button', { name: 'Log in as First1 Last1 (inmate1)' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/inmates/detail'));
    expect(callsTo(fetchMock, 'GET /admin/api/logininmate')).toHaveLength(1);
  });

  it('stays and says Login Failed when the login as an inmate fails (spec §8)', async () => {
    mockApi({
      'GET /admin/api/getinmates': () => page([inmateRow(1)]),
      'GET /admin/api/logininmate': () => json({ error: 'Failed!' }, 404),
    });
    const { user } = renderAdmin('inmates');
    await user.click(await screen.findByRole('button', { name: /\(inmate1\)/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login Failed$/);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/inmates');
  });
});

// A focused button that becomes `disabled` hands focus to <body> in a browser; the row's button is marked
// aria-disabled instead while its login runs, so a refusal leaves the keyboard where it was.
describe('Manage Inmates keeps the keyboard focus on a row being opened', () => {
  it('the focused row button stays enabled while logininmate runs, and keeps the focus after a refusal', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      'GET /admin/api/getinmates': () => page([inmateRow(1), inmateRow(2)]),
      'GET /admin/api/logininmate': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderAdmin('inmates');
    const open = await screen.findByRole('button', { name: 'Log in as First2 Last2 (inmate2)' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveFocus();
    expect(open).not.toBeDisabled();
    expect(open).toHaveAttribute('aria-disabled', 'true');
    answer(json({ error: 'Failed!' }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Failed');
    expect(open).toHaveFocus();
  });
});

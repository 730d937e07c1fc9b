import type { FriendPaymentsAnswer, FriendPayoutAnswer } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

const ADDRESS =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';

function payout(overrides: Partial<FriendPayoutAnswer> = {}): FriendPayoutAnswer {
  return {
    friend: { id: 7, firstName: 'Sam', lastName: 'Rivera', username: 'samr' },
    moneroAddress: ADDRESS,
    unpaidBalance: 2.85,
    totalEarned: 2.85,
    totalPaid: 0,
    lastPaidAt: null,
    ...overrides,
  };
}

const PAID: FriendPaymentsAnswer = [
  {
    amount: 2.85,
    transactionId: 'tx-demo-1',
    moneroAddress: ADDRESS,
    paidBy: 'Site Admin',
    paidAt: '2026-11-24T10:00:00.000Z',
  },
];

/** The Payouts calls: the list and the history answer `before` until a mark-paid succeeds, then `after`. */
function payoutsApi(options: { markPaid?: () => Response } = {}) {
  let paid = false;
  const after = payout({ unpaidBalance: 0, totalPaid: 2.85, lastPaidAt: '2026-11-24T10:00:00.000Z' });
  return mockApi({
    'GET /admin/api/getfriendpayouts': () => json(paid ? [after] : [payout()]),
    'GET /admin/api/getfriendpayments': () => json(paid ? PAID : []),
    'POST /admin/api/markfriendpaid': () => {
      const response = options.markPaid?.() ?? json([after]);
      if (response.ok) paid = true;
      return response;
    },
  });
}

async function openSam(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Mark paid: Sam Rivera' }));
  return within(await screen.findByRole('region', { name: 'Payments of Sam Rivera' }));
}

const cells = (name: string) =>
  within(screen.getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Friend Payouts (issue 11, /admin/friends/payouts)', () => {
  it('lists each friend with Monero address, unpaid balance, total paid and last paid', async () => {
    payoutsApi();
    renderAdmin('friends/payouts');
    expect(await screen.findByRole('heading', { name: 'Friend Payouts' })).toBeInTheDocument();
    await screen.findByRole('row', { name: 'Sam Rivera' });
    expect(cells('Sam Rivera').slice(0, 5)).toEqual([
      'Sam Rivera (samr)',
      ADDRESS,
      '$2.85',
      '$0.00',
      'never expire',
    ]);
  });

  it('marks a friend paid after a confirmation: Success!, the new balance and the payment in the history', async () => {
    const fetchMock = payoutsApi();
    const { user } = renderAdmin('friends/payouts');
    const panel = await openSam(user);
    expect(await panel.findByText('No payments yet.')).toBeInTheDocument();
    expect(panel.getByLabelText('Amount')).toHaveValue('2.85');
    await user.type(panel.getByLabelText('Transaction id'), ' tx-demo-1 ');
    await user.click(panel.getByRole('button', { name: 'Mark paid' }));
    expect(
      panel.getByText('Record $2.85 paid to Sam Rivera with transaction tx-demo-1?'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/api/markfriendpaid')).toHaveLength(0);
    await user.click(panel.getByRole('button', { name: 'Confirm' }));
    expect(await panel.findByText('Success!')).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, 'POST /admin/api/markfriendpaid');
    // The address the list showed: the one the ADMIN sent the Monero to.
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      friendId: 7,
      amount: 2.85,
      transactionId: 'tx-demo-1',
      moneroAddress: ADDRESS,
    });
    await waitFor(() => expect(cells('Sam Rivera')[2]).toBe('$0.00'));
    expect(cells('Sam Rivera')[4]).toBe('2026-11-24');
    const history = await panel.findByRole('table', { name: 'Payments' });
    expect(within(history).getByText('tx-demo-1')).toBeInTheDocument();
    expect(within(history).getByText('Site Admin')).toBeInTheDocument();
    expect(panel.getByLabelText('Amount')).toHaveValue('0.00');
    expect(panel.getByLabelText('Transaction id')).toHaveValue('');
    // Focus goes back to the Mark paid that opened the confirmation, not to the start of the page.
    expect(panel.getByRole('button', { name: 'Mark paid' })).toHaveFocus();
  });

  it('checks the amount and the transaction id with the shared schema before sending', async () => {
    const fetchMock = payoutsApi();
    const { user } = renderAdmin('friends/payouts');
    const panel = await openSam(user);
    await user.clear(panel.getByLabelText('Amount'));
    await user.type(panel.getByLabelText('Amount'), '0');
    await user.click(panel.getByRole('button', { name: 'Mark paid' }));
    expect(
      await panel.findByText('Amount must be more than 0 and at most the unpaid balance'),
    ).toBeInTheDocument();
    expect(panel.getByText('Please enter the transaction id')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/api/markfriendpaid')).toHaveLength(0);
  });

  it('refuses more than the unpaid balance in the browser: nothing to confirm, nothing sent', async () => {
    const fetchMock = payoutsApi();
    const { user } = renderAdmin('friends/payouts');
    const panel = await openSam(user);
    await user.clear(panel.getByLabelText('Amount'));
    await user.type(panel.getByLabelText('Amount'), '2.86');
    await user.type(panel.getByLabelText('Transaction id'), 'tx-1');
    await user.click(panel.getByRole('button', { name: 'Mark paid' }));
    expect(
      await panel.findByText('Amount must be more than 0 and at most the unpaid balance'),
    ).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/api/markfriendpaid')).toHaveLength(0);
  });

  it('shows the server’s message when it refuses, and Cancel records nothing', async () => {
    const fetchMock = payoutsApi({
      markPaid: () => json({ error: 'This transaction id is already recorded' }, 409),
    });
    const { user } = renderAdmin('friends/payouts');
    const panel = await openSam(user);
    await user.type(panel.getByLabelText('Transaction id'), 'tx-used');
    await user.click(panel.getByRole('button', { name: 'Mark paid' }));
    await user.click(panel.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST /admin/api/markfriendpaid')).toHaveLength(0);
    await user.click(panel.getByRole('button', { name: 'Mark paid' }));
    await user.click(panel.getByRole('button', { name: 'Confirm' }));
    expect(await panel.findByText('This transaction id is already recorded')).toBeInTheDocument();
    expect(cells('Sam Rivera')[2]).toBe('$2.85');
  });

  it('is reached from Manage Friends by its Payouts link', async () => {
    payoutsApi();
    mockApi({ 'GET /admin/api/getfriends': () => json([]) });
    const { user } = renderAdmin('friends');
    await user.click(await screen.findByRole('link', { name: 'Payouts' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/friends/payouts');
  });
});

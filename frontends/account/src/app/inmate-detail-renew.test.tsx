import { callsTo, json, type mockApi } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi, open } from '../testing/account-api';
import { service } from '../testing/data';
import { renderDetail } from '../testing/render-detail';

// Renew (spec §2 screen 3: Recurring means "inmates can renew from inside"): a Recurring service's offer bought again
// with the kept card, after a confirmation naming the price.

afterEach(() => vi.unstubAllGlobals());

type RenewHandler = Parameters<typeof mockApi>[0][string];

function renewApi(
  renew: RenewHandler,
  services = [service({ id: 7, title: 'Friends 60', recurringPayments: true })],
) {
  return accountApi('', { services, handlers: { 'POST /api/renewservice': renew } });
}

const formOf = (init: RequestInit | undefined) => Object.fromEntries(init?.body as FormData);

describe('Renew on Current Services', () => {
  it('asks first, naming the price; Yes, renew sends the service and a request id, says so and reads the services again', async () => {
    const fetchMock = renewApi(() => json({ message: 'Renewed', status: 'succeeded' }));
    const { user } = renderDetail('');
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Renew Friends 60: pay $9.99 with your kept card? Its credits and days come as a new service.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST /api/renewservice')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Renew' }));
    await user.click(screen.getByRole('button', { name: 'Yes, renew' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Friends 60 renewed: the new credits are in your services.',
    );
    const [sent] = callsTo(fetchMock, 'POST /api/renewservice');
    expect(formOf(sent?.init)).toEqual({
      serviceId: '7',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/getservicesforinmate')).toHaveLength(2));
  });

  it('shows the payment a Renew booked in Payment History', async () => {
    let paid = false;
    const payment = (id: number, amount: number) => ({
      id,
      paymentDate: '2026-01-10T12:00:00.000Z',
      amount,
      status: 'succeeded',
      serviceTitles: ['Friends 60'],
      paymentMethod: { description: 'Visa •••• 4242' },
    });
    accountApi('', {
      services: [service({ id: 7, title: 'Friends 60', recurringPayments: true })],
      handlers: {
        'POST /api/renewservice': () => {
          paid = true;
          return json({ message: 'Renewed', status: 'succeeded' });
        },
        'GET /api/getinmatepayments': () =>
          json(paid ? [payment(2, 12.34), payment(1, 9.99)] : [payment(1, 9.99)]),
      },
    });
    const { user } = renderDetail('');
    const history = await open(user, 'Payment History');
    expect(await history.findByText('$9.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    await user.click(screen.getByRole('button', { name: 'Yes, renew' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Friends 60 renewed');
    expect(await history.findByText('$12.34')).toBeInTheDocument();
  });

  it('says the renewal was sent when the card payment is not confirmed yet', async () => {
    renewApi(() => json({ message: 'Renewal sent', status: 'processing' }));
    const { user } = renderDetail('');
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    await user.click(screen.getByRole('button', { name: 'Yes, renew' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Renewal of Friends 60 sent: the new credits show once the card payment is confirmed.',
    );
  });

  it("shows the server's reason; a new request id after a refusal, the same after an uncertain failure", async () => {
    const answers = [
      json({ error: 'No card is kept for renewals: please pay from the offers', code: 'renewNoCard' }, 409),
      json({ error: 'The payment provider could not be reached', code: 'providerDown' }, 502),
      json({ message: 'Renewed', status: 'succeeded' }),
    ];
    const fetchMock = renewApi(() => answers.shift() ?? json({}, 500));
    const { user } = renderDetail('');
    const renewOnce = async () => {
      await user.click(await screen.findByRole('button', { name: 'Renew' }));
      await user.click(screen.getByRole('button', { name: 'Yes, renew' }));
    };
    await renewOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No card is kept for renewals: please pay from the offers',
    );
    await renewOnce();
    expect(await screen.findByText('The payment provider could not be reached')).toBeInTheDocument();
    await renewOnce();
    await screen.findByRole('status');
    const [refused, uncertain, sentAgain] = callsTo(fetchMock, 'POST /api/renewservice').map(
      (call) => formOf(call.init).requestId,
    );
    expect(uncertain).not.toBe(refused);
    expect(sentAgain).toBe(uncertain);
  });

  it('is busy while a renewal is on its way: a second press asks nothing and sends nothing', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = renewApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderDetail('');
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    await user.click(screen.getByRole('button', { name: 'Yes, renew' }));
    const renew = screen.getByRole('button', { name: 'Renew' });
    await waitFor(() => expect(renew).toHaveAttribute('aria-disabled', 'true'));

    await user.click(renew);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/renewservice')).toHaveLength(1);

    answer(json({ message: 'Renewed', status: 'succeeded' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Friends 60 renewed');
    expect(screen.getByRole('button', { name: 'Renew' })).not.toHaveAttribute('aria-disabled');
  });

  it('is offered only for a renewable Recurring service, and never to EMPLOYEE1', async () => {
    accountApi('', {
      services: [
        service({ id: 1, title: 'One time', recurringPayments: false }),
        service({ id: 2, title: 'Off sale', recurringPayments: true, renewable: false }),
      ],
    });
    const { unmount } = renderDetail('');
    await screen.findByRole('article', { name: 'One time' });
    const offSale = await screen.findByRole('article', { name: 'Off sale' });
    expect(within(offSale).getByRole('button', { name: 'Stop Recurring' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    unmount();
    accountApi('/employee1', {
      services: [service({ id: 7, title: 'Friends 60', recurringPayments: true })],
    });
    renderDetail('/employee1');
    await screen.findByRole('article', { name: 'Friends 60' });
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
  });
});

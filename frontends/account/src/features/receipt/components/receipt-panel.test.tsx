import type { ReceiptAnswer } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, service } from '../../../testing/data';
import { renderDetail } from '../../../testing/render-detail';
import { RECEIPT_RETRY_MS } from './receipt-panel';

// issue 13 §4: back from a card payment, the detail page opens on the receipt panel ("being recorded" until the
// webhook lands, then the receipt), the client secret leaves the address at once, and Payment History is open.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const RETURN =
  '?delayupdate=true&payment_intent=pi_3Abc&payment_intent_client_secret=pi_3Abc_secret_XyZ&redirect_status=succeeded';

const RECORDED: ReceiptAnswer = {
  status: 'recorded',
  paymentId: 7,
  date: '2026-11-25T10:00:00.000Z',
  amount: 24.98,
  cardLast4: '4242',
  paymentMethod: 'Visa •••• 4242',
  items: [
    { title: 'Friends 150', creditsAdded: 150, paidThrough: '2026-12-25', renewsOn: '2026-12-26' },
    { title: 'Chat 50', creditsAdded: 50, paidThrough: null, renewsOn: null },
  ],
};

/** The account's calls; getreceipt answers `pending` `pendingAnswers` times, then `finally` (the receipt). */
function api(pendingAnswers: number, finally_: ReceiptAnswer = RECORDED) {
  let asked = 0;
  return mockApi({
    'GET /api/getreceipt': () => {
      asked += 1;
      return json(asked > pendingAnswers ? finally_ : { status: 'pending' });
    },
    'GET /api/getinmatedetail': () => json(detail()),
    'GET /api/getservicesforinmate': () => json([service({ id: 1, title: 'Friends 150' })]),
    'GET /api/getinmatepayments': () =>
      json([
        {
          id: 7,
          paymentDate: '2026-11-25T10:00:00.000Z',
          amount: 24.98,
          status: 'succeeded',
          serviceTitles: ['Friends 150', 'Chat 50'],
          paymentMethod: { description: 'Visa •••• 4242' },
        },
      ]),
    'GET /api/getinmatecalls': () => json([]),
    'GET /api/getauxiliarycreditcharges': () => json([]),
    'GET /api/getauxiliarycurrencycharges': () => json([]),
    'GET /api/getuploadedfiles': () => json([]),
  });
}

describe('the receipt panel after paying (issue 13 §4)', () => {
  it('removes the client secret from the address at once, says the payment is being recorded, then shows the receipt', async () => {
    const fetchMock = api(1);
    renderDetail('', RETURN);
    const panel = within(await screen.findByRole('region', { name: 'Receipt' }));
    // Replaced (no reload): the secret left the address before the panel showed.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/inmates\/detail\?delayupdate=true$/);
    expect(panel.getByRole('status')).toHaveTextContent('We are recording your payment');

    expect(await panel.findByText('Card ending in 4242', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(panel.getByText('$24.98')).toBeInTheDocument();
    expect(panel.getByText('2026-11-25')).toBeInTheDocument();
    const [friends, chat] = panel.getAllByRole('listitem');
    expect(friends).toHaveTextContent('Friends 150: 150.0 credits added. Renews on 2026-12-26.');
    expect(chat).toHaveTextContent('Chat 50: 50.0 credits added. Valid through: never expire.');
    expect(callsTo(fetchMock, 'GET /api/getreceipt')[0]?.url.searchParams.get('paymentIntent')).toBe(
      'pi_3Abc',
    );

    // Payment History is open, not collapsed, and lists the payment.
    const history = await screen.findByRole('button', { name: 'Payment History' }, { timeout: 4000 });
    expect(history).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findAllByText('Visa •••• 4242')).not.toHaveLength(0);
    expect(screen.getByTestId('location')).not.toHaveTextContent('secret');
  });

  it('says a payment refunded since has no receipt, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = api(0, { status: 'refunded' });
    renderDetail('', RETURN, { fakeTimers: true });
    const panel = within(await screen.findByRole('region', { name: 'Receipt' }));
    expect(await panel.findByText(/This payment was refunded/)).toBeInTheDocument();
    expect(panel.queryByText(/We are recording your payment/)).not.toBeInTheDocument();
    // Past the next ask, were it still asking.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RECEIPT_RETRY_MS * 3);
    });
    expect(callsTo(fetchMock, 'GET /api/getreceipt')).toHaveLength(1);
    vi.useRealTimers();
  });

  it('a money charge coming back from the card form shows no offers receipt, and its secret is removed too', async () => {
    const fetchMock = api(0);
    renderDetail('/admin', `${RETURN}&charge=money`);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/admin\/inmates\/detail\?delayupdate=true$/,
      ),
    );
    await screen.findByRole('button', { name: 'Inmate Account Info' }, { timeout: 4000 });
    expect(screen.queryByRole('region', { name: 'Receipt' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/getreceipt')).toEqual([]);
  });

  it('EMPLOYEE1 at a payment return address gets no receipt (a payment record); the secret leaves too', async () => {
    const fetchMock = api(0);
    renderDetail('/employee1', RETURN);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/employee1\/inmates\/detail\?delayupdate=true$/,
      ),
    );
    await screen.findByRole('button', { name: 'Inmate Account Info' }, { timeout: 4000 });
    expect(screen.queryByRole('region', { name: 'Receipt' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/getreceipt')).toEqual([]);
  });

  it.each(['failed', 'requires_payment_method', 'canceled'])(
    'a payment back with redirect_status=%s says it did not go through and waits for no receipt',
    async (status) => {
      const fetchMock = api(0);
      renderDetail('', RETURN.replace('redirect_status=succeeded', `redirect_status=${status}`));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your card payment did not go through. Nothing was charged; please try again.',
      );
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/inmates\/detail\?delayupdate=true$/),
      );
      expect(screen.queryByRole('region', { name: 'Receipt' })).toBeNull();
      expect(screen.queryByText(/We are recording your payment/)).toBeNull();
      // The page still loads, and the failure stays said.
      await screen.findByRole('button', { name: 'Inmate Account Info' }, { timeout: 4000 });
      expect(screen.getByRole('alert')).toHaveTextContent('did not go through');
      expect(callsTo(fetchMock, 'GET /api/getreceipt')).toEqual([]);
    },
  );

  it('says in Spanish that the payment did not go through, and so does a failed money charge', async () => {
    await i18next.changeLanguage('es');
    api(0);
    renderDetail('/admin', `${RETURN.replace('succeeded', 'failed')}&charge=money`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Su pago con tarjeta no se realizó. No se cobró nada; vuelva a intentarlo.',
    );
    // Not the money charge's thanks.
    expect(screen.queryByText(/^Gracias por su pago/)).toBeNull();
  });

  it('the ADMIN’s money charge back from the card says it was paid and opens Auxiliary Charges', async () => {
    const fetchMock = api(0);
    renderDetail('/admin', `${RETURN}&charge=money`);
    expect(
      await screen.findByText(
        'Thank You for your payment. The charge will show under Money Charges in a moment.',
      ),
    ).toHaveAttribute('role', 'status');
    const charges = await screen.findByRole('button', { name: 'Auxiliary Charges' }, { timeout: 4000 });
    expect(charges).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Payment History' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/getreceipt')).toEqual([]);
  });

  it('a money charge still processing says so, in Spanish too', async () => {
    await i18next.changeLanguage('es');
    api(0);
    renderDetail('/admin', `${RETURN.replace('succeeded', 'processing')}&charge=money`);
    expect(
      await screen.findByText(
        'El pago con tarjeta se está procesando; aparecerá en Cargos en dinero al completarse.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Cargos adicionales' }, { timeout: 4000 }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the receipt and the page in Spanish', async () => {
    await i18next.changeLanguage('es');
    api(0);
    renderDetail('', RETURN);
    const panel = within(await screen.findByRole('region', { name: 'Recibo' }));
    expect(await panel.findByText('Tarjeta que termina en 4242')).toBeInTheDocument();
    expect(panel.getByText('Monto')).toBeInTheDocument();
    expect(panel.getByText('$24.98')).toBeInTheDocument();
    expect(panel.getAllByRole('listitem')[0]).toHaveTextContent(
      'Friends 150: 150.0 créditos agregados. Se renueva el 26 dic 2026.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Información de la cuenta' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Historial de pagos' }, { timeout: 4000 }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Servicios actuales' })).toBeInTheDocument();
    expect(screen.getByText('Créditos restantes')).toBeInTheDocument();
  });
});

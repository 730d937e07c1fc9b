import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { staffSession } from '../../../testing/sessions';
import { createOffer } from '../testing/offers';

afterEach(() => vi.unstubAllGlobals());

/** Some of the seed's offers: calls, messaging, a monthly charge, two bundles. */
const OFFERS = [
  createOffer(),
  createOffer({
    id: 4,
    title: 'Call Connect 300',
    price: 34.99,
    serviceTypes: ['CALL_FORWARDING'],
    creditsIncluded: 300,
    validFor: 30,
  }),
  createOffer({
    id: 6,
    title: 'AI Chat Monthly',
    price: 12.99,
    serviceTypes: ['AI_CHAT'],
    creditsIncluded: 200,
    validFor: 30,
    fixedMoCrCharge: 10,
  }),
  createOffer({
    id: 7,
    title: 'Messages 100',
    price: 5.99,
    serviceTypes: ['MESSAGING'],
    creditsIncluded: 100,
  }),
  createOffer({
    id: 9,
    title: 'Family Bundle',
    price: 29.99,
    serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'],
    creditsIncluded: 250,
    validFor: 30,
  }),
];

/** The table row of an offer, by its title. */
const rowOf = (title: string) => {
  const row = screen.getByRole('cell', { name: new RegExp(`^${title}`) }).closest('tr');
  if (!row) throw new Error(`No row for ${title}`);
  return within(row);
};

describe('Prices and fees (issue 13 §4)', () => {
  it('states each active offer’s price per minute from GET /api/getactiveofferslist', async () => {
    const { fetchMock } = mockApi({ 'GET /api/getactiveofferslist': () => json(OFFERS) });
    renderApp('/prices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prices and fees' })).toBeInTheDocument();

    const friends = await screen.findByRole('region', { name: 'Friends' });
    expect(within(friends).getByText('One credit buys one minute of a call.')).toBeInTheDocument();
    expect(within(friends).getByRole('columnheader', { name: 'Price per minute' })).toBeInTheDocument();
    // $9.99 for 60 minutes: $0.1665, shown to a tenth of a cent.
    const friends60 = rowOf('Friends 60');
    for (const text of ['$9.99', '60', '$0.167', 'never expire', 'None'])
      expect(friends60.getByRole('cell', { name: text })).toBeInTheDocument();

    const callConnect = rowOf('Call Connect 300');
    for (const text of ['$34.99', '300', '$0.117', '30 days'])
      expect(callConnect.getByRole('cell', { name: text })).toBeInTheDocument();
    expect(rowOf('AI Chat Monthly').getByRole('cell', { name: '10 credits' })).toBeInTheDocument();

    const messaging = screen.getByRole('region', { name: 'Messaging' });
    expect(within(messaging).getByRole('columnheader', { name: 'Price per credit' })).toBeInTheDocument();
    expect(rowOf('Messages 100').getByRole('cell', { name: '$0.06' })).toBeInTheDocument();

    const bundles = screen.getByRole('region', { name: 'Bundles' });
    expect(within(bundles).getByText('Covers Friends and Call Connect')).toBeInTheDocument();
    expect(rowOf('Family Bundle').getByRole('cell', { name: '$0.12' })).toBeInTheDocument();

    for (const rule of [
      'No connection fees: a call that does not connect costs nothing.',
      'Card payments have no surcharge: your card is charged exactly the prices shown here.',
    ])
      expect(screen.getByText(rule)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/getactiveofferslist')).toHaveLength(1);
  });

  it('shows a price a member of staff has just changed (the list is read on each visit)', async () => {
    mockApi({ 'GET /api/getactiveofferslist': () => json([createOffer({ price: 12 })]) });
    renderApp('/prices');
    expect(await screen.findByRole('cell', { name: '$0.20' })).toBeInTheDocument();
  });

  it('is public under the back-office prefixes too', async () => {
    mockApi({ 'GET /api/getactiveofferslist': () => json(OFFERS) }, {});
    renderApp('/employee1/prices');
    expect(await screen.findByRole('cell', { name: '$0.167' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/employee1/prices');
  });

  it('says so when nothing is on sale, and when the list cannot be read', async () => {
    mockApi({ 'GET /api/getactiveofferslist': () => json([]) }, staffSession(['ADMIN']));
    const { unmount } = renderApp('/admin/prices');
    expect(await screen.findByText('No offers are on sale right now.')).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/getactiveofferslist': () => json({ error: 'Failed!' }, 500) });
    renderApp('/prices');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The prices could not be loaded. Please try again later.',
    );
  });

  it('reads in Spanish, with the same figures', async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'GET /api/getactiveofferslist': () => json(OFFERS) });
    renderApp('/prices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Precios y cargos' })).toBeInTheDocument();
    const friends = await screen.findByRole('region', { name: 'Amigos' });
    expect(within(friends).getByRole('columnheader', { name: 'Precio por minuto' })).toBeInTheDocument();
    expect(within(friends).getByText('Un crédito equivale a un minuto de llamada.')).toBeInTheDocument();
    expect(rowOf('Friends 60').getByRole('cell', { name: '$0.167' })).toBeInTheDocument();
    expect(rowOf('Call Connect 300').getByRole('cell', { name: '30 días' })).toBeInTheDocument();
    expect(screen.getByText('Cubre Amigos y Desvío de llamadas')).toBeInTheDocument();
    expect(
      screen.getByText('Sin cargos de conexión: una llamada que no se conecta no cuesta nada.'),
    ).toBeInTheDocument();
  });
});

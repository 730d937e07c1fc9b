import type { AdminOfferAnswer } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerAnswer } from '../testing/data';
import { renderAdmin } from '../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

const adminOffer = (overrides: Partial<AdminOfferAnswer> = {}): AdminOfferAnswer => ({
  ...offerAnswer(),
  active: true,
  retired: false,
  ...overrides,
});

const OFFERS = [
  adminOffer(),
  adminOffer({
    id: 4,
    title: 'Old bundle',
    serviceTypes: ['AI_CHAT', 'MESSAGING'],
    active: false,
    retired: true,
  }),
];

const row = (name: string) => within(screen.getByRole('row', { name }));
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

async function fillNewOffer(user: ReturnType<typeof renderAdmin>['user']) {
  const add = row('New offer');
  await user.type(add.getByLabelText('Title'), 'Chat 50');
  await user.type(add.getByLabelText('Description'), 'Fifty chats');
  await user.type(add.getByLabelText('Price'), '4.50');
  await user.click(add.getByLabelText('AI Chat'));
  await user.type(add.getByLabelText('Credits included'), '50');
  await user.type(add.getByLabelText('Valid for (days)'), '30');
}

describe('Offer Configuration (spec §2 screen 16)', () => {
  it('shows every offer editable in place, and a retired one marked and read-only', async () => {
    mockApi({ 'GET /admin/api/getoffers': () => json(OFFERS) });
    renderAdmin('offers');
    await screen.findByRole('row', { name: 'Friends 100' });
    const friends = row('Friends 100');
    expect(friends.getByLabelText('Title')).toHaveValue('Friends 100');
    expect(friends.getByLabelText('Price')).toHaveValue('9.99');
    expect(friends.getByLabelText('Friends')).toBeChecked();
    expect(friends.getByLabelText('AI Chat')).not.toBeChecked();
    expect(friends.getByLabelText('Valid for (days)')).toHaveValue('30');
    expect(friends.getByLabelText('Fixed monthly credit charge')).toHaveValue('');
    const retired = row('Old bundle');
    expect(retired.getByText(/Retired/)).toBeInTheDocument();
    expect(retired.getByText('AI Chat, Messaging')).toBeInTheDocument();
    expect(retired.queryByRole('button')).not.toBeInTheDocument();
    expect(row('New offer').getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('checks the §5 offer rules before sending anything', async () => {
    const fetchMock = mockApi({ 'GET /admin/api/getoffers': () => json([]) });
    const { user } = renderAdmin('offers');
    await screen.findByRole('row', { name: 'New offer' });
    const add = row('New offer');
    await user.type(add.getByLabelText('Title'), 'Bad!');
    await user.type(add.getByLabelText('Price'), '1.999');
    await user.type(add.getByLabelText('Credits included'), '12345');
    await user.type(add.getByLabelText('Valid for (days)'), 'x');
    await user.click(add.getByRole('button', { name: 'Add' }));
    for (const text of [
      'Please select at least 1 service type',
      'Title can only contain letters, digits, spaces and #',
      'description is required',
      'invalid price',
      'Credits included must be at most 4 digits',
      'Valid for must be a whole number',
    ])
      expect(await add.findByText(text)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/api/updateoffer')).toHaveLength(0);
  });

  it('adds an offer without an id, says Offer Added and lists it', async () => {
    const added = adminOffer({ id: 9, title: 'Chat 50', serviceTypes: ['AI_CHAT'] });
    let list = [adminOffer()];
    const fetchMock = mockApi({
      'GET /admin/api/getoffers': () => json(list),
      'POST /admin/api/updateoffer': () => {
        list = [...list, added];
        return json({ message: 'Offer Added', offer: added });
      },
    });
    const { user } = renderAdmin('offers');
    await screen.findByRole('row', { name: 'New offer' });
    await fillNewOffer(user);
    await user.click(row('New offer').getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Offer Added');
    expect(bodyOf(callsTo(fetchMock, 'POST /admin/api/updateoffer')[0]?.init)).toEqual({
      serviceTypes: ['AI_CHAT'],
      title: 'Chat 50',
      description: 'Fifty chats',
      price: '4.50',
      creditsIncluded: 50,
      validFor: 30,
      fixedMoCrCharge: null,
    });
    expect(await screen.findByRole('row', { name: 'Chat 50' })).toBeInTheDocument();
    expect(row('New offer').getByLabelText('Title')).toHaveValue('');
  });

  it('updates an offer with its id and says Offer Added (spec §8)', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getoffers': () => json([adminOffer()]),
      'POST /admin/api/updateoffer': () => json({ message: 'Offer Added', offer: offerAnswer() }),
    });
    const { user } = renderAdmin('offers');
    await screen.findByRole('row', { name: 'Friends 100' });
    const friends = row('Friends 100');
    await user.clear(friends.getByLabelText('Price'));
    await user.type(friends.getByLabelText('Price'), '12');
    await user.click(friends.getByLabelText('Messaging'));
    await user.click(friends.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Offer Added');
    expect(bodyOf(callsTo(fetchMock, 'POST /admin/api/updateoffer')[0]?.init)).toMatchObject({
      id: 3,
      price: '12',
      serviceTypes: ['PHONE_PALS', 'MESSAGING'],
    });
  });

  it('saves an offer of $1000 or more again without its price being retyped', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getoffers': () => json([adminOffer({ price: 1000 })]),
      'POST /admin/api/updateoffer': () => json({ message: 'Offer Added', offer: offerAnswer() }),
    });
    const { user } = renderAdmin('offers');
    await screen.findByRole('row', { name: 'Friends 100' });
    const friends = row('Friends 100');
    expect(friends.getByLabelText('Price')).toHaveValue('1000');
    await user.type(friends.getByLabelText('Description'), ' More.');
    await user.click(friends.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Offer Added');
    expect(bodyOf(callsTo(fetchMock, 'POST /admin/api/updateoffer')[0]?.init)).toMatchObject({
      price: '1000',
    });
  });

  it('keeps focus on Update after a save and shows the offer as stored', async () => {
    let list = [adminOffer()];
    mockApi({
      'GET /admin/api/getoffers': () => json(list),
      'POST /admin/api/updateoffer': () => {
        list = [adminOffer({ price: 12 })];
        return json({ message: 'Offer Added', offer: list[0] });
      },
    });
    const { user } = renderAdmin('offers');
    await screen.findByRole('row', { name: 'Friends 100' });
    await user.clear(row('Friends 100').getByLabelText('Price'));
    await user.type(row('Friends 100').getByLabelText('Price'), '12');
    await user.click(row('Friends 100').getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Offer Added');
    await waitFor(() => expect(row('Friends 100').getByLabelText('Price')).toHaveValue('12.00'));
    expect(row('Friends 100').getByRole('button', { name: 'Update' })).toHaveFocus();
    // A screen reader hears whose Update it is: the row's buttons sit in a form named after the row.
    expect(screen.getByRole('form', { name: 'Friends 100' })).toContainElement(
      row('Friends 100').getByRole('button', { name: 'Update' }),
    );
  });

  it('says Failed to Add Offer when the save is refused', async () => {
    mockApi({
      'GET /admin/api/getoffers': () => json([adminOffer()]),
      'POST /admin/api/updateoffer': () => json({ error: 'Failed to Add Offer' }, 404),
    });
    const { user } = renderAdmin('offers');
    await screen.findByRole('row', { name: 'Friends 100' });
    await user.click(row('Friends 100').getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Add Offer');
  });

  it('says Failed to Add Offer and why, when a bought offer would change its terms (409)', async () => {
    const reason =
      'This offer was bought: its service types, credits, validity and monthly charge stay as bought. Add a new offer instead';
    mockApi({
      'GET /admin/api/getoffers': () => json([adminOffer()]),
      'POST /admin/api/updateoffer': () => json({ error: reason, code: 'offerTermsBought' }, 409),
    });
    const { user } = renderAdmin('offers');
    await screen.findByRole('row', { name: 'Friends 100' });
    await user.click(row('Friends 100').getByLabelText('Messaging'));
    await user.click(row('Friends 100').getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to Add Offer: ${reason}`);
  });

  it('deletes an offer by its raw id and says Offer Deleted; a sold one comes back marked retired', async () => {
    let list = [adminOffer()];
    const fetchMock = mockApi({
      'GET /admin/api/getoffers': () => json(list),
      'POST /admin/api/deleteoffer': () => {
        list = [adminOffer({ active: false, retired: true })];
        return json({ message: 'Offer Deleted', outcome: 'retired' });
      },
    });
    const { user } = renderAdmin('offers');
    await screen.findByRole('row', { name: 'Friends 100' });
    await user.click(row('Friends 100').getByRole('button', { name: 'Delete' }));
    await user.click(row('Friends 100').getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Offer Deleted');
    expect(callsTo(fetchMock, 'POST /admin/api/deleteoffer')[0]?.init?.body).toBe('3');
    await waitFor(() => expect(row('Friends 100').getByText(/Retired/)).toBeInTheDocument());
    // The row's buttons are gone: focus goes on from the screen's heading, not the start of the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Offer Configuration' })).toHaveFocus());
  });

  it('deletes once however often Yes, delete is clicked while it runs', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      'GET /admin/api/getoffers': () => json([adminOffer()]),
      'POST /admin/api/deleteoffer': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderAdmin('offers');
    await screen.findByRole('row', { name: 'Friends 100' });
    await user.click(row('Friends 100').getByRole('button', { name: 'Delete' }));
    const remove = row('Friends 100').getByRole('button', { name: 'Yes, delete' });
    await user.click(remove);
    await user.click(remove);
    expect(remove).toBeDisabled();
    answer(json({ message: 'Offer Deleted', outcome: 'deleted' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Offer Deleted');
    expect(callsTo(fetchMock, 'POST /admin/api/deleteoffer')).toHaveLength(1);
  });

  it('says Failed to Delete Offer when the delete is refused', async () => {
    mockApi({
      'GET /admin/api/getoffers': () => json([adminOffer()]),
      'POST /admin/api/deleteoffer': () => json({ error: 'Failed to Delete Offer' }, 404),
    });
    const { user } = renderAdmin('offers');
    await screen.findByRole('row', { name: 'Friends 100' });
    await user.click(row('Friends 100').getByRole('button', { name: 'Delete' }));
    await user.click(row('Friends 100').getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Delete Offer');
    await waitFor(() => expect(row('Friends 100').getByRole('button', { name: 'Delete' })).toHaveFocus());
  });

  it('asks before deleting and says a bought offer is retired; Cancel and Escape send nothing', async () => {
    const fetchMock = mockApi({ 'GET /admin/api/getoffers': () => json([adminOffer()]) });
    const { user } = renderAdmin('offers');
    await screen.findByRole('row', { name: 'Friends 100' });
    await user.click(row('Friends 100').getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('group', { name: 'Delete this offer?' }));
    expect(
      confirm.getByText(
        'If it was bought, or someone has started paying for it, it is retired (taken off sale, kept for its buyers) rather than removed.',
      ),
    ).toBeInTheDocument();
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(row('Friends 100').getByRole('button', { name: 'Delete' })).toHaveFocus());
    await user.click(row('Friends 100').getByRole('button', { name: 'Delete' }));
    await screen.findByRole('group', { name: 'Delete this offer?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Delete this offer?' })).toBeNull());
    expect(callsTo(fetchMock, 'POST /admin/api/deleteoffer')).toHaveLength(0);
  });
});

import type { JailAnswer } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

const jail = (overrides: Partial<JailAnswer> = {}): JailAnswer => ({
  id: 2,
  name: 'County Jail #2',
  phoneNumber: '5551234567',
  promptDuration: 10,
  pauseBeforeGreeting: 2,
  dtmfResponse: '1',
  ...overrides,
});

const row = (name: string) => within(screen.getByRole('row', { name }));
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

async function fillNewJail(user: ReturnType<typeof renderAdmin>['user']) {
  const add = row('New jail');
  await user.type(add.getByLabelText('Name'), 'North Facility');
  await user.type(add.getByLabelText('Phone #'), '15559876543');
  await user.type(add.getByLabelText('Prompt Duration (sec.)'), '15');
  await user.type(add.getByLabelText('Pause before greeting (sec.)'), '3');
  await user.type(add.getByLabelText('DTMF tone to accept'), '5');
}

describe('Jail Configuration (spec §2 screen 15)', () => {
  it('lists every jail editable in place under the spec columns, with an Add row', async () => {
    mockApi({ 'GET /admin/api/getjails': () => json([jail(), jail({ id: 5, name: 'Women Unit' })]) });
    renderAdmin('jails');
    await screen.findByRole('row', { name: 'County Jail #2' });
    for (const column of [
      'Name',
      'Phone #',
      'Prompt Duration (sec.)',
      'Pause before greeting (sec.)',
      'DTMF tone to accept',
    ])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    const county = row('County Jail #2');
    expect(county.getByLabelText('Name')).toHaveValue('County Jail #2');
    expect(county.getByLabelText('Phone #')).toHaveValue('5551234567');
    expect(county.getByLabelText('Prompt Duration (sec.)')).toHaveValue('10');
    expect(county.getByLabelText('Pause before greeting (sec.)')).toHaveValue('2');
    expect(county.getByLabelText('DTMF tone to accept')).toHaveValue('1');
    expect(county.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(row('Women Unit').getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(row('New jail').getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('checks the §5 jail rules before sending anything', async () => {
    const fetchMock = mockApi({ 'GET /admin/api/getjails': () => json([]) });
    const { user } = renderAdmin('jails');
    await screen.findByRole('row', { name: 'New jail' });
    const add = row('New jail');
    await user.click(add.getByRole('button', { name: 'Add' }));
    for (const text of [
      'Institution name is required',
      'Phone number is required',
      'Prompt duration is required',
      'Pause before greeting is required',
      'DTMF tone is required',
    ])
      expect(await add.findByText(text)).toBeInTheDocument();
    await user.type(add.getByLabelText('Name'), 'County-Jail');
    await user.type(add.getByLabelText('Phone #'), '555-1234');
    await user.type(add.getByLabelText('Prompt Duration (sec.)'), '1.5');
    await user.type(add.getByLabelText('Pause before greeting (sec.)'), '100');
    await user.type(add.getByLabelText('DTMF tone to accept'), '#');
    await user.click(add.getByRole('button', { name: 'Add' }));
    for (const text of [
      'Institution name can only contain letters, digits, spaces and #',
      'Phone number can only contain digits',
      'Prompt duration can only contain digits',
      'Pause before greeting must be at most 2 digits',
      'DTMF tone can only contain digits',
    ])
      expect(await add.findByText(text)).toBeInTheDocument();
    await user.clear(add.getByLabelText('Name'));
    await user.type(add.getByLabelText('Name'), 'a'.repeat(26));
    await user.clear(add.getByLabelText('Phone #'));
    await user.type(add.getByLabelText('Phone #'), '123456789012');
    await user.clear(add.getByLabelText('DTMF tone to accept'));
    await user.type(add.getByLabelText('DTMF tone to accept'), '12');
    await user.click(add.getByRole('button', { name: 'Add' }));
    for (const text of [
      'Institution name must be at most 25 characters',
      'Phone number must be at most 11 digits',
      'DTMF tone must be exactly 1 digit',
    ])
      expect(await add.findByText(text)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/api/addjail')).toHaveLength(0);
  });

  it('adds a jail without an id, says Jail Added, lists it and empties the Add row', async () => {
    const added = jail({ id: 9, name: 'North Facility', phoneNumber: '15559876543', dtmfResponse: '5' });
    let list = [jail()];
    const fetchMock = mockApi({
      'GET /admin/api/getjails': () => json(list),
      'POST /admin/api/addjail': () => {
        list = [...list, added];
        return json({ message: 'Jail Added', jail: added });
      },
    });
    const { user } = renderAdmin('jails');
    await screen.findByRole('row', { name: 'New jail' });
    await fillNewJail(user);
    await user.click(row('New jail').getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Jail Added');
    expect(bodyOf(callsTo(fetchMock, 'POST /admin/api/addjail')[0]?.init)).toEqual({
      name: 'North Facility',
      phoneNumber: '15559876543',
      promptDuration: 15,
      pauseBeforeGreeting: 3,
      dtmfResponse: '5',
    });
    expect(await screen.findByRole('row', { name: 'North Facility' })).toBeInTheDocument();
    expect(row('New jail').getByLabelText('Name')).toHaveValue('');
  });

  it('updates a jail with its id and says Jail Added (spec §8)', async () => {
    let list = [jail()];
    const fetchMock = mockApi({
      'GET /admin/api/getjails': () => json(list),
      'POST /admin/api/addjail': () => {
        list = [jail({ promptDuration: 20 })];
        return json({ message: 'Jail Added', jail: list[0] });
      },
    });
    const { user } = renderAdmin('jails');
    await screen.findByRole('row', { name: 'County Jail #2' });
    const county = row('County Jail #2');
    await user.clear(county.getByLabelText('Prompt Duration (sec.)'));
    await user.type(county.getByLabelText('Prompt Duration (sec.)'), '20');
    await user.click(county.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Jail Added');
    expect(bodyOf(callsTo(fetchMock, 'POST /admin/api/addjail')[0]?.init)).toEqual({
      id: 2,
      name: 'County Jail #2',
      phoneNumber: '5551234567',
      promptDuration: 20,
      pauseBeforeGreeting: 2,
      dtmfResponse: '1',
    });
    expect(await row('County Jail #2').findByDisplayValue('20')).toBeInTheDocument();
  });

  it('keeps focus on Update after a save and shows the jail as reloaded', async () => {
    let list = [jail()];
    mockApi({
      'GET /admin/api/getjails': () => json(list),
      'POST /admin/api/addjail': () => {
        // Another admin changed the pause meanwhile: the reloaded row shows it.
        list = [jail({ promptDuration: 20, pauseBeforeGreeting: 4 })];
        return json({ message: 'Jail Added', jail: list[0] });
      },
    });
    const { user } = renderAdmin('jails');
    await screen.findByRole('row', { name: 'County Jail #2' });
    const county = row('County Jail #2');
    await user.clear(county.getByLabelText('Prompt Duration (sec.)'));
    await user.type(county.getByLabelText('Prompt Duration (sec.)'), '20');
    await user.click(county.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Jail Added');
    await waitFor(() =>
      expect(row('County Jail #2').getByLabelText('Pause before greeting (sec.)')).toHaveValue('4'),
    );
    expect(row('County Jail #2').getByRole('button', { name: 'Update' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'County Jail #2' })).toContainElement(
      row('County Jail #2').getByRole('button', { name: 'Update' }),
    );
  });

  it('says Failed to Add Jail when the jail is gone, and keeps the edits', async () => {
    mockApi({
      'GET /admin/api/getjails': () => json([jail()]),
      'POST /admin/api/addjail': () => json({ error: 'Failed to Add Jail' }, 404),
    });
    const { user } = renderAdmin('jails');
    await screen.findByRole('row', { name: 'County Jail #2' });
    const county = row('County Jail #2');
    await user.clear(county.getByLabelText('DTMF tone to accept'));
    await user.type(county.getByLabelText('DTMF tone to accept'), '7');
    await user.click(county.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Add Jail');
    expect(county.getByLabelText('DTMF tone to accept')).toHaveValue('7');
  });

  it("shows the server's §5 message when it refuses a value, and Failed to Add Jail offline", async () => {
    let answer = () => json({ error: 'Institution name is required' }, 400);
    mockApi({
      'GET /admin/api/getjails': () => json([]),
      'POST /admin/api/addjail': () => answer(),
    });
    const { user } = renderAdmin('jails');
    await screen.findByRole('row', { name: 'New jail' });
    await fillNewJail(user);
    await user.click(row('New jail').getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Institution name is required');
    answer = () => {
      throw new TypeError('offline');
    };
    await user.click(row('New jail').getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to Add Jail')).toBeInTheDocument();
    expect(row('New jail').getByLabelText('Name')).toHaveValue('North Facility');
    // A refusal other than a 400 (a session that lost its ADMIN role) shows spec §8's text too.
    answer = () => json({ error: 'Not allowed', code: 'notAllowed' }, 403);
    await user.click(row('New jail').getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to Add Jail$/));
  });

  it('says why when the jails cannot be listed', async () => {
    mockApi({ 'GET /admin/api/getjails': () => json({ error: 'Forbidden' }, 403) });
    renderAdmin('jails');
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

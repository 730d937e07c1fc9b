import { FRIEND_RATE_MESSAGE } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

const LABEL = 'Personal Assistant phone number';
const RATE_LABEL = 'Friend pay per accepted minute (cents)';
/** The friend pay form below the phone loads its rate too. */
const RATE = { 'GET /admin/api/getfriendrate': () => json({ cents: 15 }) };

describe('Settings (spec §2 screen 18)', () => {
  it('shows the saved Personal Assistant phone number', async () => {
    mockApi({
      ...RATE,
      'GET /admin/api/getassistantphone': () => json({ value: '+15551234567' }),
      ...RATE,
    });
    renderAdmin('settings');
    expect(await screen.findByDisplayValue('+15551234567')).toBe(screen.getByLabelText(LABEL));
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('checks the §5 rule before sending anything', async () => {
    const fetchMock = mockApi({ 'GET /admin/api/getassistantphone': () => json({ value: '' }), ...RATE });
    const { user } = renderAdmin('settings');
    const button = await screen.findByRole('button', { name: 'Update' });
    await screen.findByDisplayValue('');
    await user.click(button);
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    for (const bad of ['555123456', '+15551234567890', '555-123-4567']) {
      await user.clear(screen.getByLabelText(LABEL));
      await user.type(screen.getByLabelText(LABEL), bad);
      await user.click(button);
      expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, 'POST /admin/api/saveassistantphone')).toHaveLength(0);
  });

  it('saves the raw number, says Success! and shows the number as stored', async () => {
    const fetchMock = mockApi({
      ...RATE,
      'GET /admin/api/getassistantphone': () => json({ value: '' }),
      'POST /admin/api/saveassistantphone': ({ init }) => json({ value: String(init?.body).trim() }),
    });
    const { user } = renderAdmin('settings');
    const button = await screen.findByRole('button', { name: 'Update' });
    await user.type(screen.getByLabelText(LABEL), '+1555123456789');
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Success!');
    const [call] = callsTo(fetchMock, 'POST /admin/api/saveassistantphone');
    expect(call?.init?.body).toBe('+1555123456789');
    expect(screen.getByLabelText(LABEL)).toHaveValue('+1555123456789');
  });

  it("shows the server's §5 message, and Failed! when the save fails otherwise", async () => {
    let answer = () => json({ error: 'Invalid phone number' }, 400);
    mockApi({
      ...RATE,
      'GET /admin/api/getassistantphone': () => json({ value: '5551234567' }),
      'POST /admin/api/saveassistantphone': () => answer(),
    });
    const { user } = renderAdmin('settings');
    await screen.findByDisplayValue('5551234567');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid phone number');
    answer = () => json({ error: 'Internal error' }, 500);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed!')).toBeInTheDocument();
    expect(screen.getByLabelText(LABEL)).toHaveValue('5551234567');
    answer = () => json({ error: 'Not allowed', code: 'notAllowed' }, 403);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed!$/));
  });

  it('says Failed! when the current number cannot be read, and still lets the admin set one', async () => {
    mockApi({ 'GET /admin/api/getassistantphone': () => json({ error: 'Failed!' }, 500), ...RATE });
    renderAdmin('settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed!');
    expect(screen.getByLabelText(LABEL)).toBeEnabled();
  });
});

describe('Settings: the friends’ pay per accepted minute', () => {
  it('shows the rate, checks it first, saves it and says Success!', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getassistantphone': () => json({ value: '' }),
      ...RATE,
      'POST /admin/api/savefriendrate': ({ init }) => json({ cents: Number(String(init?.body).trim()) }),
    });
    const { user } = renderAdmin('settings');
    const rate = await screen.findByDisplayValue('15');
    expect(rate).toBe(screen.getByLabelText(RATE_LABEL));
    await user.clear(rate);
    await user.type(rate, '0.15');
    await user.click(screen.getByRole('button', { name: 'Save pay rate' }));
    expect(await screen.findByText(FRIEND_RATE_MESSAGE)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/api/savefriendrate')).toHaveLength(0);
    await user.clear(rate);
    await user.type(rate, '20');
    await user.click(screen.getByRole('button', { name: 'Save pay rate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success!');
    expect(callsTo(fetchMock, 'POST /admin/api/savefriendrate')[0]?.init?.body).toBe('20');
    expect(rate).toHaveValue('20');
  });

  it("shows the server's message when it refuses the rate", async () => {
    mockApi({
      'GET /admin/api/getassistantphone': () => json({ value: '' }),
      ...RATE,
      'POST /admin/api/savefriendrate': () => json({ error: FRIEND_RATE_MESSAGE }, 400),
    });
    const { user } = renderAdmin('settings');
    await screen.findByDisplayValue('15');
    await user.click(screen.getByRole('button', { name: 'Save pay rate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FRIEND_RATE_MESSAGE);
  });
});

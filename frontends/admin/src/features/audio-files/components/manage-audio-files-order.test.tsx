import { json, later, mockApi } from '@app/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../testing/render-admin';
import { audio, OLD_WELCOME, WELCOME } from '../testing/audio-data';

// Every action of the audio manager answers the whole list: the page shows the latest action's, however the answers
// arrive, and keeps the keyboard focus on the file an action changed.

afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => within(screen.getByRole('article', { name }));

/** Lets an answer settled now reach the page (its JSON is read, then the state set). */
const settle = (answer: Promise<unknown>) =>
  act(async () => {
    await answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

describe('Manage Audio Files, answers out of order', () => {
  it('two Make active in a row show the file the server made active last', async () => {
    const OLDEST = audio({
      id: 1,
      name: 'Oldest welcome',
      active: false,
      uri: '/admin/api/audiofiles/1?v=1',
    });
    const first = later<Response>();
    mockApi({
      'GET /admin/api/getaudiofiles': () => json([WELCOME, OLD_WELCOME, OLDEST]),
      'POST /admin/api/activateaudiofile': ({ init }) =>
        init?.body === '2'
          ? first.promise
          : json([{ ...WELCOME, active: false }, OLD_WELCOME, { ...OLDEST, active: true }]),
    });
    const { user } = renderAdmin('files');
    await screen.findByRole('article', { name: 'Oldest welcome' });
    await user.click(card('Old welcome').getByRole('button', { name: 'Make active' }));
    await user.click(card('Oldest welcome').getByRole('button', { name: 'Make active' }));
    await waitFor(() => expect(card('Oldest welcome').getByText('Active')).toBeInTheDocument());
    // The first, older answer arrives last.
    first.resolve(json([{ ...WELCOME, active: false }, { ...OLD_WELCOME, active: true }, OLDEST]));
    await settle(first.promise);
    expect(card('Oldest welcome').getByText('Active')).toBeInTheDocument();
    expect(card('Old welcome').queryByText('Active')).not.toBeInTheDocument();
  });

  it('never puts back a file deleted by a later action', async () => {
    const NO_CREDITS = audio({ id: 5, name: 'No credits', purpose: 'NO_CREDITS', uri: '/a/5' });
    const activation = later<Response>();
    const activated = [
      { ...WELCOME, active: false },
      { ...OLD_WELCOME, active: true },
    ];
    mockApi({
      'GET /admin/api/getaudiofiles': () => json([WELCOME, OLD_WELCOME, NO_CREDITS]),
      'POST /admin/api/activateaudiofile': () => activation.promise,
      'POST /admin/api/deleteaudiofile': () => json(activated),
    });
    const { user } = renderAdmin('files');
    await screen.findByRole('article', { name: 'No credits' });
    await user.click(card('Old welcome').getByRole('button', { name: 'Make active' }));
    await user.click(card('No credits').getByRole('button', { name: 'Delete' }));
    await user.click(card('No credits').getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'No credits' })).not.toBeInTheDocument(),
    );
    activation.resolve(json([...activated, NO_CREDITS]));
    await settle(activation.promise);
    expect(screen.queryByRole('article', { name: 'No credits' })).not.toBeInTheDocument();
  });

  it('gives the keyboard focus to the file made active, whose Make active is gone', async () => {
    mockApi({
      'GET /admin/api/getaudiofiles': () => json([WELCOME, OLD_WELCOME]),
      'POST /admin/api/activateaudiofile': () =>
        json([
          { ...WELCOME, active: false },
          { ...OLD_WELCOME, active: true },
        ]),
    });
    const { user } = renderAdmin('files');
    await screen.findByRole('article', { name: 'Old welcome' });
    card('Old welcome').getByRole('button', { name: 'Make active' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Success!');
    await waitFor(() => expect(card('Old welcome').getByRole('heading', { level: 3 })).toHaveFocus());
    expect(card('Old welcome').getByRole('heading', { level: 3 })).toHaveTextContent('Active');
  });
});

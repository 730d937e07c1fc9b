import { type InmateListRow, TOTAL_COUNT_HEADER } from '@app/shared';
import { json, mockApi } from '@app/shared/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (id: number): InmateListRow => ({
  inmate: {
    id,
    firstName: `First${id}`,
    lastName: `Last${id}`,
    username: `inmate${id}`,
    email: `inmate${id}@example.com`,
    secretCode: `S${id}`,
    twilioNumber: '+15550001111',
  },
  lastUsed: new Date().toISOString(),
  currentServiceTypes: ['PHONE_PALS'],
  depletedServiceTypes: [],
  creditsUsedLast30Days: 1,
});

const page = (rows: InmateListRow[]) =>
  new Response(JSON.stringify(rows), {
    headers: { 'content-type': 'application/json', [TOTAL_COUNT_HEADER]: String(rows.length) },
  });

// A focused button that becomes `disabled` hands focus to <body> in a browser; the row's button is marked
// aria-disabled instead while its login runs, so a refusal leaves the keyboard where it was.
describe('Manage Inmates keeps the keyboard focus on a row being opened', () => {
  it('the focused row button is not disabled while logininmate runs (a refusal then leaves focus on <body>)', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      'GET /admin/api/getinmates': () => page([row(1), row(2)]),
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
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed!');
    expect(open).toHaveFocus();
  });
});

import { json, mockApi } from '@app/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarningsPanel } from './earnings-panel';

afterEach(() => vi.unstubAllGlobals());

/** The value shown after a term of the panel's list. */
const shownFor = (panel: HTMLElement, term: string) =>
  within(panel).getByText(term).nextElementSibling?.textContent;

describe('the friend earnings panel (issue 11)', () => {
  it('shows the minutes and money this month and the unpaid balance in dollars', async () => {
    mockApi({
      'GET /api/getfriendearnings': () =>
        json({ minutesThisMonth: 6, earnedThisMonth: 0.9, unpaidBalance: 2.85, totalEarned: 2.85 }),
    });
    render(<EarningsPanel />);
    const panel = await screen.findByRole('region', { name: 'Earnings' });
    await within(panel).findByText('Unpaid balance');
    expect(shownFor(panel, 'Minutes this month')).toBe('6');
    expect(shownFor(panel, 'Earned this month')).toBe('$0.90');
    expect(shownFor(panel, 'Unpaid balance')).toBe('$2.85');
  });

  it('shows $0.00 when nothing is owed', async () => {
    mockApi({
      'GET /api/getfriendearnings': () =>
        json({ minutesThisMonth: 0, earnedThisMonth: 0, unpaidBalance: 0, totalEarned: 2.85 }),
    });
    render(<EarningsPanel />);
    const panel = await screen.findByRole('region', { name: 'Earnings' });
    await within(panel).findByText('Unpaid balance');
    expect(shownFor(panel, 'Unpaid balance')).toBe('$0.00');
    expect(shownFor(panel, 'Earned this month')).toBe('$0.00');
  });

  it('shows the server’s message when the earnings cannot be loaded', async () => {
    mockApi({ 'GET /api/getfriendearnings': () => json({ error: 'Please sign in' }, 401) });
    render(<EarningsPanel />);
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
  });
});

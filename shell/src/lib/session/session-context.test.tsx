import { getJson, type Session, setAccountInView } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_IDS } from '../page-data-ids';
import { SessionProvider, useSession } from './session-context';

// The shell's requests name the account of the session it holds (X-Account): from the session written into the page,
// and again from each GET /api/session (docs/decisions.md "Staff acting as someone").

afterEach(() => {
  vi.unstubAllGlobals();
  setAccountInView(undefined);
  document.getElementById(PAGE_DATA_IDS.session)?.remove();
});

const ANN: Session = { inmate: { id: 7, username: 'ann', firstName: 'Ann' } };
const BOB: Session = { inmate: { id: 8, username: 'bob', firstName: 'Bob' } };

let refresh: () => Promise<void> = async () => {};
function Probe() {
  const { session, refreshSession } = useSession();
  refresh = refreshSession;
  return <p>{session.inmate?.firstName ?? 'nobody'}</p>;
}

const accountOf = (call: { init: RequestInit | undefined } | undefined) =>
  new Headers(call?.init?.headers).get('X-Account');

describe('SessionProvider and the account in view', () => {
  it('names the page’s session, then the one a refresh reads', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_IDS.session;
    block.textContent = JSON.stringify(ANN);
    document.head.append(block);
    const fetchMock = mockApi({ 'GET /api/session': () => json(BOB), 'GET /api/x': () => json({}) });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('Ann')).toBeInTheDocument();
    await getJson('/api/x');
    expect(accountOf(callsTo(fetchMock, 'GET /api/x')[0])).toBe('inmate:7');

    await act(() => refresh());
    expect(screen.getByText('Bob')).toBeInTheDocument();
    await getJson('/api/x');
    expect(accountOf(callsTo(fetchMock, 'GET /api/x')[1])).toBe('inmate:8');
  });
});

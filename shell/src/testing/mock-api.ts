import type { Session } from '@app/shared';
import { json, mockApi as mockFetch } from '@app/shared/testing';

export { callsTo, json } from '@app/shared/testing';

/**
 * The shared fetch stub with `GET /api/session` answered from `state.session`, so a handler can change who is
 * signed in.
 */
export function mockApi(handlers: Parameters<typeof mockFetch>[0] = {}, session: Session = {}) {
  const state = { session };
  const fetchMock = mockFetch({ 'GET /api/session': () => json(state.session), ...handlers });
  return { fetchMock, state };
}

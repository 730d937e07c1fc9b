import { getJson, type Session } from '@app/shared';

/** GET /api/session: who is signed in (docs/architecture.md "Session"). */
export const getSession = () => getJson<Session>('/api/session');

import { type LoginData, postJson, type Session } from '@app/shared';

export type LoginKind = 'inmate' | 'friend' | 'staff';

const LOGIN_URLS: Record<LoginKind, string> = {
  inmate: '/api/logininmate',
  friend: '/api/loginfriend',
  staff: '/api/loginstaff',
};

/** POST /api/logininmate, /api/loginfriend or /api/loginstaff with JSON {username, password} (spec §7). */
export const login = (kind: LoginKind, credentials: LoginData) =>
  postJson<Session>(LOGIN_URLS[kind], credentials);

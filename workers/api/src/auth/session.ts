import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { getDb } from '../db/client';
import type { AppEnv, SessionRecord } from '../env';
import { fail } from '../lib/errors';
import { digestHex, toHex } from '../lib/hex';
import { confirmCaller, readCallerFacts } from './caller-check';
import { isTaken, takeOnce } from './rate-limit';

// Sessions of docs/architecture.md: cookie `sid` holding a 256-bit random hex id; the record lives in KV under
// `session:<id>` with the same 8-hour expiry as the cookie. KV cannot be searched by account, so a password change
// ends the account's other sessions through D1: it raises the account's `session_generation`, and a session
// holding an older generation (`accountGeneration`) is read as ended. That generation and the staff member's roles
// are confirmed in one D1 statement per call: when the session is read, or on the hot reads inside the route's own
// D1 round trip (auth/caller-check.ts).

export const SESSION_COOKIE = 'sid';
export const SESSION_SECONDS = 8 * 60 * 60;
const SESSION_ID = /^[0-9a-f]{64}$/;
/** KV refuses an expiration less than 60 seconds ahead. */
const KV_MIN_TTL_SECONDS = 60;

export type Identity = Pick<SessionRecord, 'inmateId' | 'friendId' | 'staffId'>;

export const CHANGE_PASSWORD_FIRST = 'Please change your password first';
/** The calls a session that must change its password may make (docs/architecture.md "Password reset"). */
const FORCED_CHANGE_CALLS = /^\/api\/(changepassword|session|logout|login(inmate|friend|staff))$/;

/** What a new or re-identified session keeps from the old one: only the offer selection, never an identity. */
function carriedOver(
  previous: SessionRecord | null,
): Pick<SessionRecord, 'selectedOfferIds' | 'selectionId'> {
  if (!previous?.selectedOfferIds?.length) return {};
  const { selectedOfferIds, selectionId } = previous;
  return selectionId ? { selectedOfferIds, selectionId } : { selectedOfferIds };
}

const kvKey = (id: string) => `session:${id}`;
/**
 * The mark a logout leaves in D1 (on the limits' counters table) for the session's lifetime: named by a hash of the
 * id, so D1 never holds a session id that a failed KV delete could have left working.
 */
async function endedKey(id: string): Promise<string> {
  return `session-ended:${await digestHex('SHA-256', id)}`;
}

/** 32 random bytes as hex. */
export function randomHex(bytes: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Browsers only keep Secure cookies over HTTPS; locally the product runs over plain HTTP on localhost. */
export function isLocalHost(c: Context): boolean {
  const host = new URL(c.req.url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

function isRecord(value: unknown): value is SessionRecord {
  return (
    typeof value === 'object' && value !== null && typeof (value as SessionRecord).createdAt === 'string'
  );
}

function expiresAt(record: SessionRecord): number {
  return Math.floor(Date.parse(record.createdAt) / 1000) + SESSION_SECONDS;
}

const hasIdentity = (record: SessionRecord) =>
  record.inmateId !== undefined || record.friendId !== undefined || record.staffId !== undefined;

/**
 * The session read from KV, confirmed against D1 unless the route confirms it itself: a hot read (auth/caller-check.ts
 * hotReads) whose session carries what the guards need. Null once a password change ended it.
 */
async function confirmedRecord<E extends AppEnv>(c: Context<E>, record: SessionRecord) {
  if (!hasIdentity(record)) return record;
  if (c.get('hotRead') && (record.staffId === undefined || record.staff)) {
    c.set('callerCheck', 'deferred');
    return record;
  }
  return confirmCaller(c, record, await readCallerFacts(c.env.DB, record));
}

/** Confirms a session the guards read unconfirmed, at once (a refusal is never decided from the session's copy). */
export async function confirmSessionNow<E extends AppEnv>(c: Context<E>): Promise<void> {
  const record = c.get('session');
  if (c.get('callerCheck') !== 'deferred' || !record) return;
  if (!confirmCaller(c, record, await readCallerFacts(c.env.DB, record))) {
    c.set('session', null);
    c.set('sessionId', null);
  }
}

/**
 * The request's session, read from KV once per request; null when anonymous, expired or ended by a password
 * change. A session that must change its password answers 403 on any call but changepassword, session, logout
 * and the sign-ins.
 */
export async function getSession<E extends AppEnv>(c: Context<E>): Promise<SessionRecord | null> {
  let record = c.get('session');
  if (record === undefined) {
    record = null;
    const id = getCookie(c, SESSION_COOKIE);
    if (id && SESSION_ID.test(id)) {
      const value = await c.env.KV.get(kvKey(id), 'json');
      if (isRecord(value) && expiresAt(value) > Date.now() / 1000) record = await confirmedRecord(c, value);
    }
    c.set('session', record);
    c.set('sessionId', record ? (id ?? null) : null);
  }
  if (record?.mustChangePassword && !FORCED_CHANGE_CALLS.test(c.req.path)) fail(403, CHANGE_PASSWORD_FIRST);
  return record;
}

function setSessionCookie<E extends AppEnv>(c: Context<E>, id: string, maxAge: number) {
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: !isLocalHost(c),
    path: '/',
    maxAge,
  });
}

/**
 * Starts a new session for a password sign-in: a fresh id (the old session, if any, is deleted, so an id
 * planted before sign-in is worthless) holding only the identity that signed in.
 */
export async function startSession<E extends AppEnv>(
  c: Context<E>,
  identity: Identity,
  temporaryPassword?: { passwordHash: string },
  facts?: IdentityFacts,
): Promise<SessionRecord> {
  const kept = carriedOver(await getSession(c));
  await endSession(c, { keepCookie: true });
  const id = randomHex(32);
  const record: SessionRecord = {
    ...identity,
    ...(facts ?? (await identityFacts(c, identity))),
    ...kept,
    ...(temporaryPassword
      ? { mustChangePassword: true, temporaryPasswordHash: temporaryPassword.passwordHash }
      : {}),
    createdAt: new Date().toISOString(),
  };
  await c.env.KV.put(kvKey(id), JSON.stringify(record), { expirationTtl: SESSION_SECONDS });
  setSessionCookie(c, id, SESSION_SECONDS);
  c.set('session', record);
  c.set('sessionId', id);
  return record;
}

/** Replaces the identity of the current session (staff acting as someone) without extending its expiry. */
export async function updateSession<E extends AppEnv>(
  c: Context<E>,
  identity: Identity,
  facts?: IdentityFacts,
): Promise<SessionRecord | null> {
  const current = await getSession(c);
  const id = c.get('sessionId');
  if (!current || !id) return null;
  const record: SessionRecord = {
    ...identity,
    ...(facts ?? (await identityFacts(c, identity))),
    ...carriedOver(current),
    createdAt: current.createdAt,
  };
  await writeRecord(c, id, record);
  return record;
}

export type IdentityFacts = Pick<SessionRecord, 'accountGeneration' | 'staffGeneration' | 'staff'>;

/**
 * What a session of `identity` holds from now on besides the ids: the account's `accountGeneration` and the staff
 * member (roles included), read in one D1 statement; the caller of this request is confirmed by it. A sign-in reads
 * them first to check the generation its password was checked at (sign-in.ts), then hands them to start the session.
 */
export async function identityFacts<E extends AppEnv>(
  c: Context<E>,
  identity: Identity,
): Promise<IdentityFacts> {
  const facts = await readCallerFacts(c.env.DB, identity);
  c.set('callerCheck', 'done');
  c.set('staff', facts.staff ?? undefined);
  c.set('callerFacts', facts);
  return {
    ...(facts.generation ? { accountGeneration: facts.generation } : {}),
    ...(facts.staffGeneration ? { staffGeneration: facts.staffGeneration } : {}),
    ...(facts.staff ? { staff: facts.staff } : {}),
  };
}

/**
 * Keeps the caller's session after it changed the account's password: it takes the new generation (every other
 * session of the account has ended) and no longer has to change the password.
 */
export async function keepSessionAfterPasswordChange<E extends AppEnv>(
  c: Context<E>,
  generation: number,
): Promise<void> {
  const current = await getSession(c);
  const id = c.get('sessionId');
  if (!current || !id) return;
  const { mustChangePassword: _done, temporaryPasswordHash: _used, ...rest } = current;
  await writeRecord(c, id, { ...rest, accountGeneration: generation });
}

/** Keeps the caller's session after they gave their own staff account a new password: it takes the new generation. */
export async function keepSessionAfterStaffPasswordChange<E extends AppEnv>(c: Context<E>): Promise<void> {
  const current = await getSession(c);
  const id = c.get('sessionId');
  if (!current || !id) return;
  const { staffGeneration } = await readCallerFacts(c.env.DB, current);
  await writeRecord(c, id, { ...current, ...(staffGeneration ? { staffGeneration } : {}) });
}

/**
 * Writes the session's record again (read, changed, written: KV has no compare-and-set). A logout that deleted the
 * record meanwhile would be undone by this write, so after it the logout's mark is read in D1 and, if there is one,
 * the record deleted again: either the logout's delete comes after this write, or its mark before this check.
 */
async function writeRecord<E extends AppEnv>(c: Context<E>, id: string, record: SessionRecord) {
  const expiration = Math.max(expiresAt(record), Math.floor(Date.now() / 1000) + KV_MIN_TTL_SECONDS);
  await c.env.KV.put(kvKey(id), JSON.stringify(record), { expiration });
  if (await isTaken(getDb(c.env.DB), await endedKey(id))) {
    await c.env.KV.delete(kvKey(id));
    c.set('session', null);
    c.set('sessionId', null);
    return;
  }
  c.set('session', record);
}

/**
 * Stores the offer selection in the current session, starting an anonymous one when there is none
 * (spec §7 selectoffers; the identity of an existing session is left as it is).
 */
export async function saveSelectedOffers<E extends AppEnv>(
  c: Context<E>,
  selectedOfferIds: number[],
): Promise<SessionRecord> {
  const current = await getSession(c);
  const id = c.get('sessionId');
  const selectionId = randomHex(16);
  if (current && id) {
    const record: SessionRecord = { ...current, selectedOfferIds, selectionId };
    await writeRecord(c, id, record);
    return record;
  }
  const newId = randomHex(32);
  const record: SessionRecord = { selectedOfferIds, selectionId, createdAt: new Date().toISOString() };
  await c.env.KV.put(kvKey(newId), JSON.stringify(record), { expirationTtl: SESSION_SECONDS });
  setSessionCookie(c, newId, SESSION_SECONDS);
  c.set('session', record);
  c.set('sessionId', newId);
  return record;
}

/** Forgets the offer selection (after a manual payment booked it), keeping who is signed in. */
export async function clearSelectedOffers<E extends AppEnv>(c: Context<E>): Promise<void> {
  const current = await getSession(c);
  const id = c.get('sessionId');
  if (!current || !id || !current.selectedOfferIds) return;
  const { selectedOfferIds: _dropped, selectionId: _spent, ...rest } = current;
  await writeRecord(c, id, rest);
}

/** Deletes the session record and, unless told otherwise, the cookie. */
export async function endSession<E extends AppEnv>(
  c: Context<E>,
  options: { keepCookie?: boolean } = {},
): Promise<void> {
  await getSession(c);
  const id = c.get('sessionId');
  if (id) {
    // Marked first, in D1: a write of this session already under way then deletes what it wrote (writeRecord).
    await takeOnce(getDb(c.env.DB), await endedKey(id), SESSION_SECONDS);
    await c.env.KV.delete(kvKey(id));
  }
  if (!options.keepCookie) deleteCookie(c, SESSION_COOKIE, { path: '/', secure: !isLocalHost(c) });
  c.set('session', null);
  c.set('sessionId', null);
}

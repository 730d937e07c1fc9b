import { drizzle } from 'drizzle-orm/d1';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import * as schema from './schema';

/** The Drizzle client over the D1 binding (cheap to create; one per request). */
export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof getDb>;

// D1's Sessions API (docs/scaling.md "Read replicas"): every request talks to D1 through one session, so with read
// replication on its reads may go to a replica, yet never one older than the bookmark the browser brings back. The
// bookmark is kept per user in the `d1b` cookie and renewed after each request that moved it, so whoever wrote reads
// their own writes on their next request wherever it lands. Without a bookmark the first query may go anywhere.

export const BOOKMARK_COOKIE = 'd1b';
/** D1 bookmarks are short `<hex>-<hex>-…` strings; anything else is ignored rather than passed to D1. */
const BOOKMARK = /^[0-9a-f-]{1,200}$/;
/** The cookie outlives a session (8 hours) so the first reads after a new sign-in still see the last writes. */
const BOOKMARK_SECONDS = 24 * 60 * 60;

/** The D1 session of `bookmark`; a malformed or absent one starts unconstrained (any replica). */
export function d1SessionOf(d1: D1Database, bookmark: string | undefined): D1DatabaseSession {
  return d1.withSession(bookmark && BOOKMARK.test(bookmark) ? bookmark : 'first-unconstrained');
}

/** A statement that only reads (Drizzle writes every select as `select …`). */
const READ_ONLY = /^\s*(select|with)\b/i;

/**
 * The request's D1 session as a binding, noting whether any statement wrote: only a request that wrote renews the
 * bookmark cookie, so read-only answers carry no Set-Cookie (they stay cacheable) and readers are not slowed by it.
 */
function bookkeeping(session: D1DatabaseSession) {
  let wrote = false;
  const d1 = {
    prepare(query: string) {
      if (!READ_ONLY.test(query)) wrote = true;
      return session.prepare(query);
    },
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
  };
  return { d1: d1 as unknown as D1Database, wrote: () => wrote };
}

/**
 * Serves the request through a D1 session anchored at the caller's bookmark: `c.env.DB` is the session from here
 * on (a per-request env inheriting every other binding), so every `getDb(c.env.DB)` reads and writes through it.
 * Drizzle only calls `prepare` and `batch`, which the session has. After a write the new bookmark goes back to the
 * same browser in the cookie: read-your-own-writes for the person who wrote.
 */
export function d1Session() {
  return createMiddleware(async (c: Context<{ Bindings: { DB: D1Database } }>, next) => {
    const sent = getCookie(c, BOOKMARK_COOKIE);
    const session = d1SessionOf(c.env.DB, sent);
    const { d1, wrote } = bookkeeping(session);
    c.env = Object.create(c.env, { DB: { value: d1, enumerable: true } });
    await next();
    const bookmark = session.getBookmark();
    if (wrote() && bookmark && bookmark !== sent) {
      setCookie(c, BOOKMARK_COOKIE, bookmark, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: !isLocal(c.req.url),
        path: '/',
        maxAge: BOOKMARK_SECONDS,
      });
    }
  });
}

function isLocal(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

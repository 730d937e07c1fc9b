import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import { DrizzleD1Database, type drizzle, SQLiteD1Session } from 'drizzle-orm/d1';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzle<typeof schema, D1Database>>;

// What `drizzle(d1, { schema })` derives from the schema on every call (its relational config, a walk over every
// table and relation: about a tenth of a hot read's CPU in the bench's profile), derived once per isolate instead.
// getDb then builds the same client drizzle() builds, from the same public classes of drizzle-orm 0.45.
const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
const relationalSchema = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
const dialect = new SQLiteAsyncDialect();

/** One client per D1 binding object: a request's D1 session (d1Session below) gets one for all its call sites. */
const clients = new WeakMap<D1Database, Db>();

/** The Drizzle client over the D1 binding (a request's D1 session, or a test's binding). */
export function getDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (!db) {
    const session = new SQLiteD1Session(d1, dialect, relationalSchema, {});
    db = new DrizzleD1Database('async', dialect, session, relationalSchema) as Db;
    db.$client = d1;
    clients.set(d1, db);
  }
  return db;
}

// D1's Sessions API (docs/scaling.md "Read replicas"): every request talks to D1 through one session, so with read
// replication on its reads may go to a replica, yet never one older than the bookmark the browser brings back. The
// bookmark is kept per user in the `d1b` cookie and renewed after each request that moved it, so whoever wrote reads
// their own writes on their next request wherever it lands. Without a bookmark the first query may go anywhere.

export const BOOKMARK_COOKIE = 'd1b';
/** D1 bookmarks are short `<hex>-<hex>-…` strings; anything else is ignored rather than passed to D1. */
const BOOKMARK = /^[0-9a-f-]{1,200}$/;
/** The cookie outlives a session (8 hours) so the first reads after a new sign-in still see the last writes. */
const BOOKMARK_SECONDS = 24 * 60 * 60;

/**
 * Webhooks (Stripe's, Twilio's) must each read what any other request wrote (a call's state, the friend leg's
 * acceptance, a payment booked moments ago): they start at the primary, even when the provider sends a bookmark
 * cookie back (it holds only that call's own writes), and are answered no bookmark.
 */
const WEBHOOKS = /^\/api\/(stripe\/webhook|telephony\/)/;

/**
 * Where a request's D1 session starts: the primary for a webhook, else the bookmark it brings back, else
 * unconstrained (any replica). A malformed bookmark is ignored.
 */
export function sessionStart(path: string, bookmark: string | undefined): string {
  if (WEBHOOKS.test(path)) return 'first-primary';
  return bookmark && BOOKMARK.test(bookmark) ? bookmark : 'first-unconstrained';
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
 * Drizzle only calls `prepare` and `batch`, which the session has. The session is opened on the first use of
 * `c.env.DB`: a request that never reads D1 (the shared answers, an anonymous session) pays nothing for it. After a
 * write the new bookmark goes back to the same browser in the cookie: read-your-own-writes for the person who wrote.
 */
export function d1Session() {
  return createMiddleware(async (c: Context<{ Bindings: { DB: D1Database } }>, next) => {
    const binding = c.env.DB;
    // Filled by the first use of `c.env.DB`, if any.
    const state: { sent?: string; session?: D1DatabaseSession; d1?: D1Database; wrote?: () => boolean } = {};
    const open = () => {
      if (state.d1) return state.d1;
      const sent = getCookie(c, BOOKMARK_COOKIE);
      const session = binding.withSession(sessionStart(c.req.path, sent));
      const { d1, wrote } = bookkeeping(session);
      Object.assign(state, { sent, session, d1, wrote });
      return d1;
    };
    c.env = Object.create(c.env, { DB: { get: open, enumerable: true } });
    await next();
    const bookmark = state.session?.getBookmark();
    if (state.wrote?.() && bookmark && bookmark !== state.sent && !WEBHOOKS.test(c.req.path)) {
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

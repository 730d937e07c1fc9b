import type { Context } from 'hono';
import type { AppEnv, Bindings } from '../env';

// Public answers that are the same for every caller (the offers on sale, the friend intro, the manifest), served
// from the isolate's memory over a KV copy (docs/decisions.md "Shared answers: memory over KV, refreshed by the
// staff change"). The staff call that changes one rebuilds it in the same request: its KV copy and this isolate's
// memory are fresh before it answers. Other isolates take the KV copy again once their memory is MEMORY_MS old.

/** How long an isolate answers from memory before it reads the KV copy again: the same location's staleness bound. */
export const MEMORY_MS = 250;
/** A KV copy the staff change wrote: if a later refresh fails, the stale copy lives at most this long. */
const STAFF_COPY_TTL_S = 300;
/**
 * A KV copy a read built on a miss: a staff change landing between that read's D1 select and its KV write would be
 * overwritten by the older answer, so that copy lives the shortest time KV allows.
 */
const READ_COPY_TTL_S = 60;

/** One answer body, serialised once, with its entity tag. */
export type SharedPart = { value: unknown; body: string; etag: string };

/** A public answer built from D1: its KV key and how to build each of its parts (one per route it serves). */
export type SharedAnswer = {
  key: string;
  build: (env: Bindings) => Promise<Record<string, unknown>>;
};

type Memo = { source: string; parts: Map<string, SharedPart>; loadedAt: number };

const memory = new Map<string, Memo>();

async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

/** `source` is the JSON of `{part: value}`; the parts are serialised and tagged once per change, not per request. */
async function remember(key: string, source: string): Promise<Memo> {
  const known = memory.get(key);
  if (known?.source === source) {
    known.loadedAt = Date.now();
    return known;
  }
  const parts = new Map<string, SharedPart>();
  for (const [name, value] of Object.entries(JSON.parse(source) as Record<string, unknown>)) {
    const body = JSON.stringify(value);
    parts.set(name, { value, body, etag: await etagOf(body) });
  }
  const memo = { source, parts, loadedAt: Date.now() };
  memory.set(key, memo);
  return memo;
}

function partOf(memo: Memo, key: string, name: string): SharedPart {
  const part = memo.parts.get(name);
  if (!part) throw new Error(`shared answer ${key} has no part ${name}`);
  return part;
}

/**
 * The part `name` of a shared answer whose source text `load` reads (from KV, or built): from memory while it is
 * younger than MEMORY_MS, else loaded again.
 */
export async function sharedPart(
  key: string,
  name: string,
  load: () => Promise<string>,
): Promise<SharedPart> {
  const known = memory.get(key);
  if (known && Date.now() - known.loadedAt < MEMORY_MS) return partOf(known, key, name);
  return partOf(await remember(key, await load()), key, name);
}

function logFailure(what: string, error: unknown) {
  console.error(`shared answer ${what}: ${error instanceof Error ? error.message : String(error)}`);
}

/** The part `name` of `answer`: memory, else its KV copy, else built from D1 (and copied to KV for the others). */
export function readShared(env: Bindings, answer: SharedAnswer, name: string): Promise<SharedPart> {
  return sharedPart(answer.key, name, async () => {
    const stored = await env.KV.get(answer.key);
    if (stored !== null) return stored;
    const source = JSON.stringify(await answer.build(env));
    try {
      await env.KV.put(answer.key, source, { expirationTtl: READ_COPY_TTL_S });
    } catch (error) {
      logFailure(`${answer.key} not copied to KV`, error);
    }
    return source;
  });
}

/**
 * After a staff change: builds `answer` again from D1 and writes it to KV and to this isolate's memory, before the
 * change is answered. If that fails the KV copy is deleted instead (the next read builds it); if that fails too the
 * stale copy is logged and expires within STAFF_COPY_TTL_S.
 */
export async function refreshShared(env: Bindings, answer: SharedAnswer): Promise<void> {
  memory.delete(answer.key);
  try {
    const source = JSON.stringify(await answer.build(env));
    await env.KV.put(answer.key, source, { expirationTtl: STAFF_COPY_TTL_S });
    await remember(answer.key, source);
  } catch (error) {
    logFailure(`${answer.key} not refreshed`, error);
    try {
      await env.KV.delete(answer.key);
    } catch (deleteError) {
      logFailure(`${answer.key} STALE for up to ${STAFF_COPY_TTL_S} s: not deleted either`, deleteError);
    }
  }
}

/** Forgets every answer this isolate remembers (a test's fresh storage; a write outside the Worker). */
export function forgetSharedAnswers() {
  memory.clear();
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The JSON answer of a shared part. `no-cache`: a browser or CDN may keep it but asks every time, so it is never
 * staler than the Worker; an unchanged answer costs a 304 without a body.
 */
export function sharedJson(c: Context<AppEnv>, part: SharedPart): Response {
  c.header('Cache-Control', 'no-cache');
  c.header('ETag', part.etag);
  if (matches(c.req.header('if-none-match'), part.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  return c.body(part.body, 200);
}

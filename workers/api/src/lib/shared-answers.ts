import type { Context } from 'hono';
import type { AppEnv, Bindings } from '../env';
import { digestHex } from './hex';

// Public answers that are the same for every caller (the offers on sale, the friend intro, the manifest), served
// from the isolate's memory over a KV copy (docs/decisions.md "Shared answers: memory over KV, refreshed by the
// staff change"). The staff call that changes one rebuilds it in the same request: its KV copy and this isolate's
// memory are fresh before it answers. Other isolates take the KV copy again once their memory is MEMORY_MS old.
// A read that was loading when the change came never puts its older answer back: each key counts its changes in this
// isolate (`generations`), and its KV writes from this isolate go one after another in the order they were asked.

/** How long an isolate answers from memory before it reads the KV copy again: the same location's staleness bound. */
export const MEMORY_MS = 250;
/** A KV copy the staff change wrote: if a later refresh fails, the stale copy lives at most this long. */
const STAFF_COPY_TTL_S = 300;
/**
 * A KV copy a read built on a miss: a staff change made in another isolate between that read's D1 select and its KV
 * write would be overwritten by the older answer, so that copy lives the shortest time KV allows.
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
/** The staff changes each key has had in this isolate: a load that saw another count is older than the change. */
const generations = new Map<string, number>();
/** Each key's last KV write from this isolate: the next one starts after it, so they land in the order asked. */
const writes = new Map<string, Promise<unknown>>();

const generationOf = (key: string) => generations.get(key) ?? 0;

function writeInOrder(key: string, write: () => Promise<void>): Promise<void> {
  const next = (writes.get(key) ?? Promise.resolve()).then(write, write);
  writes.set(
    key,
    next.catch(() => undefined),
  );
  return next;
}

async function etagOf(body: string): Promise<string> {
  return `"${await digestHex('SHA-1', body)}"`;
}

/** `source` is the JSON of `{part: value}`, serialised and tagged part by part. */
async function memoOf(source: string): Promise<Memo> {
  const parts = new Map<string, SharedPart>();
  for (const [name, value] of Object.entries(JSON.parse(source) as Record<string, unknown>)) {
    const body = JSON.stringify(value);
    parts.set(name, { value, body, etag: await etagOf(body) });
  }
  return { source, parts, loadedAt: Date.now() };
}

/** Keeps `source` as the key's answer in memory: serialised and tagged once per change, not per request. */
async function remember(key: string, source: string): Promise<Memo> {
  const known = memory.get(key);
  if (known?.source === source) {
    known.loadedAt = Date.now();
    return known;
  }
  const memo = await memoOf(source);
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
  const generation = generationOf(key);
  const source = await load();
  if (generationOf(key) === generation) return partOf(await remember(key, source), key, name);
  // A staff change came while this was loading: this request gets what it loaded, memory keeps the change's answer.
  return partOf(memory.get(key) ?? (await memoOf(source)), key, name);
}

function logFailure(what: string, error: unknown) {
  console.error(`shared answer ${what}: ${error instanceof Error ? error.message : String(error)}`);
}

/** The part `name` of `answer`: memory, else its KV copy, else built from D1 (and copied to KV for the others). */
export function readShared(env: Bindings, answer: SharedAnswer, name: string): Promise<SharedPart> {
  return sharedPart(answer.key, name, async () => {
    const stored = await env.KV.get(answer.key);
    if (stored !== null) return stored;
    const generation = generationOf(answer.key);
    const source = JSON.stringify(await answer.build(env));
    try {
      // Not after a staff change of this isolate: its copy is newer than this one.
      await writeInOrder(answer.key, async () => {
        if (generationOf(answer.key) !== generation) return;
        await env.KV.put(answer.key, source, { expirationTtl: READ_COPY_TTL_S });
      });
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
  generations.set(answer.key, generationOf(answer.key) + 1);
  memory.delete(answer.key);
  try {
    const source = JSON.stringify(await answer.build(env));
    // After any read's copy already on its way: this one lands last.
    await writeInOrder(answer.key, () => env.KV.put(answer.key, source, { expirationTtl: STAFF_COPY_TTL_S }));
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
  generations.clear();
  writes.clear();
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

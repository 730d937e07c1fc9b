// The bench's entry module (scripts/bench.ts): the bundled Worker behind a few bench-only routes that answer before
// Hono, from the same Worker and runtime. They exist only in this module, which the bench hands to Miniflare: the
// deployed Worker's entry is workers/api/src/index.ts, where none of them is reachable.

/** The bare route: no binding touched, the runtime's own ceiling. */
export const BASELINE = '/__baseline';
/** Floor: one KV read (of FLOOR_KV_KEY, which the bench writes first). */
export const FLOOR_KV = '/__floor/kv';
/** Floor: one KV read, then one D1 select of one row by primary key. */
export const FLOOR_KV_D1 = '/__floor/kv-d1';
/** The key the KV floors read; the bench stores a session-sized value under it. */
export const FLOOR_KV_KEY = 'bench:floor';

/** The Worker of `./index.js` (the wrangler bundle) with the bare route and the floors in front of it. */
export function benchEntryModule(): string {
  return `import worker from './index.js';
const json = (body) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
export default {
  ...worker,
  async fetch(request, env, ctx) {
    const path = new URL(request.url).pathname;
    if (path === '${BASELINE}') return json({ ok: true });
    if (path === '${FLOOR_KV}') return json({ ok: (await env.KV.get('${FLOOR_KV_KEY}')) !== null });
    if (path === '${FLOOR_KV_D1}') {
      const session = await env.KV.get('${FLOOR_KV_KEY}');
      const row = await env.DB.prepare('SELECT id, username, first_name, last_name FROM inmates WHERE id = ?')
        .bind(1)
        .first();
      return json({ ok: session !== null, row });
    }
    return worker.fetch(request, env, ctx);
  },
};`;
}

/** An entry module that loads nothing: workerd's own start-up, subtracted from the Worker's. */
export const EMPTY_WORKER_MODULE = `export default {
  fetch() {
    return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
  },
};`;

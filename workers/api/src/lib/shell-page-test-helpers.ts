import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, beforeEach, vi } from 'vitest';
import type { AppEnv } from '../env';
import { firstPaintPage } from './shell-pages';

// What the tests of the shell's pages share (shell-pages.test.ts, shell-page-preloads.test.ts).

/** The shell's built index.html, reduced to what firstPaintPage fills in. */
export const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="Buy communication credits." />' +
  '<script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** The page firstPaintPage makes of the built `index` for a GET of `path` with `headers`. */
export async function pageOf(
  index: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const app = new Hono<AppEnv>().get('*', async (c) => c.html(await firstPaintPage(c, index)));
  return (await app.request(`http://localhost${path}`, { headers }, env)).text();
}

/** The page of INDEX_HTML at `path`, for the caller of `cookie` if any. */
export const page = (path: string, cookie?: string) => pageOf(INDEX_HTML, path, cookie ? { cookie } : {});

/** The JSON of one of the page's data blocks. */
export function dataBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

/** No remote runs beside workerd: its mf-manifest.json is not found unless a test serves one. */
export function withoutRemotes() {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not found', { status: 404 })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

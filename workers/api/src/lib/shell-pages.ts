import { type Language, PAGE_READS_ID, requestLanguage, type Session } from '@app/shared';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { findRemote } from '../../../../shell/src/features/remotes/remote-owners';
import { basePathOf, pageDescription, pageFrame } from '../../../../shell/src/frame/page-frame';
import { PAGE_DATA_IDS } from '../../../../shell/src/lib/page-data-ids';
import { getSession, SESSION_COOKIE } from '../auth/session';
import { sessionAnswer } from '../auth/session-answer';
import type { AppEnv } from '../env';
import { readRemotes } from '../manifest/remotes';
import { errorJson } from './errors';
import { firstScreen } from './first-screens';
import { remoteFiles } from './remote-preload';
import { isApiPath } from './security-headers';

// The Worker imports three of the shell's modules (plain TypeScript, no JSX or DOM): the frame React renders first,
// which remote owns which screen, and the ids of the data blocks.

/**
 * What no route answers: the JSON 404 of docs/architecture.md on the API, otherwise the shell. Its pages (index.html
 * for every client route, and the few files outside /assets) reach the Worker first (wrangler.toml
 * run_worker_first) so that securityHeaders() gives them a CSP naming the remotes of the current manifest;
 * /assets/* is served by the static host directly, with shell/public/_headers.
 */
export async function notFoundOrShell(c: Context<AppEnv>): Promise<Response> {
  const method = c.req.method;
  if (isApiPath(c.req.path) || (method !== 'GET' && method !== 'HEAD')) {
    return errorJson(c, 'Not found', 404);
  }
  // The page is written for this request (its session), so no "not modified" from the static file's ETag.
  const headers = new Headers(c.req.raw.headers);
  headers.delete('If-None-Match');
  headers.delete('If-Modified-Since');
  const asset = await c.env.ASSETS.fetch(new Request(c.req.url, { method, headers }));
  if (!asset.ok || !asset.headers.get('Content-Type')?.includes('text/html')) {
    // A fetched Response's headers are immutable; a copy lets the middleware set the security headers.
    return new Response(asset.body, asset);
  }
  const page = await firstPaintPage(c, await asset.text());
  const answer = new Response(method === 'HEAD' ? null : page, asset);
  answer.headers.delete('Content-Length');
  answer.headers.delete('ETag');
  answer.headers.set('Cache-Control', 'private, no-store');
  return answer;
}

/**
 * The calls a public screen's remote makes as it mounts (offers: offer-selection/api/get-offers.ts; account:
 * inmate-detail-page.tsx), fetched with the page (`<link rel="preload" as="fetch">`, which the remote's own fetch then
 * uses) instead of after the remote's code has loaded and run.
 */
function screenReads(screen: string, session: Session | undefined, query: string): string[] {
  // Only a plain address: `?step=registration` shows another screen, and `?delayupdate=true` (the return from a
  // card payment) reads 2 s later on purpose, once the payment is booked; a preloaded answer would be older.
  if (query) return [];
  if (screen === 'inmates/register') return ['/api/getactiveoffers', '/api/getactiveaggregateoffers'];
  if (screen === 'inmates/detail' && session?.inmate)
    return ['/api/getinmatedetail', '/api/getservicesforinmate'];
  return [];
}

/** JSON in a `<script type="application/json">` data block: it never runs, and `<` cannot close the element. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * A list of the shell's own chunks that its build writes into index.html as a data block (shell/vite.config.ts), and
 * the page without that block. `pick` chooses the list from the block's JSON; only `/assets/` paths are kept, and not
 * those index.html already names (its entry and the chunks it imports statically need no second link).
 */
function takeFileList(
  html: string,
  id: string,
  pick: (value: unknown) => unknown,
): { html: string; files: string[] } {
  const block = new RegExp(`\\s*<script type="application/json" id="${id}">(.*?)</script>`);
  const match = block.exec(html);
  if (!match) return { html, files: [] };
  let files: string[] = [];
  try {
    const list = pick(JSON.parse(match[1] ?? ''));
    if (Array.isArray(list))
      files = list.filter(
        (file): file is string =>
          typeof file === 'string' &&
          file.startsWith('/assets/') &&
          !html.includes(`href="${file}"`) &&
          !html.includes(`src="${file}"`),
      );
  } catch {
    // a block that is not JSON preloads nothing; the shell still imports the files itself
  }
  return { html: html.replace(block, ''), files };
}

/**
 * The shell's first render's catalogue chunks in `language`, from the `page-catalogues` block (`{en: [urls], es:
 * [urls]}`), and the page without it: the shell awaits them before it renders (main.tsx), so they download with the
 * page, in the reader's language only.
 */
export const shellCatalogues = (html: string, language: Language) =>
  takeFileList(html, PAGE_DATA_IDS.catalogues, (all) => (all as Record<string, unknown> | null)?.[language]);

/**
 * The Module Federation host's chunks, from the `page-federation` block (`[urls]`), and the page without it: the
 * shell imports them when a remote's screen opens (federation-host.ts), so only such a page preloads them.
 */
export const federationHostFiles = (html: string) =>
  takeFileList(html, PAGE_DATA_IDS.federation, (list) => list);

/**
 * GET /api/session's answer for this request: {} without a session cookie (no lookup at all), undefined when it
 * cannot be given here (e.g. a session that must change its password first), so the shell asks as before.
 */
async function requestSession(c: Context<AppEnv>): Promise<Session | undefined> {
  if (!getCookie(c, SESSION_COOKIE)) return {};
  try {
    return await sessionAnswer(c, await getSession(c));
  } catch {
    return undefined;
  }
}

/**
 * `<html lang="…">` in the page's language (the index.html's own `lang` replaced), for the first paint's words, and
 * the page's description in it.
 */
const markLanguage = (html: string, language: Language) =>
  html
    .replace(/<html(\s[^>]*)?>/, (_tag, attributes = '') => {
      const others = String(attributes).replace(/\s+lang="[^"]*"/, '');
      return `<html lang="${language}"${others}>`;
    })
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${pageDescription(language).replace(/"/g, '&quot;')}"`,
    );

/**
 * A module the page will import, fetched with the page: `preload as="script"`, not `modulepreload`, which would also
 * compile it on the main thread before the first paint (about 0.2 s of a 4× slower CPU on `/`, docs/decisions.md
 * "Preloads that do not compile"). The module's own import then takes the preloaded response.
 */
const scriptPreload = (url: string) =>
  `<link rel="preload" as="script" crossorigin href="${url.replace(/"/g, '%22')}">`;

/**
 * The shell's index.html made ready to paint before any script runs (issue 12 §5, docs/architecture.md "The first
 * paint"): the frame of this page and session inside #root, the session and the manifest as data blocks (no
 * GET /api/session or /mf-manifest.json before the first screen), and preload links (scriptPreload) for the remote
 * that owns this path and for the shell's Module Federation host, so they download in parallel with the shell's
 * script, and the calls its screen starts with; the catalogue chunks of the shell's and that remote's first render
 * in the page's language are preloaded too. The offer selection is written whole, with the offers it shows as the page's first reads
 * (first-screens.ts). The frame is in the request's language (issue 13 §1): the `lang` cookie, else
 * Accept-Language, as the shell then chooses in the browser.
 */
export async function firstPaintPage(c: Context<AppEnv>, html: string): Promise<string> {
  const pathname = c.req.path;
  const language = requestLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'));
  const [session, remotes] = await Promise.all([requestSession(c), readRemotes(c.env)]);
  const basePath = basePathOf(pathname);
  const screen = pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
  const owner = findRemote(basePath, screen);
  const entry = owner ? remotes[owner] : undefined;
  const search = new URL(c.req.url).search;
  const [preloads, painted] = await Promise.all([
    entry ? remoteFiles(entry, language) : [],
    basePath === '' ? firstScreen(c, screen, search, session, language) : undefined,
  ]);
  // A painted screen's reads come with the page; otherwise its first calls are preloaded.
  const reads = basePath === '' && !painted ? screenReads(screen, session, search) : [];
  const catalogues = shellCatalogues(html, language);
  const federation = federationHostFiles(catalogues.html);
  const head = [
    ...[...catalogues.files, ...(entry ? federation.files : []), ...preloads].map(scriptPreload),
    ...reads.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
    ...(session ? [dataBlock(PAGE_DATA_IDS.session, session)] : []),
    ...(painted ? [dataBlock(PAGE_READS_ID, painted.reads)] : []),
    dataBlock(PAGE_DATA_IDS.manifest, { remotes }),
  ].join('\n    ');
  const frame = pageFrame(pathname, session, language, { search, screen: painted?.html });
  // Replaced by functions: a replacement string would read `$&`, `$'` or `$$` in a name or an offer as patterns.
  return markLanguage(federation.html, language)
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
}

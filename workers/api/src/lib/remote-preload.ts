// The files of a remote's ./App, from the mf-manifest.json its build writes beside remoteEntry.js (docs/architecture.md
// "The first paint"): the shell's page names them in preload links, so the browser fetches the entry
// and its chunks at once, in parallel with the shell's own script, instead of one after another as each import is
// discovered (issue 12 §5).
import type { Language } from '@app/shared';

type ExposeAssets = { path?: unknown; assets?: { js?: unknown } };

/** How long a remote's manifest is reused; its URLs change with each deployment (a new entry URL). */
const REUSE_MS = 60_000;
/** A remote that is slow to answer its manifest must not hold the page back. */
const FETCH_TIMEOUT_MS = 1_000;

const known = new Map<string, { at: number; manifest: Promise<unknown> }>();

/**
 * The URLs (absolute) of the chunks `./App` needs at once for a reader of `language`, as listed in the remote's
 * mf-manifest.json.
 */
export function appChunks(manifest: unknown, entry: string, language: Language): string[] {
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const app = (exposes as ExposeAssets[]).find((expose) => expose.path === './App');
  const js = app?.assets?.js as { sync?: unknown; async?: unknown } | undefined;
  const files = (list: unknown) =>
    Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [];
  // The chunks ./App imports at once (the remote's build adds the small chunk remoteEntry.js imports for it:
  // frontends/remote-vite-config.ts), and from its `async` list: the loadShare chunk through which it reaches the
  // shell's singletons, and its namespace's catalogue in the reader's language (`i18n-<language>-<hash>.js`, named
  // so by the remote's build), which App loads as soon as it runs. The rest of that list is the remote's own copies
  // of React and the router, which the shell provides, and of the shared catalogues, which the shell loads (a page
  // never downloads them).
  const catalogue = new RegExp(`(^|/)i18n-${language}-[\\w-]+\\.js$`);
  const needed = [
    ...files(js?.sync),
    ...files(js?.async).filter((file) => file.includes('loadShare') || catalogue.test(file)),
  ];
  return needed.map((file) => new URL(file, entry).href);
}

async function fetchManifest(entry: string): Promise<unknown> {
  try {
    const answer = await fetch(new URL('mf-manifest.json', entry), {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    return answer.ok ? await answer.json() : null;
  } catch {
    return null; // a remote that is down is reported by the shell's error box, not by the page
  }
}

/**
 * remoteEntry.js and the chunks of ./App (in the reader's language) for one remote entry URL; only the entry when
 * its manifest cannot be read.
 */
export async function remoteFiles(entry: string, language: Language): Promise<string[]> {
  const now = Date.now();
  let cached = known.get(entry);
  if (!cached || now - cached.at > REUSE_MS) {
    cached = { at: now, manifest: fetchManifest(entry) };
    known.set(entry, cached);
  }
  return [entry, ...appChunks(await cached.manifest, entry, language)];
}

// The files of a remote's ./App, from the mf-manifest.json its build writes beside remoteEntry.js (docs/architecture.md
// "The first paint"): the shell's page names them in <link rel="modulepreload">, so the browser fetches the entry
// and its chunks at once, in parallel with the shell's own script, instead of one after another as each import is
// discovered (issue 12 §5).

type ExposeAssets = { path?: unknown; assets?: { js?: unknown } };

/** How long a remote's file list is reused; its URLs change with each deployment (a new entry URL). */
const REUSE_MS = 60_000;
/** A remote that is slow to answer its manifest must not hold the page back. */
const FETCH_TIMEOUT_MS = 1_000;

const known = new Map<string, { at: number; files: Promise<string[]> }>();

/** The URLs (absolute) of the chunks `./App` needs at once, as listed in the remote's mf-manifest.json. */
export function appChunks(manifest: unknown, entry: string): string[] {
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const app = (exposes as ExposeAssets[]).find((expose) => expose.path === './App');
  const js = app?.assets?.js as { sync?: unknown; async?: unknown } | undefined;
  const files = (list: unknown) =>
    Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [];
  // The chunks ./App imports at once, and from its `async` list the loadShare chunk through which it reaches the
  // shell's singletons; the rest of that list is the remote's own copies of React and the router, which the shell
  // provides (a page never downloads them).
  const needed = [...files(js?.sync), ...files(js?.async).filter((file) => file.includes('loadShare'))];
  return needed.map((file) => new URL(file, entry).href);
}

async function fetchChunks(entry: string): Promise<string[]> {
  try {
    const answer = await fetch(new URL('mf-manifest.json', entry), {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    return answer.ok ? appChunks(await answer.json(), entry) : [];
  } catch {
    return []; // a remote that is down is reported by the shell's error box, not by the page
  }
}

/** remoteEntry.js and the chunks of ./App for one remote entry URL; [] when its manifest cannot be read. */
export async function remoteFiles(entry: string): Promise<string[]> {
  const now = Date.now();
  let cached = known.get(entry);
  if (!cached || now - cached.at > REUSE_MS) {
    cached = { at: now, files: fetchChunks(entry) };
    known.set(entry, cached);
  }
  return [entry, ...(await cached.files)];
}

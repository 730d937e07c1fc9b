import { type Bindings, config } from '../env';
import { type SharedPart, sharedPart } from '../lib/shared-answers';

/** KV key a deployment writes the manifest to (docs/architecture.md). */
export const MANIFEST_KEY = 'mf-manifest';

/** A remote's name mapped to its entry URL (docs/architecture.md, "Remotes and the run-time manifest"). */
export type Remotes = Record<string, string>;

function isRemotes(value: unknown): value is Remotes {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((url) => typeof url === 'string')
  );
}

/**
 * Reads a manifest value: either the whole document `{"remotes": {...}}` or the bare map `{...}`.
 * Anything unreadable yields an empty map rather than an error, so a bad value never breaks the shell's start.
 */
export function parseRemotes(text: string | null | undefined): Remotes {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value === 'object' && value !== null && 'remotes' in value) value = value.remotes;
  return isRemotes(value) ? value : {};
}

/** The part of the shared manifest answer that GET /mf-manifest.json serves: `{remotes}`. */
const MANIFEST_DOCUMENT = 'mf-manifest.json';

/**
 * The manifest document `{remotes}` the shell loads now: the KV manifest a deployment wrote (key `mf-manifest`),
 * else the REMOTES var. KV wins, so a remote's deployment or rollback is one KV write. Kept in the isolate's memory
 * for MEMORY_MS (lib/shared-answers.ts): the deployment writes KV from outside the Worker, so nothing can purge
 * that memory; the new manifest shows in every isolate once KV serves it (docs/decisions.md "Shared answers").
 */
export function readManifest(env: Bindings): Promise<SharedPart> {
  return sharedPart(MANIFEST_KEY, MANIFEST_DOCUMENT, async () => {
    const stored = await env.KV.get(MANIFEST_KEY);
    const remotes = stored !== null ? parseRemotes(stored) : parseRemotes(config(env).REMOTES);
    return JSON.stringify({ [MANIFEST_DOCUMENT]: { remotes } });
  });
}

/** The remotes the shell loads now (readManifest). */
export async function readRemotes(env: Bindings): Promise<Remotes> {
  return ((await readManifest(env)).value as { remotes: Remotes }).remotes;
}

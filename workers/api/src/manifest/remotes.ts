import { type Bindings, config } from '../env';

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

/**
 * The remotes the shell loads now: the KV manifest a deployment wrote (key `mf-manifest`), else the REMOTES var.
 * KV wins, so a remote's deployment or rollback is one KV write.
 */
export async function readRemotes(env: Bindings): Promise<Remotes> {
  const stored = await env.KV.get(MANIFEST_KEY);
  return stored !== null ? parseRemotes(stored) : parseRemotes(config(env).REMOTES);
}

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

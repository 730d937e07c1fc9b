import { or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { inmates } from '../db/schema';

// Manage Inmates' search (getinmates `q`): "contains", ignoring case, on the first or last name, username, e-mail or
// phone number. A search of 3 characters or more reads the trigram index `inmates_search` (migration 0011); a
// shorter one, which no trigram can match, scans the five columns with LIKE.

/** How a page filters: not at all, by the trigram index, or by a scan of the five columns. */
export type SearchKind = 'none' | 'index' | 'scan';

const TRIGRAM = 3;

export function searchKind(q: string | undefined): SearchKind {
  if (!q) return 'none';
  return [...q].length >= TRIGRAM ? 'index' : 'scan';
}

/** The values of searchFilter's placeholders for `q`. */
export function searchValues(q: string | undefined) {
  return { match: q ? phrase(q) : null, pattern: q ? containsPattern(q) : null };
}

/** `q` as one FTS5 phrase: a trigram phrase matches where the text contains it, its characters taken literally. */
function phrase(q: string): string {
  return `"${q.replaceAll('"', '""')}"`;
}

/** `%q%` for LIKE with its wildcards taken literally: a search for `a_b` does not match `axb`. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The inmates row's id, qualified by hand: Drizzle writes a column of a one-table select unqualified. */
export const inmateId = sql.raw('"inmates"."id"');

/**
 * The WHERE of a search of `kind` on a select from `inmates`: the index (the `match` placeholder, case folded by the
 * trigram tokenizer) or LIKE on each column (the `pattern` placeholder; SQLite's LIKE ignores ASCII case).
 */
export function searchFilter(kind: SearchKind): SQL | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'index') {
    return sql`${inmateId} IN (SELECT rowid FROM inmates_search WHERE inmates_search MATCH ${sql.placeholder('match')})`;
  }
  const like = (column: SQLWrapper) => sql`${column} LIKE ${sql.placeholder('pattern')} ESCAPE '\\'`;
  return or(
    like(inmates.firstName),
    like(inmates.lastName),
    like(inmates.username),
    like(inmates.email),
    like(inmates.twilioNumber),
  );
}

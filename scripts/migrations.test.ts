import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The D1 migrations as wrangler applies them to a live database (docs/architecture.md "Data"): in name order, each in
// one transaction, foreign keys enforced. D1 ignores `PRAGMA foreign_keys=OFF` there, so a table rebuild of the kind
// drizzle-kit writes (`__new_<table>`, copy, DROP TABLE, rename) would delete or refuse the rows that reference the
// dropped table; such a migration must defer the checks instead (`PRAGMA defer_foreign_keys = on`).

const DIR = join(import.meta.dirname, '..', 'migrations');
const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const sql = (name: string) => readFileSync(join(DIR, name), 'utf8');

describe('migrations', () => {
  it('are the journal’s entries, in order', () => {
    const journal = JSON.parse(readFileSync(join(DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
  });

  it('never rely on PRAGMA foreign_keys, which D1 ignores in a migration', () => {
    expect(files.filter((name) => /PRAGMA\s+foreign_keys\s*=/i.test(sql(name)))).toEqual([]);
  });

  it('defer the foreign key checks in any migration that drops a table', () => {
    const dropping = files.filter((name) => /\bDROP\s+TABLE\b/i.test(sql(name)));
    expect(dropping.filter((name) => !/PRAGMA\s+defer_foreign_keys\s*=\s*on/i.test(sql(name)))).toEqual([]);
  });
});

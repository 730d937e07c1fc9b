import { fillPlaceholders } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { type Db, getDb } from './client';
import { rowMapper, type SelectPlan } from './row-mapper';

// Queries compiled once per isolate (issue 12 item 2, docs/decisions.md "Compiled hot reads"). Building a Drizzle
// query's SQL on every request was about a third of a hot read's CPU in the bench's profile. A compiled query is
// written with Drizzle as any other, its values as `sql.placeholder(name)`; its SQL and its mapping of D1's rows to
// the query's result type are made on first use and kept, and each request only binds its values. The statements
// run on the request's D1 binding (its Sessions API session, db/client.ts), in one `batch` when there are several.

/** A prepared Drizzle query: its SQL and parameters (placeholders among them). */
type Prepared = { getQuery(): { sql: string; params: unknown[] } };
type Preparable = PromiseLike<unknown> & { prepare(): Prepared };

/** A compiled query with its values bound: one statement of a batch, and how to read its rows (as arrays). */
export type BoundQuery<R> = {
  readonly sql: string;
  readonly params: unknown[];
  read(rows: unknown[][]): R;
};

export type CompiledQuery<R> = { bind(values: Record<string, unknown>): BoundQuery<R> };

/** The row of a select of `Fields` as their tables define it, whatever the joins (see readAsCaller). */
export type RowOf<Fields> = SelectResultFields<Fields>;

/** What a compiled query answers. */
export type ResultOf<C> = C extends CompiledQuery<infer R> ? R : never;

/** Only builds SQL: preparing a Drizzle query asks its client for a statement, which is never run here. */
const COMPILE_ONLY = { prepare: () => ({}) } as unknown as D1Database;

/**
 * `build` (a Drizzle select with placeholders) compiled on first use. A value missing from `bind` throws, as
 * Drizzle's own prepared queries do.
 */
export function compiledQuery<Q extends Preparable>(build: (db: Db) => Q): CompiledQuery<Awaited<Q>> {
  let compiled: { sql: string; params: unknown[]; read(rows: unknown[][]): Awaited<Q> } | undefined;
  const compile = () => {
    const prepared = build(getDb(COMPILE_ONLY)).prepare();
    const { sql, params } = prepared.getQuery();
    // Drizzle's prepared select keeps its fields and joins, which its types do not show.
    const mapRow = rowMapper(prepared as unknown as SelectPlan);
    if (!mapRow) throw new Error('compiledQuery takes a select (db.select…), not a relational or raw query');
    return { sql, params, read: (rows: unknown[][]) => rows.map(mapRow) as Awaited<Q> };
  };
  return {
    bind(values) {
      compiled ??= compile();
      return { sql: compiled.sql, params: fillPlaceholders(compiled.params, values), read: compiled.read };
    },
  };
}

export type Results<T extends readonly BoundQuery<unknown>[]> = {
  -readonly [K in keyof T]: T[K] extends BoundQuery<infer R> ? R : never;
};

/**
 * The queries as one D1 round trip: a single query is run on its own, its rows as arrays (`raw`); several as a
 * batch, whose rows come back as objects, read in their columns' order.
 */
export async function runCompiled<const T extends readonly BoundQuery<unknown>[]>(
  d1: D1Database,
  queries: T,
): Promise<Results<T>> {
  const statements = queries.map((query) => d1.prepare(query.sql).bind(...query.params));
  const [only] = statements;
  const rows =
    statements.length === 1 && only
      ? [await only.raw()]
      : (await d1.batch<Record<string, unknown>>(statements)).map((result) =>
          result.results.map(Object.values),
        );
  return queries.map((query, i) => query.read(rows[i] ?? [])) as Results<T>;
}

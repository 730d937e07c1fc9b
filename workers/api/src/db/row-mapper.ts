import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

// The mapping of a compiled query's rows (db/compiled.ts) to its result: the same as Drizzle's own for a select
// (mapResultRow of drizzle-orm 0.45: decode each column, build nested objects, and a nested object of a LEFT JOINed
// table whose columns are all null becomes null), with each field's decoder found once per query instead of once
// per field of every row, which was the largest part of a hot read's own CPU left in the bench's profile.

/** What a prepared Drizzle select holds about its fields (internal to Drizzle, kept by its prepared queries). */
export type SelectPlan = {
  executeMethod?: string;
  customResultMapper?: unknown;
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
};

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Node = Record<string, unknown>;

/** An SQL expression's decoder (`sql<T>` with `.mapWith`), internal to Drizzle like the fields. */
const decoderOfSql = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** A row mapper for a prepared select, or undefined for any other query. */
export function rowMapper(plan: SelectPlan): ((row: unknown[]) => Node) | undefined {
  if (plan.executeMethod !== 'all' || plan.customResultMapper || !plan.fields) return undefined;
  const joins = plan.joinsNotNullableMap;
  const fields = plan.fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1] as string,
    decoder: decoderOf(field),
    // The table of a column one level down: an object of a LEFT JOINed table may be nulled.
    table: joins && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined,
  }));
  return (row) => {
    const result: Node = {};
    const nullify: Record<string, string | false> = {};
    fields.forEach(({ parents, key, decoder, table }, index) => {
      let node = result;
      for (const parent of parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Node;
      }
      const raw = row[index];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[key] = value;
      if (table === undefined) return;
      const object = parents[0] as string;
      if (!(object in nullify)) nullify[object] = value === null ? table : false;
      else if (typeof nullify[object] === 'string' && nullify[object] !== table) nullify[object] = false;
    });
    for (const [object, table] of Object.entries(nullify)) {
      if (typeof table === 'string' && !joins?.[table]) result[object] = null;
    }
    return result;
  };
}

// SQL for the demo data: literals, INSERT OR IGNORE statements, and the service and call rows that both inmate1's
// history and the bench's generated inmates are made of.

type Value = string | number | boolean | null;
export type Row = Record<string, Value>;

/** A SQL literal: strings quoted with '' escaping, booleans as 0/1. */
function literal(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** One `INSERT OR IGNORE` statement for rows sharing the first row's columns. */
export function insert(table: string, rows: Row[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const values = rows.map((row) => `(${columns.map((column) => literal(row[column] ?? null)).join(', ')})`);
  return `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')};`;
}

/** Rows are written 100 to a statement: few statements, each well under D1's statement size limit. */
export function insertAll(table: string, rows: Row[], perStatement = 100): string[] {
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += perStatement)
    statements.push(insert(table, rows.slice(i, i + perStatement)));
  return statements;
}

/** A date `days` (and `hours`) from the seed's `now`, as ISO 8601. */
export type At = (days: number, hours?: number) => string;

export function service(
  id: number,
  inmateId: number,
  offerId: number,
  title: string,
  remainingTenths: number,
  datePurchased: string,
  paidThrough: string | null,
  payments: { recurring?: boolean; automatic?: boolean; selected?: boolean; active?: boolean } = {},
): Row {
  return {
    id,
    inmate_id: inmateId,
    offer_id: offerId,
    title,
    remaining_tenths: remainingTenths,
    date_purchased: datePurchased,
    paid_through: paidThrough,
    recurring_payments: payments.recurring ?? false,
    automatic_payments: payments.automatic ?? false,
    stripe_subscription_id: null,
    active: payments.active ?? true,
    selected: payments.selected ?? false,
  };
}

export function call(
  id: number,
  inmateId: number,
  serviceId: number,
  date: string,
  creditsUsedTenths: number,
  serviceType: string,
  conversationUuid: string | null,
  friendId: number | null,
  durationSeconds: number | null,
): Row {
  return {
    id,
    inmate_id: inmateId,
    service_id: serviceId,
    date,
    credits_used_tenths: creditsUsedTenths,
    service_type: serviceType,
    conversation_uuid: conversationUuid,
    friend_id: friendId,
    duration_seconds: durationSeconds,
  };
}

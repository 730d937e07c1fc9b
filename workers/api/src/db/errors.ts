/**
 * True for a UNIQUE constraint violation. D1 reports it as a DrizzleQueryError whose `cause` is the D1 error
 * `D1_ERROR: UNIQUE constraint failed: <table>.<column>` (DESIGN.md, known traps); routes map it to 409/400.
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.message.includes('UNIQUE constraint failed')) {
      return column === undefined || current.message.includes(column);
    }
    current = current.cause;
  }
  return false;
}

/**
 * True for a second account of an e-mail address in `table`: the exact address (`<table>.email`) or the same one in
 * another case (the `<table>_email_lower_unique` index, which SQLite names instead of a column).
 */
export function isEmailTaken(error: unknown, table: 'inmates' | 'friends'): boolean {
  return (
    isUniqueViolation(error, `${table}.email`) || isUniqueViolation(error, `${table}_email_lower_unique`)
  );
}

/** The D1 error of `error` or of one of its causes says `text` (DrizzleQueryError wraps the D1 error). */
function saysConstraint(error: unknown, text: string): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.message.includes(text)) return true;
    current = current.cause;
  }
  return false;
}

/** True for a FOREIGN KEY violation, e.g. a row inserted for an offer deleted meanwhile (D1 enforces foreign keys). */
export const isForeignKeyViolation = (error: unknown): boolean =>
  saysConstraint(error, 'FOREIGN KEY constraint failed');

/** True for a NOT NULL violation of `column` (`<table>.<column>`), e.g. a value a subquery found no row for. */
export const isNotNullViolation = (error: unknown, column: string): boolean =>
  saysConstraint(error, `NOT NULL constraint failed: ${column}`);

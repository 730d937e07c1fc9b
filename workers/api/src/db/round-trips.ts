import { vi } from 'vitest';

// Test helper (issue 12 item 2): counts what reaches D1 through the Worker's binding. A round trip is one `batch` or
// one statement run on its own (`all`, `run`, `first`, `raw`); preparing a statement costs none.

export type D1Counts = { roundTrips: number; batches: number; statements: number };

const RUNS = new Set(['all', 'run', 'first', 'raw']);
/** The real statement behind a counting one. */
const TARGET = Symbol('target');

/** A statement whose runs are counted (binding keeps counting). */
function countingStatement(statement: D1PreparedStatement, counts: D1Counts): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property, receiver) {
      if (property === TARGET) return target;
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'bind') {
        return (...args: unknown[]) => countingStatement(value.apply(target, args), counts);
      }
      return (...args: unknown[]) => {
        if (RUNS.has(String(property))) {
          counts.roundTrips += 1;
          counts.statements += 1;
        }
        return value.apply(target, args);
      };
    },
  });
}

/** `d1` (a binding or a Sessions API session) counting its round trips into `counts`. */
export function countingD1<T extends D1Database | D1DatabaseSession>(d1: T, counts: D1Counts): T {
  return new Proxy(d1, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'prepare') {
        return (query: string) => countingStatement(value.call(target, query), counts);
      }
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          counts.roundTrips += 1;
          counts.batches += 1;
          counts.statements += statements.length;
          // The real statements: D1 refuses proxies in a batch.
          return value.call(target, statements.map(unwrap));
        };
      }
      return value.bind(target);
    },
  });
}

function unwrap(statement: D1PreparedStatement): D1PreparedStatement {
  return (statement as unknown as Record<symbol, D1PreparedStatement>)[TARGET] ?? statement;
}

/**
 * Counts the D1 round trips of the Worker's requests until `restore()`: every request's D1 session (db/client.ts
 * d1Session) is wrapped as it is opened.
 */
export function countWorkerD1(db: D1Database) {
  const counts: D1Counts = { roundTrips: 0, batches: 0, statements: 0 };
  const original = db.withSession.bind(db);
  const spy = vi
    .spyOn(db, 'withSession')
    .mockImplementation((constraint) => countingD1(original(constraint), counts));
  return {
    counts,
    reset: () => Object.assign(counts, { roundTrips: 0, batches: 0, statements: 0 }),
    restore: () => spy.mockRestore(),
  };
}

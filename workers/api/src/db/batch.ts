import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client';

/**
 * Runs write statements (Drizzle queries without `returning`) as one D1 batch, which D1 runs as one transaction,
 * and answers each statement's row count. For batches built in a loop, whose length TypeScript cannot know.
 */
export async function batchChanges(db: Db, statements: BatchItem<'sqlite'>[]): Promise<number[]> {
  const [first, ...rest] = statements;
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  return results.map((result) => (result as { meta?: { changes?: number } }).meta?.changes ?? 0);
}

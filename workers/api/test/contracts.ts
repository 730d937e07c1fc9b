import { expect } from 'vitest';
import { z } from 'zod';

/**
 * The answer of a 200 response parsed with a shared contract schema (shared/src/contracts); anything else fails
 * with the call's name and the body, so the contract tests say which call broke its contract.
 */
export async function answer<S extends z.ZodType>(
  what: string,
  schema: S,
  response: Response,
): Promise<z.infer<S>> {
  const body: unknown = await response.json();
  expect(response.status, `${what}: ${JSON.stringify(body)}`).toBe(200);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${what}: ${z.prettifyError(parsed.error)}\n${JSON.stringify(body)}`);
  return parsed.data;
}

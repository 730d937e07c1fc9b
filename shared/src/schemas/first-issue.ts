import type { z } from 'zod';

/**
 * The message of the first issue, which the API answers as `{error}` (architecture: "Validation failures carry the
 * first failing rule's exact spec message").
 * @example firstIssueMessage(registrationSchema.safeParse(body).error) === 'First name is required'
 */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

import type { z } from 'zod';

/**
 * Adds spec §5 "equal to it (Passwords must match)" to an object schema: `target` must equal `source`. The issue is
 * reported on `target`, and only once `target` passes its own rules, so a field always shows its first failing rule.
 */
export function withMatchingPasswords<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  source: string,
  target: string,
) {
  return schema.superRefine(
    (value, ctx) => {
      if (value[source] !== value[target])
        ctx.addIssue({
          code: 'custom',
          message: 'Passwords must match',
          path: [target],
          input: value[target],
        });
    },
    // Run even when other fields failed, so the form shows every field's message after the first submit (spec §4).
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === target),
    },
  );
}

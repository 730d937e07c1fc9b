import * as z from 'zod';
import { phoneNumberSchema } from './phone';

/**
 * The inmate's forwarding number (CALL_FORWARDING dials it): the spec §5 phone rule and its message, or empty to
 * have none. Outputs the trimmed number, or null for empty.
 * @example forwardingNumberSchema.parse(' +15551234567 ') === '+15551234567'; forwardingNumberSchema.parse('') === null
 */
export const forwardingNumberSchema = z
  .string({ error: 'Invalid phone number' })
  .trim()
  .transform((value, context) => {
    if (value === '') return null;
    const number = phoneNumberSchema.safeParse(value);
    if (number.success) return number.data;
    for (const issue of number.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

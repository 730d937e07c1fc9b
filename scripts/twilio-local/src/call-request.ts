import * as z from 'zod';

// What a simulated facility call needs, checked the same way for `npm run call` (call-cli.ts) and for
// `POST /simulate` on the local server (index.ts).

/** A number as the facility's system or Twilio sends it: digits, with an optional leading +. */
const phone = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(/^\+?\d{7,15}$/, `${field} must be a phone number (7 to 15 digits, an optional leading +)`);

export const callRequestSchema = z.object({
  from: phone('from (the jail phone)'),
  to: phone("to (the inmate's number)"),
  code: z
    .string({ error: 'code is required' })
    .trim()
    .regex(/^[0-9*#]{1,20}$/, 'code must be the keys the inmate presses (digits, * or #)'),
  minutes: z
    .number({ error: 'minutes must be a number' })
    .positive('minutes must be more than 0')
    .max(240, 'minutes must be at most 240 (Twilio cuts a call at four hours)'),
  friend: z
    .enum(['accepts', 'declines'], { error: 'friend must be "accepts" or "declines"' })
    .default('accepts'),
  /** At a bundle's call menu: 1 a friend, 2 the saved number, 3 the assistant (none: the menu's default). */
  choice: z
    .enum(['1', '2', '3'], {
      error: 'choice must be 1 (a friend), 2 (the saved number) or 3 (the assistant)',
    })
    .optional(),
  worker: z
    .url({ protocol: /^https?$/, error: 'worker must be an http(s) URL, e.g. http://localhost:8787' })
    .optional(),
});

export type CallRequest = z.infer<typeof callRequestSchema>;

/** The first problem of an input, as one clear line. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'invalid call';
}

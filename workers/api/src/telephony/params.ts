import * as z from 'zod';
import { fail } from '../lib/errors';
import type { TwilioParams } from './signature';

// The webhook parameters the call flow reads (Twilio Programmable Voice; docs/architecture.md "Calls"). Twilio sends
// more than these; the rest are signed over but not read. A malformed request answers 400 `{error}`.

/** Twilio's id of a call: `CA` and 32 hex digits. */
export const callSidSchema = z.string().regex(/^CA[0-9a-fA-F]{32}$/, 'CallSid is not a Twilio call id');

const phone = z.string().trim().min(1, 'a phone number is required').max(32);
const digits = z.string().regex(/^[0-9*#]{0,32}$/, 'Digits must be keypad digits');
/** Whole seconds; anything else is a malformed request (400), never read as 0: a call must not go unmetered. */
const seconds = z.coerce.number().int().nonnegative();

export const incomingCallSchema = z.object({ CallSid: callSidSchema, From: phone, To: phone });
export const gatheredSchema = z.object({ CallSid: callSidSchema, Digits: digits.default('') });
export const dialResultSchema = z.object({
  CallSid: callSidSchema,
  DialCallStatus: z.string().max(32).default(''),
  DialCallDuration: seconds.default(0),
  DialBridged: z.string().max(8).optional(),
});
export const callStatusSchema = z.object({
  CallSid: callSidSchema,
  CallStatus: z.enum([
    'queued',
    'ringing',
    'in-progress',
    'completed',
    'busy',
    'failed',
    'no-answer',
    'canceled',
  ]),
});
/** The query of the Dial's action: the friend whose leg it reports (PHONE_PALS; none for other calls). */
export const dialQuerySchema = z.object({ friend: z.coerce.number().int().positive().optional() });
/** The query of the whisper URLs: which facility call, which friend is rung. */
export const whisperQuerySchema = z.object({
  call: callSidSchema,
  friend: z.coerce.number().int().positive(),
});

/** The statuses after which a call is over (Twilio's final CallStatus values). */
export const FINAL_STATUSES = new Set(['completed', 'busy', 'failed', 'no-answer', 'canceled']);

/** `params` read with `schema`, or 400 `{error}` naming the first problem. */
export function readParams<T extends z.ZodType>(schema: T, params: TwilioParams): z.infer<T> {
  const result = schema.safeParse(params);
  if (!result.success) {
    const issue = result.error.issues[0];
    fail(400, `Invalid Twilio request: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  return result.data;
}

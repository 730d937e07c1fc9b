import * as z from 'zod';
import {
  atMost,
  DIGITS_PATTERN,
  matches,
  NAME_WITH_DIGITS_PATTERN,
  numericText,
  optionalIdSchema,
  requiredText,
  wholeNumber,
} from './rules';

/** Limits of spec §9. */
export const JAIL_NAME_MAX = 25;
export const JAIL_PHONE_MAX = 11;
export const JAIL_SECONDS_MAX_DIGITS = 2;

/**
 * POST /admin/api/addjail (add and update): JSON {id, name, phoneNumber, promptDuration, pauseBeforeGreeting,
 * dtmfResponse}. Numeric fields may arrive as numbers or numeric strings. Output: phoneNumber stays text (digits),
 * promptDuration and pauseBeforeGreeting are numbers of seconds, dtmfResponse is the one-digit text of the key.
 */
export const jailSchema = z.object({
  id: optionalIdSchema,
  name: requiredText('Institution name is required', [
    [matches(NAME_WITH_DIGITS_PATTERN), 'Institution name can only contain letters, digits, spaces and #'],
    [atMost(JAIL_NAME_MAX), `Institution name must be at most ${JAIL_NAME_MAX} characters`],
  ]),
  phoneNumber: numericText('Phone number is required', [
    [matches(DIGITS_PATTERN), 'Phone number can only contain digits'],
    [atMost(JAIL_PHONE_MAX), `Phone number must be at most ${JAIL_PHONE_MAX} digits`],
  ]),
  promptDuration: wholeNumber(JAIL_SECONDS_MAX_DIGITS, {
    required: 'Prompt duration is required',
    notDigits: 'Prompt duration can only contain digits',
    tooLong: `Prompt duration must be at most ${JAIL_SECONDS_MAX_DIGITS} digits`,
  }),
  pauseBeforeGreeting: wholeNumber(JAIL_SECONDS_MAX_DIGITS, {
    required: 'Pause before greeting is required',
    notDigits: 'Pause before greeting can only contain digits',
    tooLong: `Pause before greeting must be at most ${JAIL_SECONDS_MAX_DIGITS} digits`,
  }),
  dtmfResponse: numericText('DTMF tone is required', [
    [matches(DIGITS_PATTERN), 'DTMF tone can only contain digits'],
    [atMost(1), 'DTMF tone must be exactly 1 digit'],
  ]),
});

export type JailInput = z.input<typeof jailSchema>;
export type JailData = z.output<typeof jailSchema>;

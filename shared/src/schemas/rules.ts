import * as z from 'zod';

/**
 * One validation rule of spec §5: the value passes when `test` returns true, otherwise `message` is reported.
 * @example const max25: Rule = [atMost(25), 'First name must be at most 25 characters'];
 */
export type Rule = readonly [test: (value: string) => boolean, message: string];

/** Passes when the whole value matches `pattern`. */
export const matches = (pattern: RegExp) => (value: string) => pattern.test(value);

/** The characters of a value (code points: a letter beyond the Basic Multilingual Plane is one, not two). */
const characters = (value: string) => [...value].length;

/** Passes when the value has at most `max` characters. */
export const atMost = (max: number) => (value: string) => characters(value) <= max;

/** Passes when the value has at least `min` characters. */
export const atLeast = (min: number) => (value: string) => characters(value) >= min;

/**
 * Letters of any alphabet (spec §5 "letters", with the vowel signs and marks of scripts such as Devanagari), the ten
 * digits, spaces and # (names of jails, offers, employees).
 */
export const NAME_WITH_DIGITS_PATTERN = /^[\p{L}\p{M}0-9 #]+$/u;

/** Digits only. */
export const DIGITS_PATTERN = /^[0-9]+$/;

/**
 * A zod check that reports only the first failing rule, so a field shows one message at a time, in the order spec
 * §5 lists its rules. The issue is left without `continue`, which stops later checks of the same field but still
 * lets object-level refinements with a `when` (such as "Passwords must match") run for the other fields.
 */
export function firstFailing(rules: readonly Rule[]) {
  return (payload: z.core.ParsePayload<string>) => {
    for (const [test, message] of rules) {
      if (!test(payload.value)) {
        payload.issues.push({ code: 'custom', message, input: payload.value });
        return;
      }
    }
  };
}

/** zod's `error` option that says `required` of a missing value (absent or null) only, zod's own text otherwise. */
const requiredWhenMissing = (required: string) => (issue: { input?: unknown }) =>
  issue.input == null ? required : undefined;

/**
 * A required text field: a missing (absent or null) or empty value reports `required`, then `rules` in order. A number
 * is checked as its text (a hand-made request's `12` hears the letters rule, not "required" of a field it sent); any
 * other type keeps zod's own message, which the API answers as 'Invalid input' (a form field sent twice is a list).
 * Text is trimmed first unless `trim` is false (passwords are taken as typed).
 * @example requiredText('First name is required', [[atMost(25), 'First name must be at most 25 characters']])
 */
export function requiredText(
  required: string,
  rules: readonly Rule[] = [],
  { trim = true } = {},
): z.ZodType<string, string> {
  const asText = z
    .union([z.string(), z.number()], { error: requiredWhenMissing(required) })
    .transform((value) => String(value));
  const text = z.string();
  // A trimmed text is also composed (NFC): an accent typed as its own mark (José as e + U+0301) is one letter, for
  // the letter rules, the length limits and what is stored. Passwords are kept exactly as typed.
  const checked = asText.pipe(
    (trim ? text.trim().normalize('NFC') : text).check(
      firstFailing([[(value) => value.length > 0, required], ...rules]),
    ),
  );
  // Typed as text in, as the forms and clients send it: the number is a leniency towards hand-made requests, and a
  // wider input type would make every form's values `string | number`.
  return checked as unknown as z.ZodType<string, string>;
}

/**
 * A required field that the admin forms may send as a JSON number or as a numeric string: the value is checked in
 * its text form (so "max 2 characters" means what the user typed) and the text is the output. Another type is not
 * called missing (requiredText).
 */
export function numericText(required: string, rules: readonly Rule[]) {
  return z
    .union([z.string(), z.number()], { error: requiredWhenMissing(required) })
    .transform((value) => String(value))
    .pipe(requiredText(required, rules));
}

/** The messages of a whole-number field: missing, not only digits, too many digits. */
export type WholeNumberMessages = { required: string; notDigits: string; tooLong: string };

/**
 * A required whole number sent as a number or a numeric string, at most `maxDigits` digits; outputs a number.
 * @example wholeNumber(2, { required: 'Prompt duration is required', notDigits: '…', tooLong: '…' }).parse('15') === 15
 */
export function wholeNumber(maxDigits: number, messages: WholeNumberMessages) {
  return numericText(messages.required, [
    [matches(DIGITS_PATTERN), messages.notDigits],
    [atMost(maxDigits), messages.tooLong],
  ]).transform((text) => Number(text));
}

/**
 * An optional whole number: absent, null or an empty string give null (so an update can clear it), otherwise the
 * same rules as `wholeNumber` and a number as output.
 */
export function optionalWholeNumber(maxDigits: number, messages: Omit<WholeNumberMessages, 'required'>) {
  const check = firstFailing([
    [matches(DIGITS_PATTERN), messages.notDigits],
    [atMost(maxDigits), messages.tooLong],
  ]);
  return z
    .union([z.string(), z.number()], { error: messages.notDigits })
    .nullish()
    .transform((value) => (value == null ? '' : String(value).trim()))
    .pipe(
      z.string().check((payload) => {
        if (payload.value !== '') check(payload);
      }),
    )
    .transform((text) => (text === '' ? null : Number(text)));
}

/**
 * The optional id of the add-or-update calls (spec §7): absent or null when adding, a positive whole number when
 * updating; a numeric string is accepted too.
 */
export const optionalIdSchema = z
  .union([z.string(), z.number()], { error: 'Invalid id' })
  .nullish()
  .transform((value) => (value == null || value === '' ? undefined : String(value).trim()))
  .pipe(
    z
      .string()
      .optional()
      .check((payload) => {
        const value = payload.value;
        if (
          value !== undefined &&
          !(/^[0-9]+$/.test(value) && Number(value) >= 1 && Number.isSafeInteger(Number(value)))
        )
          payload.issues.push({ code: 'custom', message: 'Invalid id', input: value });
      }),
  )
  .transform((text) => (text === undefined ? undefined : Number(text)));

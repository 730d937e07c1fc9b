import * as z from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { priceToCents } from '../money';
import { firstNameSchema, lastNameSchema } from './person';
import { atMost, firstFailing, matches, requiredText } from './rules';

// The inmate account's inputs (spec §7 "Inmate account", "Files", "Charges"); the API and the account remote
// validate with these same schemas.

export const ADMIN_NOTES_MAX = 5000;
export const CHARGE_DESCRIPTION_MAX = 200;
export const FILE_DESCRIPTION_MAX = 200;
/** Credits a single charge may take: four digits and one decimal, like the offers' credit fields (spec §5). */
export const CREDITS_PATTERN = /^[0-9]{1,4}(\.[0-9])?$/;
/** Card payments below this are refused by the card provider (USD minimum). */
export const MIN_CHARGE_CENTS = 50;

/** POST /api/savename: form data {firstName, lastName} (spec §7). */
export const inmateNameSchema = z.object({ firstName: firstNameSchema, lastName: lastNameSchema });
export type InmateNameInput = z.input<typeof inmateNameSchema>;

/**
 * POST /api/savelanguage: the language of the inmate's e-mails, chosen on the site, as the raw body (`en` or `es`).
 */
export const languageChoiceSchema = z.enum(LANGUAGES, { error: 'Unknown language' });
/** Its answer: the language now kept. */
export type LanguageChoiceAnswer = { language: z.output<typeof languageChoiceSchema> };

/** A required id sent as the raw body (selectservice, stoprecurring, stopautorenew, deletefile). */
export const idBodySchema = z
  .union([z.string(), z.number()], { error: 'Invalid id' })
  .transform((value) => String(value).trim())
  .check(firstFailing([[matches(/^[1-9][0-9]{0,15}$/), 'Invalid id']]))
  .transform(Number);

/** POST {prefix}/api/saveadminnotes: the notes as the raw body; may be empty (clears them). */
export const adminNotesSchema = z
  .string({ error: 'Invalid notes' })
  .trim()
  .check(
    firstFailing([[atMost(ADMIN_NOTES_MAX), `Admin notes must be at most ${ADMIN_NOTES_MAX} characters`]]),
  );

const chargeDescription = requiredText('description is required', [
  [atMost(CHARGE_DESCRIPTION_MAX), `description must be at most ${CHARGE_DESCRIPTION_MAX} characters`],
]);

/** A request id as `crypto.randomUUID()` makes it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One id per charge a form sends (not in the spec): a request sent again with it, e.g. after a lost answer, makes
 * the charge once.
 */
const requestId = z.string().regex(UUID, 'requestId must be a UUID').optional();

/**
 * POST {prefix}/api/auxiliarychargecredits: form data {serviceId, credits, description, requestId?}. `credits` is a
 * positive number with at most one decimal; the output carries it as integer tenths (`creditsTenths`).
 * @example creditChargeSchema.parse({ serviceId: '3', credits: '1.5', description: 'Lost tablet' }).creditsTenths === 15
 */
export const creditChargeSchema = z
  .object({
    serviceId: z
      .union([z.string(), z.number()], { error: 'Please choose a service' })
      .transform((value) => String(value).trim())
      .check(
        firstFailing([
          [(value) => value.length > 0, 'Please choose a service'],
          [matches(/^[1-9][0-9]{0,15}$/), 'Invalid id'],
        ]),
      )
      .transform(Number),
    credits: requiredText('credits is required', [
      [matches(CREDITS_PATTERN), 'credits must be a number with at most one decimal'],
      [(value) => Number(value) > 0, 'credits must be more than 0'],
    ]),
    description: chargeDescription,
    requestId,
  })
  .transform(({ credits, ...rest }) => ({ ...rest, creditsTenths: creditsToTenths(credits) }));
export type CreditChargeInput = z.input<typeof creditChargeSchema>;

/** "12.5" → 125 tenths, computed on the digits (no floating point). */
export function creditsToTenths(credits: string): number {
  const [whole = '0', decimal = '0'] = credits.split('.');
  return Number(whole) * 10 + Number(decimal);
}

/**
 * POST /admin/api/auxiliarychargecurrency[withmethodonfile]: form data {amount, description, requestId?}; `amount` is
 * dollars with up to two decimals (like an offer price), at least $0.50; the output carries it as `amountCents`.
 */
export const currencyChargeSchema = z
  .object({
    amount: requiredText('amount is required', [
      [matches(/^[0-9]{1,4}(\.[0-9]{1,2})?$/), 'invalid amount'],
      [(value) => priceToCents(value) >= MIN_CHARGE_CENTS, 'The amount must be at least $0.50'],
    ]),
    description: chargeDescription,
    // The card on file is charged once per request id (the provider's idempotency key).
    requestId,
  })
  .transform(({ amount, description, requestId }) => ({
    amountCents: priceToCents(amount),
    description,
    requestId,
  }));
export type CurrencyChargeInput = z.input<typeof currencyChargeSchema>;
/** A money charge as the schema reads it: the amount in cents. */
export type CurrencyChargeData = z.output<typeof currencyChargeSchema>;

/** The optional description of an uploaded file (spec §2 screen 5). */
export const fileDescriptionSchema = z
  .string({ error: 'Invalid description' })
  .trim()
  .check(
    firstFailing([
      [atMost(FILE_DESCRIPTION_MAX), `description must be at most ${FILE_DESCRIPTION_MAX} characters`],
    ]),
  )
  .optional()
  .transform((value) => value ?? '');

/**
 * POST /api/renewservice: form data {serviceId, requestId} (spec §2 screen 3 "Recurring (inmates can renew from
 * inside)"): buys the service's offer again with the card kept by Recurring. The request id is the provider's
 * idempotency key, so a click sent again after a lost answer charges the card once.
 */
export const renewServiceSchema = z.object({
  serviceId: idBodySchema,
  requestId: z.string({ error: 'requestId must be a UUID' }).regex(UUID, 'requestId must be a UUID'),
});
export type RenewServiceInput = z.input<typeof renewServiceSchema>;

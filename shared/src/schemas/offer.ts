import * as z from 'zod';
import { SERVICE_TYPES, type ServiceType } from '../session';
import {
  atMost,
  matches,
  NAME_WITH_DIGITS_PATTERN,
  numericText,
  optionalIdSchema,
  optionalWholeNumber,
  requiredText,
  wholeNumber,
} from './rules';

/** Limits of spec §9. */
export const OFFER_TITLE_MAX = 50;
export const OFFER_DESCRIPTION_MAX = 5000;
export const PRICE_MAX = 6;
export const OFFER_NUMBER_MAX_DIGITS = 4;

/** spec §5 price: a number with up to two decimals, such as 12, 12.5 or 12.50. */
export const PRICE_PATTERN = /^[0-9]+(\.[0-9]{1,2})?$/;

const AT_LEAST_ONE_SERVICE_TYPE = 'Please select at least 1 service type';

/** At least one service type (spec §5); each type once, in the order of SERVICE_TYPES. */
const serviceTypesSchema = z
  .array(z.enum(SERVICE_TYPES, { error: 'Unknown service type' }), { error: AT_LEAST_ONE_SERVICE_TYPE })
  .check((payload) => {
    if (payload.value.length === 0)
      payload.issues.push({ code: 'custom', message: AT_LEAST_ONE_SERVICE_TYPE, input: payload.value });
  })
  .transform((types): ServiceType[] => SERVICE_TYPES.filter((type) => types.includes(type)));

/**
 * POST /admin/api/updateoffer (add and update): JSON {id, serviceTypes, title, description, price, creditsIncluded,
 * validFor, fixedMoCrCharge}. Numbers may arrive as JSON numbers or numeric strings.
 * Output: price stays the validated decimal text (turn it into cents with `priceToCents`), creditsIncluded is a
 * number of whole credits, validFor (days) and fixedMoCrCharge (credits a month) are numbers or null when empty.
 */
export const offerSchema = z.object({
  id: optionalIdSchema,
  serviceTypes: serviceTypesSchema,
  title: requiredText('Title is required', [
    [matches(NAME_WITH_DIGITS_PATTERN), 'Title can only contain letters, digits, spaces and #'],
    [atMost(OFFER_TITLE_MAX), `Title must be at most ${OFFER_TITLE_MAX} characters`],
  ]),
  description: requiredText('description is required', [
    [atMost(OFFER_DESCRIPTION_MAX), `description must be at most ${OFFER_DESCRIPTION_MAX} characters`],
  ]),
  price: numericText('price is required', [
    [matches(PRICE_PATTERN), 'invalid price'],
    [atMost(PRICE_MAX), 'invalid price'],
  ]),
  creditsIncluded: wholeNumber(OFFER_NUMBER_MAX_DIGITS, {
    required: 'Credits included is required',
    notDigits: 'Credits included must be a whole number',
    tooLong: `Credits included must be at most ${OFFER_NUMBER_MAX_DIGITS} digits`,
  }),
  // 0 days would end a service the day it is bought (and bill an Automatic one every day): empty means never.
  validFor: optionalWholeNumber(OFFER_NUMBER_MAX_DIGITS, {
    notDigits: 'Valid for must be a whole number',
    tooLong: `Valid for must be at most ${OFFER_NUMBER_MAX_DIGITS} digits`,
  }).refine((days) => days !== 0, 'Valid for must be at least 1 day: leave it empty for never expire'),
  fixedMoCrCharge: optionalWholeNumber(OFFER_NUMBER_MAX_DIGITS, {
    notDigits: 'Fixed monthly credit charge must be a whole number',
    tooLong: `Fixed monthly credit charge must be at most ${OFFER_NUMBER_MAX_DIGITS} digits`,
  }),
});

export type OfferInput = z.input<typeof offerSchema>;
export type OfferData = z.output<typeof offerSchema>;

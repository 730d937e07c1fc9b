import { matches, requiredText } from './rules';

/** The most a friend may be paid per accepted minute, in cents ($10): a typo such as 1500 is refused, not paid. */
export const MAX_FRIEND_RATE_CENTS = 1000;
export const FRIEND_RATE_MESSAGE = `Enter the pay per minute in whole cents, from 0 to ${MAX_FRIEND_RATE_CENTS}`;

/**
 * What a friend earns per accepted PHONE_PALS minute (spec §1, §9: $.15), in whole cents, as typed on Settings.
 * @example friendRateSchema.parse(' 15 ') === '15'
 */
export const friendRateSchema = requiredText('Pay per minute is required', [
  [matches(/^[0-9]{1,4}$/), FRIEND_RATE_MESSAGE],
  [(value) => Number(value) <= MAX_FRIEND_RATE_CENTS, FRIEND_RATE_MESSAGE],
]);

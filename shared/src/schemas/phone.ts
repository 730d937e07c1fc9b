import { matches, requiredText } from './rules';

/** spec §5: the admin-entered inmate phone and the friend phone, an optional plus then 10 to 12 digits. */
export const phoneNumberSchema = requiredText('Phone number is required', [
  [matches(/^\+?[0-9]{10,12}$/), 'Invalid phone number'],
]);

/** spec §5: the Personal Assistant phone of the settings screen, an optional plus then 10 to 13 digits. */
export const assistantPhoneSchema = requiredText('Phone number is required', [
  [matches(/^\+?[0-9]{10,13}$/), 'Invalid phone number'],
]);

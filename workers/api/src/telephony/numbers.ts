// Phone numbers as the facility's system and Twilio send them (`+15555550100`) and as the product stores them
// (spec §5: inmate and friend phones `+?` and 10 to 12 digits, jail phones digits only, at most 11). Two numbers are
// the same when Twilio dials them as the same E.164 number (docs/architecture.md "Calls"): `+15555550199`,
// `15555550199` and `5555550199` are one number, but `+5555550199` is another (country code 55).

/** The E.164 form Twilio dials: a number written with `+` keeps its digits; 10 digits without it are North American. */
export function e164(number: string): string {
  if (number.trim().startsWith('+')) return `+${number.replace(/\D/g, '')}`;
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/**
 * Every stored form of the number `number` dials (the rules of spec §5 allow only these), so a lookup is a plain
 * `IN`: a form whose E.164 is another number is never among them.
 * @example storedForms('+15555550199') // ['5555550199', '15555550199', '+15555550199']
 * @example storedForms('+5555550199') // ['+5555550199']
 */
export function storedForms(number: string): string[] {
  const dialled = e164(number);
  const digits = dialled.slice(1);
  if (digits.length === 0) return [];
  if (digits.length === 11 && digits.startsWith('1')) return [digits.slice(1), digits, dialled];
  // Without its `+`, a number of 10 digits would be dialled as North American.
  return digits.length === 10 ? [dialled] : [digits, dialled];
}

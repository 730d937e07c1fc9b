// Phone numbers as the facility's system and Twilio send them (`+15555550100`) and as the product stores them
// (spec §5: inmate and friend phones `+?` and 10 to 12 digits, jail phones digits only, at most 11). Two numbers are
// the same when their digits are, a leading country code 1 of an 11-digit number being optional (docs/architecture.md
// "Calls"): `+15555550199`, `15555550199` and `5555550199` are one number.

/** The digits of `number`, without the North American country code 1 of an 11-digit number. */
export function phoneDigits(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * Every stored form of the same number (the rules of spec §5 allow only these), so a lookup is a plain `IN`.
 * @example storedForms('+15555550199') // ['5555550199', '+5555550199', '15555550199', '+15555550199']
 */
export function storedForms(number: string): string[] {
  const digits = phoneDigits(number);
  if (digits.length === 0) return [];
  const forms = [digits, `+${digits}`];
  if (digits.length === 10) forms.push(`1${digits}`, `+1${digits}`);
  return forms;
}

/** The E.164 form Twilio dials: a 10-digit number is North American (+1). */
export function e164(number: string): string {
  if (number.trim().startsWith('+')) return `+${number.replace(/\D/g, '')}`;
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

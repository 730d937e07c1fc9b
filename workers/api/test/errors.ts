import { errorCode } from '@app/shared';

/**
 * The error answer of a catalogued message (issue 13 §1): its exact English and its stable code. Throws for a
 * message the `errors` catalogue does not have, so a table of expected messages cannot lose a code unnoticed.
 * @example expect(await response.json()).toEqual(errorBody('First name is required'));
 */
export function errorBody(message: string): { error: string; code: string } {
  const code = errorCode(message);
  if (!code) throw new Error(`"${message}" has no code in shared/src/i18n/messages/errors.en.ts`);
  return { error: message, code };
}

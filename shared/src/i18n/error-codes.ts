import errors from './messages/errors.en';

export type ErrorCode = keyof typeof errors;

/** The values a template message carried (`{{minutes}}` → `{ minutes: '5' }`), as text. */
export type ErrorParams = Record<string, string>;

/** A message's code, and the values put into it when its catalogue text is a template. */
export type ErrorMatch = { code: ErrorCode; params?: ErrorParams };

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const CODE_OF_TEXT = new Map<string, ErrorCode>();
const TEMPLATES: Array<{ code: ErrorCode; pattern: RegExp; names: string[] }> = [];
for (const [code, text] of Object.entries(errors) as Array<[ErrorCode, string]>) {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (names.length === 0) {
    CODE_OF_TEXT.set(text, code);
    continue;
  }
  const source = text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  TEMPLATES.push({ code, pattern: new RegExp(`^${source}$`), names });
}

/**
 * The code of an English message the API or a schema gives, with the values a template message carried; undefined
 * for a message not in the `errors` catalogue (it is then shown as it is).
 * @example errorMatch('Too many attempts. Try again in 5 minutes.') // { code: 'tooManyAttempts', params: { minutes: '5' } }
 */
export function errorMatch(message: string): ErrorMatch | undefined {
  const code = CODE_OF_TEXT.get(message);
  if (code) return { code };
  for (const template of TEMPLATES) {
    const values = template.pattern.exec(message);
    if (values)
      return {
        code: template.code,
        params: Object.fromEntries(template.names.map((name, index) => [name, values[index + 1] ?? ''])),
      };
  }
  return undefined;
}

/**
 * The stable code of an English message the API or a schema gives, or undefined for one not in the `errors`
 * catalogue (it is then shown as it is).
 * @example errorCode('Not found') // 'notFound'
 */
export function errorCode(message: string): ErrorCode | undefined {
  return errorMatch(message)?.code;
}

/**
 * The JSON body of an error answer (issue 13 §1): the exact English, its stable code when the catalogue has the
 * message, and the values of a template message. A message with no code answers `{ error }` alone.
 * @example errorAnswer('Not allowed') // { error: 'Not allowed', code: 'notAllowed' }
 */
export function errorAnswer(message: string): { error: string; code?: ErrorCode; params?: ErrorParams } {
  const match = errorMatch(message);
  if (!match) return { error: message };
  return match.params
    ? { error: message, code: match.code, params: match.params }
    : { error: message, code: match.code };
}

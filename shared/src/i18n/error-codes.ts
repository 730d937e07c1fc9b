import errors from './messages/errors.en';

export type ErrorCode = keyof typeof errors;

const CODE_OF_TEXT = new Map<string, ErrorCode>(
  Object.entries(errors).map(([code, text]) => [text, code as ErrorCode]),
);

/**
 * The stable code of an English message the API or a schema gives, or undefined for one not in the `errors`
 * catalogue (it is then shown as it is).
 * @example errorCode('Not found') // 'notFound'
 */
export function errorCode(message: string): ErrorCode | undefined {
  return CODE_OF_TEXT.get(message);
}

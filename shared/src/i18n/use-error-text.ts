import { useTranslation } from 'react-i18next';
import { errorCode } from './error-codes';

/**
 * Shows an English message from the API or a schema in the reader's language: by the code the API sent beside it,
 * else by the code of its text; a message with no code stays as it is.
 * @example const errorText = useErrorText(); <p>{errorText(error.message, error.code)}</p>
 */
export function useErrorText(): (message: string, code?: string) => string {
  const { t } = useTranslation('errors');
  return (message, code) => {
    const key = code ?? errorCode(message);
    return key ? t(key, { defaultValue: message }) : message;
  };
}

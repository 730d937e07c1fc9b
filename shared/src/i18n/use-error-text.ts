import { useTranslation } from 'react-i18next';
import { errorMatch } from './error-codes';

/**
 * Shows an English message from the API or a schema in the reader's language: by the code the API sent beside it
 * (with the values of a template message, `params`), else by the code and values found from its text; a message
 * with no code stays as it is.
 * @example const errorText = useErrorText(); <p>{errorText(error.message, error.code, error.params)}</p>
 */
export function useErrorText(): (message: string, code?: string, params?: Record<string, string>) => string {
  const { t } = useTranslation('errors');
  return (message, code, params) => {
    // A code without its values (a caller that passed only the code) takes them from the English text.
    const match = code ? { code, params: params ?? errorMatch(message)?.params } : errorMatch(message);
    if (!match) return message;
    return t(match.code, { ...match.params, defaultValue: message });
  };
}

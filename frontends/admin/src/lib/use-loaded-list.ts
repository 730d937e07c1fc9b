import { useErrorText } from '@app/shared/i18n';
import { useCallback, useEffect, useState } from 'react';

type LoadFailure = { message: string; code?: string | undefined };

/**
 * Loads a back-office table's rows on mount and again on `reload()` (after every save or delete); a failed load keeps
 * the last rows and gives the server's text, in the page's language, in `loadError`. `fetchRows` must be stable
 * (a module-level request).
 * @example const { rows: jails, loadError, reload } = useLoadedList(getJails);
 */
export function useLoadedList<T>(fetchRows: () => Promise<T>) {
  const errorText = useErrorText();
  const [rows, setRows] = useState<T | null>(null);
  const [failure, setFailure] = useState<LoadFailure | null>(null);

  const reload = useCallback(async () => {
    try {
      setRows(await fetchRows());
      setFailure(null);
    } catch (error) {
      const { message, code } = error as Error & { code?: string };
      setFailure({ message, code });
    }
  }, [fetchRows]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // Translated at render, so a language switched later shows the same failure in the new language.
  const loadError = failure ? errorText(failure.message, failure.code) : '';
  return { rows, loadError, reload };
}

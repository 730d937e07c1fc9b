import { useErrorText } from '@app/shared/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

type LoadFailure = { message: string; code?: string | undefined };

/**
 * Loads a back-office table's rows on mount and again on `reload()` (after every save or delete); a failed load keeps
 * the last rows and gives the server's text, in the page's language, in `loadError`. Only the latest load's answer is
 * shown: on a slow line an earlier one answering last would put back rows from before a later save (a payout already
 * recorded shown as owed again). `fetchRows` must be stable (a module-level request).
 * @example const { rows: jails, loadError, reload } = useLoadedList(getJails);
 */
export function useLoadedList<T>(fetchRows: () => Promise<T>) {
  const errorText = useErrorText();
  const [rows, setRows] = useState<T | null>(null);
  const [failure, setFailure] = useState<LoadFailure | null>(null);
  const latestLoad = useRef(0);

  const reload = useCallback(async () => {
    latestLoad.current += 1;
    const load = latestLoad.current;
    try {
      const loaded = await fetchRows();
      if (load !== latestLoad.current) return;
      setRows(loaded);
      setFailure(null);
    } catch (error) {
      if (load !== latestLoad.current) return;
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

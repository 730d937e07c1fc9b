import { useCallback, useEffect, useState } from 'react';

/**
 * Loads a back-office table's rows on mount and again on `reload()` (after every save or delete); a failed load keeps
 * the last rows and gives the server's text in `loadError`. `fetchRows` must be stable (a module-level request).
 * @example const { rows: jails, loadError, reload } = useLoadedList(getJails);
 */
export function useLoadedList<T>(fetchRows: () => Promise<T>) {
  const [rows, setRows] = useState<T | null>(null);
  const [loadError, setLoadError] = useState('');

  const reload = useCallback(async () => {
    try {
      setRows(await fetchRows());
      setLoadError('');
    } catch (failure) {
      setLoadError((failure as Error).message);
    }
  }, [fetchRows]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { rows, loadError, reload };
}

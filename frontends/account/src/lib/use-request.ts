import { useCallback, useEffect, useState } from 'react';

/**
 * Loads `fetcher` once mounted (and again on `reload`). A failure leaves `data` undefined and sets `failed`:
 * spec §8, most network errors on fetches are silently ignored.
 */
export function useRequest<T>(fetcher: () => Promise<T>) {
  const [state, setState] = useState<{ data?: T; failed: boolean; loading: boolean }>({
    failed: false,
    loading: true,
  });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fetcher is a module-level function; reload re-runs
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    fetcher().then(
      (data) => current && setState({ data, failed: false, loading: false }),
      () => current && setState({ failed: true, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}

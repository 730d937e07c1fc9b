import { ApiError } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

type RequestState<T> = { data?: T; failed: boolean; error?: ApiError; loading: boolean };

/**
 * Loads `fetcher` once mounted (and again on `reload`). A failure leaves `data` undefined, sets `failed` and keeps
 * the error, so a list that could not be read says so (`LoadFailed`) rather than looking empty.
 * `replace` shows data a change answered (a delete answers the remaining list) without asking again; a read still on
 * its way then is dropped, so it cannot put back what the change removed. Likewise a `reload` drops the read before.
 */
export function useRequest<T>(fetcher: () => Promise<T>) {
  const [state, setState] = useState<RequestState<T>>({ failed: false, loading: true });
  const [version, setVersion] = useState(0);
  /** Drops the read on its way, if any. */
  const dropRead = useRef<() => void>(() => {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fetcher is a module-level function; reload re-runs
  useEffect(() => {
    let current = true;
    dropRead.current = () => {
      current = false;
    };
    setState((previous) => ({ ...previous, loading: true }));
    fetcher().then(
      (data) => current && setState({ data, failed: false, loading: false }),
      (error: unknown) =>
        current &&
        setState({
          failed: true,
          error: error instanceof ApiError ? error : new ApiError('Failed!', 0),
          loading: false,
        }),
    );
    return () => {
      current = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const replace = useCallback((data: T) => {
    dropRead.current();
    setState({ data, failed: false, loading: false });
  }, []);
  return { ...state, reload, replace };
}

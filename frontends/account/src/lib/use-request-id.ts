import { useCallback, useRef } from 'react';

/**
 * The request id of a charge form (shared/src/schemas/account.ts `requestId`): the same id while the form sends the
 * same values again, e.g. after a failure whose answer may have been lost while the charge was made, so the server
 * makes it once; a new id for other values, or once `done()` says the charge was made.
 * @example const { requestIdFor, done } = useRequestId();
 * await send({ ...values, requestId: requestIdFor(JSON.stringify(values)) }); done();
 */
export function useRequestId() {
  const attempt = useRef<{ values: string; requestId: string } | null>(null);
  const requestIdFor = useCallback((values: string) => {
    if (attempt.current?.values !== values) attempt.current = { values, requestId: crypto.randomUUID() };
    return attempt.current.requestId;
  }, []);
  const done = useCallback(() => {
    attempt.current = null;
  }, []);
  return { requestIdFor, done };
}

import { useCallback, useRef } from 'react';

/**
 * Saves one at a time, in the order asked: a save asked while another is on its way waits for it, and of those
 * waiting only the latest is sent (the server keeps the last save it processes, so an earlier one must never reach
 * it after a later one). `onFailed` hears of a failure only when no newer save is waiting to replace it.
 * @example const saveChoice = useLatestSave(selectOffers, () => setFailure(SELECT_OFFER_MESSAGE));
 */
export function useLatestSave<T>(save: (value: T) => Promise<unknown>, onFailed: (error: unknown) => void) {
  const queue = useRef<{ sending: boolean; next?: { value: T } }>({ sending: false });
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;

  return useCallback(
    (value: T) => {
      const state = queue.current;
      state.next = { value };
      if (state.sending) return;
      state.sending = true;
      void (async () => {
        while (state.next) {
          const { value: sending } = state.next;
          state.next = undefined;
          try {
            await save(sending);
          } catch (error) {
            if (!state.next) onFailedRef.current(error);
          }
        }
        state.sending = false;
      })();
    },
    [save],
  );
}

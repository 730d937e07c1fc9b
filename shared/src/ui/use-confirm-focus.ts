import { type KeyboardEvent, useEffect, useRef } from 'react';

/**
 * Focus for an in-place confirmation (a Delete that asks again, a payout to confirm; issue 13 §2): when it opens,
 * focus goes to its safe choice (Cancel), Escape cancels, and when it closes focus goes back to the button that
 * opened it, so a keyboard user never lands at the start of the page.
 * @example const { openerRef, cancelRef, onKeyDown } = useConfirmFocus(confirming, () => setConfirming(false));
 */
export function useConfirmFocus(open: boolean, cancel: () => void) {
  const openerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) cancelRef.current?.focus();
    else if (wasOpen.current && openerRef.current?.isConnected) openerRef.current.focus();
    wasOpen.current = open;
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    cancel();
  };
  return { openerRef, cancelRef, onKeyDown };
}

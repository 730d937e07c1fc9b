import { useEffect, useRef, useState } from 'react';

/**
 * Focus for a screen whose rows can go away (a Delete, or an offer turned retired): once a removal is done and the
 * screen has re-rendered, focus moves to `ref` (the screen's heading, with tabIndex -1) if the element that had it
 * is gone, so a keyboard or screen-reader user goes on from the screen's top and hears its result message, not from
 * the start of the page. Focus still in the screen (a failed Delete keeps its row) stays where it is.
 * @example const { ref, removed } = useFocusAfterRemoval<HTMLHeadingElement>(); … await load(); removed();
 */
export function useFocusAfterRemoval<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals === 0) return;
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, [removals]);
  return { ref, removed: () => setRemovals((count) => count + 1) };
}

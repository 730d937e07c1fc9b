import { useLocation, useNavigationType } from '@app/shared/router';
import { useEffect, useRef } from 'react';

/** Between the page's heading and the product's name in the document title. */
const TITLE_SEPARATOR = ' · ';

/** The product's name: index.html's title, as the page first came (whatever screen set it since). */
const productName = () => document.title.split(TITLE_SEPARATOR).pop() ?? document.title;

/**
 * Keeps the document title on the screen's main heading and, after a route change, moves focus to it (issue 13 §2,
 * WCAG 2.4.2 and 2.4.3): a screen-reader or keyboard user hears the new page's name and goes on from its top. It
 * watches the DOM for the `h1` in `<main>`, which the shell or a remote renders when its code and data come, so it
 * works for every screen and in every language. The first page keeps focus at the top of the document (the skip
 * link first); so does a visitor already acting in the new page, and an address rewritten in place (replace).
 */
export function followMainHeading({ moveFocus, name }: { moveFocus: boolean; name: string }): () => void {
  let focused: HTMLElement | null = null;
  const update = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    const text = heading.textContent?.replace(/\s+/g, ' ').trim();
    const title = text ? `${text}${TITLE_SEPARATOR}${name}` : name;
    if (document.title !== title) document.title = title;
    if (!moveFocus || heading === focused) return;
    const active = document.activeElement;
    const main = heading.closest('main');
    // A heading shown after the first: only when focus was lost (its element left the page) or is on the old one.
    const lost = !active || active === document.body || active === focused;
    const busyInPage = active !== null && active !== main && main?.contains(active) === true;
    if (focused ? !lost : busyInPage) return;
    heading.tabIndex = -1;
    heading.focus();
    focused = heading;
  };
  const observer = new MutationObserver(update);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  update();
  return () => observer.disconnect();
}

/** The shell's part of followMainHeading: one watch per route (path and query), none in the DOM. */
export function RouteAnnouncer() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; route: string } | null>(null);
  const name = useRef('');
  // The watch of the current page: kept across an address rewritten in place (a payment's return address cleaned
  // up), so a heading still to come gets focus; ended when another page starts or the shell unmounts.
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      stopWatching.current?.();
      stopWatching.current = null;
    },
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route (path or query) is the trigger
  useEffect(() => {
    const route = `${pathname}${search}`;
    const last = previous.current;
    if (last === null) name.current = productName();
    // The same route again (React's development double effects) or the same page with its address rewritten.
    const samePage =
      last !== null && (last.route === route || (last.pathname === pathname && navigationType === 'REPLACE'));
    previous.current = { pathname, route };
    if (samePage && stopWatching.current) return;
    stopWatching.current?.();
    stopWatching.current = followMainHeading({ moveFocus: last !== null && !samePage, name: name.current });
  }, [pathname, search]);
  return null;
}

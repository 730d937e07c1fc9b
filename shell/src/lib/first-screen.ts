import { dropPageReads } from '@app/shared';
import { FIRST_SCREEN_CLASS } from './first-screen-class';

// The screen the Worker painted into the page (issue 12 §5, docs/architecture.md "The first paint"): where it can
// write a remote screen's content (the offer selection), the page frame holds it in `<div class="first-screen"
// inert>` inside `<main>`. React's first render replaces the frame; until the remote's own code has rendered, the
// shell shows that same content (ScreenSkeleton) instead of a skeleton, so what the reader already sees stays put.
// It is a picture: `inert` until the remote takes over. It belongs to the first page only: the first navigation
// forgets it, and the answers it came from (@app/shared pageRead).

export { FIRST_SCREEN_CLASS };

let kept: { route: string; html: string } | undefined;

/** Keeps the painted screen of `root` for `route` (path and query), before React replaces it (main.tsx). */
export function keepFirstScreen(root: ParentNode, route: string) {
  const screen = root.querySelector(`main > .${FIRST_SCREEN_CLASS}`);
  kept = screen ? { route, html: screen.innerHTML } : undefined;
}

/** The painted screen's HTML while the reader is still on the page's first route, else undefined. */
export const keptFirstScreen = (route: string): string | undefined =>
  kept?.route === route ? kept.html : undefined;

/** The reader left the first page: its painted screen and first reads are no longer the page. */
export function endFirstPage() {
  kept = undefined;
  dropPageReads();
}

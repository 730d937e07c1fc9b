/**
 * The class of the wrapper of a remote screen the Worker painted with the page (lib/first-screen.ts), in its own
 * module so the page frame, which the Worker imports, names it without the browser's side.
 */
export const FIRST_SCREEN_CLASS = 'first-screen';

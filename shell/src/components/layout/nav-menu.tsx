import { NavLink, useLocation } from '@app/shared/router';
import { useEffect, useId, useRef, useState } from 'react';

export type NavMenuItem = { label: string; to: string };

/** A drop-down of links in the navigation (a disclosure button: click "Inmates", then "Login"). */
export function NavMenu({ label, items }: { label: string; items: NavMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Close after following a link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Issue 13 §2: focus inside the closing menu goes back to its button rather than to the page's start.
      if (rootRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setOpen(false);
    };
    // Tabbing out of the menu closes it, so it never covers what the focus moved on to.
    const closeOnFocusOut = (event: FocusEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('focusin', closeOnFocusOut);
    return () => {
      document.removeEventListener('click', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('focusin', closeOnFocusOut);
    };
  }, [open]);

  return (
    <li className="nav__item nav-menu" ref={rootRef}>
      <button
        type="button"
        ref={toggleRef}
        className="nav-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <ul id={listId} className="nav-menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink className="nav-menu__link" to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

import { type ReactNode, type Ref, useId, useState } from 'react';

type CollapsibleProps = {
  /** The section's title, also the name of its toggle button. */
  title: string;
  defaultOpen?: boolean;
  /** The toggle button (the section's heading), for a page that moves focus to it after a change. */
  toggleRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
};

/** A section whose body opens and closes from its title (spec §2 screen 4, "collapsible sections"). */
export function Collapsible({ title, defaultOpen = false, toggleRef, children }: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="collapsible">
      <h2 className="collapsible__title">
        <button
          type="button"
          ref={toggleRef}
          className="collapsible__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
        </button>
      </h2>
      <div id={bodyId} className="collapsible__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

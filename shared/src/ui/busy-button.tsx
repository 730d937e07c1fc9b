import type { ComponentProps } from 'react';

/** A button's props, its `ref` included (React 19 passes it as a prop), and whether its action is running. */
export type BusyButtonProps = ComponentProps<'button'> & {
  /** While true the button is marked unavailable (`aria-disabled`) and a click or Enter does nothing. */
  busy: boolean;
};

/**
 * A button whose action is running keeps the keyboard's focus: a `disabled` button drops it to the page's body, so
 * a keyboard or screen-reader user pressing Save lost their place and heard nothing of the outcome. This one stays
 * focusable and refuses a second press itself (a submit button's click is what submits its form, Enter in a field
 * included, so cancelling it cancels the submit). Styled as a disabled button by the shell's stylesheet.
 * @example <BusyButton type="submit" busy={isSubmitting}>Save Name</BusyButton>
 */
export function BusyButton({ busy, onClick, type = 'button', ...props }: BusyButtonProps) {
  return (
    <button
      type={type}
      {...props}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}

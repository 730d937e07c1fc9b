import { type ComponentProps, useId } from 'react';

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  /** The visible label. */
  label: string;
  /** The field's validation message, shown under the text area. */
  error?: string | undefined;
};

/** A labelled multi-line input with its error under it, like TextField. */
export function TextAreaField({ label, error, id, className, ...textarea }: TextAreaFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error && (
        // Announced as it appears (issue 13 §2), and read again with the field through aria-describedby.
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import { type ComponentProps, useId } from 'react';
import { useErrorText } from '../i18n/use-error-text';

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  /** The visible label. */
  label: string;
  /** The field's validation message (a schema's English), shown under the text area in the reader's language. */
  error?: string | undefined;
};

/** A labelled multi-line input with its error under it, like TextField. */
export function TextAreaField({ label, error, id, className, ...textarea }: TextAreaFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const errorText = useErrorText();
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
          {errorText(error)}
        </p>
      )}
    </div>
  );
}

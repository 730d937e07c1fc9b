import { type ComponentProps, useId } from 'react';
import { useErrorText } from '../i18n/use-error-text';

type TextFieldProps = ComponentProps<'input'> & {
  /** The visible label (end-to-end tests find the input by it). */
  label: string;
  /** The field's validation message (a schema's English), shown under the input in the reader's language. */
  error?: string | undefined;
};

/**
 * A labelled input with its error under it; spreads react-hook-form's `register()` result.
 * @example <TextField label="Username" error={errors.username?.message} {...register('username')} />
 */
export function TextField({ label, error, id, className, ...input }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const errorText = useErrorText();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
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

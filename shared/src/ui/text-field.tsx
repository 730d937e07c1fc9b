import { type ComponentProps, useId } from 'react';

type TextFieldProps = ComponentProps<'input'> & {
  /** The visible label (end-to-end tests find the input by it). */
  label: string;
  /** The field's validation message, shown under the input. */
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
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

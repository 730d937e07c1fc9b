import { type ReactNode, useId } from 'react';
import { useErrorText } from '../i18n/use-error-text';

type FieldErrorProps = { id: string; error?: string | undefined; className?: string };

/**
 * A field's validation message (a schema's English) in the reader's language (issue 13 §1), announced as it appears
 * (issue 13 §2) and read again with its control, whose `aria-describedby` names `id`. Nothing without an error.
 */
export function FieldError({ id, error, className = 'field__error' }: FieldErrorProps) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <p id={id} className={className} role="alert">
      {errorText(error)}
    </p>
  );
}

/** What a Field gives its control: the id its label names, its class, and the ARIA that ties it to the error. */
export type FieldControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  /** The visible label (end-to-end tests find the control by it). */
  label: string;
  /** The field's validation message (a schema's English), shown under the control in the reader's language. */
  error?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
  /** The control (an input, a text area, a select), given the props that tie it to the label and the error. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled control with its error under it, announced as it appears (issue 13 §2) and in the reader's language
 * (issue 13 §1). TextField and TextAreaField are Fields; a select or a file input uses one directly.
 * @example <Field label="Service" error={errors.serviceId?.message}>{(control) => <select {...control} />}</Field>
 */
export function Field({ label, error, id, className, children }: FieldProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const errorId = `${controlId}-error`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        className: 'field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

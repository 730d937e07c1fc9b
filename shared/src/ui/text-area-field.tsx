import type { ComponentProps } from 'react';
import { Field } from './field';

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  /** The visible label. */
  label: string;
  /** The field's validation message (a schema's English), shown under the text area in the reader's language. */
  error?: string | undefined;
};

/** A labelled multi-line input with its error under it, like TextField. */
export function TextAreaField({ label, error, id, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(control) => <textarea {...control} {...textarea} />}
    </Field>
  );
}

import type { ComponentProps } from 'react';
import { Field } from './field';

type TextFieldProps = ComponentProps<'input'> & {
  /** The visible label (end-to-end tests find the input by it). */
  label: string;
  /** The field's validation message (a schema's English), shown under the input in the reader's language. */
  error?: string | undefined;
};

/**
 * A labelled input with its error under it (Field); spreads react-hook-form's `register()` result.
 * @example <TextField label="Username" error={errors.username?.message} {...register('username')} />
 */
export function TextField({ label, error, id, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}

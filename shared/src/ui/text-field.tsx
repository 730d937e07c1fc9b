import type { ComponentProps } from 'react';
import { Field } from './field';

type TextFieldProps = ComponentProps<'input'> & {
  /** The visible label (end-to-end tests find the input by it). */
  label: string;
  /** The field's validation message (a schema's English), shown under the input in the reader's language. */
  error?: string | undefined;
};

/**
 * For a field typed exactly as it is stored (a username): a phone keyboard neither capitalises its first letter nor
 * corrects it, since `Inmate1` or an autocorrected word would not sign in.
 * @example <TextField label="Username" {...TYPED_AS_IS} {...register('username')} />
 */
export const TYPED_AS_IS = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

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

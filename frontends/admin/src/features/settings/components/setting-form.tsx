import { BusyButton, Message, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { useOutcome } from '../../../lib/use-outcome';

type SettingFormProps = {
  /** The form's accessible name. */
  name: string;
  label: string;
  /** The shared §5-style schema of the raw text the server takes. */
  schema: z.ZodType<string, string>;
  /** The stored value, as the field shows it. */
  load: () => Promise<string>;
  /** Saves the checked text; answers the value as stored. */
  save: (value: string) => Promise<string>;
  buttonText: string;
  inputProps?: Pick<ComponentProps<'input'>, 'type' | 'inputMode'>;
};

/**
 * One setting of the Settings screen (spec §2 screen 18): its field with a button, checked by the shared schema
 * before sending; saving shows spec §8's "Success!" and the field then holds the value as stored, a 400 shows the
 * server's message and anything else "Failed!".
 */
export function SettingForm({ name, label, schema, load, save, buttonText, inputProps }: SettingFormProps) {
  const { t } = useTranslation('admin');
  const [loaded, setLoaded] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [outcome, setOutcome] = useOutcome();
  const formSchema = z.object({ value: schema });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ value: string }, unknown, { value: string }>({
    resolver: zodResolver(formSchema),
    defaultValues: { value: '' },
  });

  useEffect(() => {
    let live = true;
    load()
      .then((value) => {
        if (live) reset({ value });
      })
      .catch(() => {
        // Without the current value an Update could overwrite it unseen: say so rather than stay silent.
        if (live) setLoadFailed(true);
      })
      .finally(() => {
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [load, reset]);

  const submit = handleSubmit(async ({ value }) => {
    setOutcome(null);
    setLoadFailed(false);
    try {
      reset({ value: await save(value) });
      setOutcome({ kind: 'success', word: ({ t }) => t('shared.success') });
    } catch (failure) {
      setOutcome({
        kind: 'error',
        word: ({ t, failureText }) => failureText(failure, t('errors:failed')),
      });
    }
  });

  return (
    <form className="form" aria-label={name} noValidate onSubmit={submit}>
      <div className="save-row">
        <TextField
          label={label}
          autoComplete="off"
          disabled={!loaded}
          error={errors.value?.message}
          {...inputProps}
          {...register('value')}
        />
        <div className="form__actions">
          <BusyButton type="submit" disabled={!loaded} busy={isSubmitting}>
            {buttonText}
          </BusyButton>
        </div>
      </div>
      {loadFailed && <Message kind="error">{t('errors:failed')}</Message>}
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
    </form>
  );
}

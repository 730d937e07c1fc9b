import { type JailAnswer, type JailData, type JailInput, jailSchema } from '@app/shared';
import { BusyButton, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const EMPTY: JailInput = {
  name: '',
  phoneNumber: '',
  promptDuration: '',
  pauseBeforeGreeting: '',
  dtmfResponse: '',
};

function formValues(jail: JailAnswer): JailInput {
  return {
    id: jail.id,
    name: jail.name,
    phoneNumber: jail.phoneNumber,
    promptDuration: String(jail.promptDuration),
    pauseBeforeGreeting: String(jail.pauseBeforeGreeting),
    dtmfResponse: jail.dtmfResponse,
  };
}

type JailRowProps = {
  /** The jail of this row; none for the Add row. */
  jail?: JailAnswer;
  /** Saves the row; true when it was saved. */
  onSave: (data: JailData) => Promise<boolean>;
};

/**
 * One row of the jail table (spec §2 screen 15), editable in place with the §5 jail rules. As in the offer table,
 * the row's form sits in its last cell and the other cells' inputs join it through their `form` attribute.
 */
export function JailRow({ jail, onSave }: JailRowProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<JailInput, unknown, JailData>({
    resolver: zodResolver(jailSchema),
    // The row stays mounted across reloads (keyed by id, so focus stays on Update); new saved values reset it.
    values: jail ? formValues(jail) : EMPTY,
  });

  const submit = handleSubmit(async (data) => {
    if ((await onSave(data)) && !jail) reset(EMPTY);
  });
  const field = (
    name: Exclude<keyof JailInput, 'id'>,
    label: string,
    options: { numeric?: boolean; maxLength: number },
  ) => (
    <td>
      <TextField
        className="offer-field"
        label={label}
        form={formId}
        inputMode={options.numeric ? 'numeric' : undefined}
        maxLength={options.maxLength}
        error={errors[name]?.message}
        {...register(name)}
      />
    </td>
  );

  // maxLength is one over each §5 limit, so a too-long value still reaches the rule and shows its message.
  const rowName = jail ? jail.name : t('jails.newRow');
  return (
    <tr aria-label={rowName}>
      {field('name', t('shared.name'), { maxLength: 26 })}
      {field('phoneNumber', t('jails.phone'), { numeric: true, maxLength: 12 })}
      {field('promptDuration', t('jails.promptDuration'), { numeric: true, maxLength: 3 })}
      {field('pauseBeforeGreeting', t('jails.pauseBeforeGreeting'), { numeric: true, maxLength: 3 })}
      {field('dtmfResponse', t('jails.dtmfResponse'), { numeric: true, maxLength: 2 })}
      <td>
        <form id={formId} className="offer-actions" aria-label={rowName} noValidate onSubmit={submit}>
          <BusyButton type="submit" busy={isSubmitting}>
            {jail ? t('shared.update') : t('shared.add')}
          </BusyButton>
        </form>
      </td>
    </tr>
  );
}

import { ApiError, forwardingNumberSchema, type InmateDetailAnswer, withAccountChanged } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { SaveRow, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { useOutcome } from '../../../lib/use-outcome';
import { saveForwardingNumber } from '../api/save-forwarding-number';

const forwardingFormSchema = z.object({ forwardingNumber: forwardingNumberSchema });
type ForwardingInput = z.input<typeof forwardingFormSchema>;
type ForwardingData = z.output<typeof forwardingFormSchema>;

type Props = {
  detail: InmateDetailAnswer;
  /** The detail as the save answered it. */
  onChange: (detail: InmateDetailAnswer) => void;
};

/**
 * The number CALL_FORWARDING dials (issue 11), with Update: the §5 phone rule first, empty clears it. The inmate's
 * and an ADMIN's only (a contact detail: never EMPLOYEE1's, spec §6); "Success!" as the Settings phone shows it.
 */
export function ForwardingNumberForm({ detail, onChange }: Props) {
  const { t } = useTranslation('account');
  const _errorText = useErrorText();
  const [outcome, setOutcome] = useOutcome();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForwardingInput, unknown, ForwardingData>({
    resolver: zodResolver(forwardingFormSchema),
    defaultValues: { forwardingNumber: detail.forwardingNumber ?? '' },
  });

  const onSubmit = handleSubmit(async ({ forwardingNumber }) => {
    setOutcome(null);
    try {
      const saved = await saveForwardingNumber(forwardingNumber ?? '');
      reset({ forwardingNumber: saved.forwardingNumber ?? '' });
      onChange(saved);
      setOutcome({ kind: 'success', word: ({ t }) => t('info.success') });
    } catch (failure) {
      // A 400 carries the §5 message the server refused; anything else is §8's generic "Failed!" (with the reason
      // when the page shows another account than the session's now).
      setOutcome({
        kind: 'error',
        word: ({ t, errorText }) =>
          failure instanceof ApiError && failure.status === 400
            ? errorText(failure.message, failure.code, failure.params)
            : withAccountChanged(errorText, t('info.failed'), failure),
      });
    }
  });

  return (
    <SaveRow onSubmit={onSubmit} button={t('info.update')} busy={isSubmitting} outcome={outcome}>
      <TextField
        label={t('info.forwardingNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        error={errors.forwardingNumber?.message}
        {...register('forwardingNumber')}
      />
    </SaveRow>
  );
}

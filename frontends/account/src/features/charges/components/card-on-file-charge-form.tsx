import { type BasePath, type CurrencyChargeInput, currencyChargeSchema } from '@app/shared';
import { useNavigate } from '@app/shared/router';
import { BusyButton, Message, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failedWording, useOutcome } from '../../../lib/use-outcome';
import { useRequestId } from '../../../lib/use-request-id';
import { chargeCardOnFile } from '../api/charge-money';

/** spec §4, §9: after Charge Request Sent the screen reloads its data 2000 ms later. */
export const REDIRECT_AFTER_MS = 2000;

/** Card-on-file charge (spec §2 screen 6, ADMIN; shown only when a service has recurring payments). */
export function CardOnFileChargeForm({ basePath }: { basePath: BasePath }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useOutcome();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CurrencyChargeInput, unknown, unknown>({
    resolver: zodResolver(currencyChargeSchema),
    defaultValues: { amount: '', description: '' },
  });
  const sent = outcome?.kind === 'success';
  useEffect(() => {
    if (!sent) return;
    // The webhook books the payment meanwhile; the detail screen then loads 2 seconds later (delayupdate).
    const timer = setTimeout(
      () => navigate(`${basePath}/inmates/detail?delayupdate=true`),
      REDIRECT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [sent, basePath, navigate]);
  const { requestIdFor } = useRequestId();
  const onSubmit = handleSubmit(async () => {
    setOutcome(null);
    const charge = getValues();
    const requestId = requestIdFor(JSON.stringify([charge.amount, charge.description]));
    try {
      await chargeCardOnFile({ ...charge, requestId });
      setOutcome({ kind: 'success', word: ({ t }) => t('charges.requestSent') });
    } catch (error) {
      setOutcome(failedWording(error, ({ t }) => t('charges.requestFailed')));
    }
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <fieldset>
        <legend>{t('charges.chargeCardOnFile')}</legend>
        <TextField
          label={t('charges.amount')}
          inputMode="decimal"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          label={t('charges.description')}
          error={errors.description?.message}
          {...register('description')}
        />
        {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
        <div className="form__actions">
          <BusyButton type="submit" disabled={sent} busy={isSubmitting}>
            {t('charges.chargeCardOnFile')}
          </BusyButton>
        </div>
      </fieldset>
    </form>
  );
}

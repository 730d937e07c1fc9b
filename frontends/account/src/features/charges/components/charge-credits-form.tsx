import { type BasePath, type CreditChargeInput, creditChargeSchema, type ServiceAnswer } from '@app/shared';
import { BusyButton, Field, Message, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/use-formats';
import { failedWording, useOutcome } from '../../../lib/use-outcome';
import { useRequestId } from '../../../lib/use-request-id';
import { chargeCredits } from '../api/charge-credits';

type Props = { basePath: BasePath; services: ServiceAnswer[]; onCharged: () => void };

/** Charge credits against a service (spec §2 screen 6; ADMIN and EMPLOYEE1). */
export function ChargeCreditsForm({ basePath, services, onCharged }: Props) {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const [outcome, setOutcome] = useOutcome();
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreditChargeInput, unknown, unknown>({
    resolver: zodResolver(creditChargeSchema),
    defaultValues: { serviceId: '', credits: '', description: '' },
  });
  // Registered here, before Credits and Description: the first field registered with an error takes the focus.
  const serviceField = register('serviceId');
  const { requestIdFor, done } = useRequestId();
  const onSubmit = handleSubmit(async () => {
    setOutcome(null);
    const charge = getValues();
    const requestId = requestIdFor(JSON.stringify([charge.serviceId, charge.credits, charge.description]));
    try {
      await chargeCredits(basePath, { ...charge, requestId });
      done();
      setOutcome({ kind: 'success', word: ({ t }) => t('charges.success') });
      reset({ serviceId: getValues('serviceId'), credits: '', description: '' });
      onCharged();
    } catch (error) {
      setOutcome(failedWording(error, ({ t }) => t('charges.creditsFailed')));
    }
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <fieldset>
        <legend>{t('charges.chargeCredits')}</legend>
        <Field label={t('charges.service')} error={errors.serviceId?.message}>
          {(control) => (
            <select {...control} {...serviceField}>
              <option value="">{t('charges.chooseService')}</option>
              {services.map((service) => (
                <option key={service.id} value={String(service.id)}>
                  {t('charges.serviceOption', {
                    title: service.title,
                    credits: formats.credits(service.remainingCredits),
                  })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t('charges.credits')}
          inputMode="decimal"
          error={errors.credits?.message}
          {...register('credits')}
        />
        <TextField
          label={t('charges.description')}
          error={errors.description?.message}
          {...register('description')}
        />
        {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
        <div className="form__actions">
          <BusyButton type="submit" busy={isSubmitting}>
            {t('charges.chargeCredits')}
          </BusyButton>
        </div>
      </fieldset>
    </form>
  );
}

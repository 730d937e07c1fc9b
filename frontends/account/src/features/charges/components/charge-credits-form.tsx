import {
  type BasePath,
  type CreditChargeInput,
  creditChargeSchema,
  formatCredits,
  type ServiceAnswer,
} from '@app/shared';
import { Message, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { chargeCredits } from '../api/charge-credits';

type Props = { basePath: BasePath; services: ServiceAnswer[]; onCharged: () => void };

/** Charge credits against a service (spec §2 screen 6; ADMIN and EMPLOYEE1). */
export function ChargeCreditsForm({ basePath, services, onCharged }: Props) {
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const serviceFieldId = useId();
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
  const onSubmit = handleSubmit(async () => {
    setOutcome(null);
    try {
      await chargeCredits(basePath, getValues());
      setOutcome({ kind: 'success', text: 'Success!' });
      reset({ serviceId: getValues('serviceId'), credits: '', description: '' });
      onCharged();
    } catch {
      setOutcome({ kind: 'error', text: 'Error Charging Credits' });
    }
  });
  const serviceError = errors.serviceId?.message;
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <fieldset>
        <legend>Charge Credits</legend>
        <div className="field">
          <label className="field__label" htmlFor={serviceFieldId}>
            Service
          </label>
          <select
            id={serviceFieldId}
            className="field__input"
            aria-invalid={serviceError ? true : undefined}
            aria-describedby={serviceError ? `${serviceFieldId}-error` : undefined}
            {...register('serviceId')}
          >
            <option value="">Choose a service</option>
            {services.map((service) => (
              <option key={service.id} value={String(service.id)}>
                {service.title} ({formatCredits(service.remainingCredits)} credits)
              </option>
            ))}
          </select>
          {serviceError && (
            <p id={`${serviceFieldId}-error`} className="field__error">
              {serviceError}
            </p>
          )}
        </div>
        <TextField
          label="Credits"
          inputMode="decimal"
          error={errors.credits?.message}
          {...register('credits')}
        />
        <TextField label="Description" error={errors.description?.message} {...register('description')} />
        {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
        <div className="form__actions">
          <button type="submit" disabled={isSubmitting}>
            Charge Credits
          </button>
        </div>
      </fieldset>
    </form>
  );
}

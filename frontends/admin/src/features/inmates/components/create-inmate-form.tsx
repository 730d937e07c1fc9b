import { ApiError, type RegistrationInput, registrationSchema } from '@app/shared';
import { BusyButton, Collapsible, EMPTY_REGISTRATION, Message, RegistrationFields } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOutcome } from '../../../lib/use-outcome';
import { registerInmate } from '../api/register-inmate';

/**
 * The create-inmate form of Manage Inmates (spec §2 screen 14; ADMIN only): the registration fields and §5 rules.
 * Success clears the form and lets the page reload its list; a failure shows the server's text (spec §8).
 */
export function CreateInmateForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('admin');
  const [outcome, setOutcome] = useOutcome();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: EMPTY_REGISTRATION,
  });

  const onSubmit = async (registration: RegistrationInput) => {
    setOutcome(null);
    try {
      await registerInmate(registration);
      // spec §8 success message
      setOutcome({ kind: 'success', word: ({ t }) => t('inmates.create.registered') });
      reset(EMPTY_REGISTRATION);
      onCreated();
    } catch (error) {
      setOutcome({
        kind: 'error',
        word: ({ t, errorText }) =>
          error instanceof ApiError ? errorText(error.message, error.code) : t('errors:failed'),
      });
    }
  };

  // Folded until opened (the shared Collapsible): the list is what staff come for, and the form's seven fields filled
  // the first screen.
  return (
    <Collapsible title={t('inmates.create.heading')}>
      <form
        className="form"
        aria-label={t('inmates.create.heading')}
        noValidate
        onSubmit={handleSubmit(onSubmit)}
      >
        <RegistrationFields register={register} errors={errors} />
        {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
        <div className="form__actions">
          <BusyButton type="submit" busy={isSubmitting}>
            {t('inmates.create.register')}
          </BusyButton>
        </div>
      </form>
    </Collapsible>
  );
}

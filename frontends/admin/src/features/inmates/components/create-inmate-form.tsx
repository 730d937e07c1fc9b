import { ApiError, type RegistrationInput, registrationSchema } from '@app/shared';
import { EMPTY_REGISTRATION, Message, RegistrationFields, type SaveOutcome } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerInmate } from '../api/register-inmate';

/** spec §8 success message. */
export const REGISTERED = 'Registered user';

/**
 * The create-inmate form of Manage Inmates (spec §2 screen 14; ADMIN only): the registration fields and §5 rules.
 * Success clears the form and lets the page reload its list; a failure shows the server's text (spec §8).
 */
export function CreateInmateForm({ onCreated }: { onCreated: () => void }) {
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
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
      setOutcome({ kind: 'success', text: REGISTERED });
      reset(EMPTY_REGISTRATION);
      onCreated();
    } catch (error) {
      setOutcome({ kind: 'error', text: error instanceof ApiError ? error.message : 'Failed!' });
    }
  };

  return (
    <form className="form" aria-label="Create inmate" noValidate onSubmit={handleSubmit(onSubmit)}>
      <h2>Create inmate</h2>
      <RegistrationFields register={register} errors={errors} />
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
      <div className="form__actions">
        <button type="submit" disabled={isSubmitting}>
          Register
        </button>
      </div>
    </form>
  );
}

import { ApiError, type BasePath, type RegistrationInput, registrationSchema } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useNavigate } from '@app/shared/router';
import { BusyButton, EMPTY_REGISTRATION, Message, RegistrationFields } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerInmate } from '../api/register-inmate';

type RegistrationFormProps = {
  basePath: BasePath;
  /** Called after a public registration signed the new inmate in. */
  refreshSession: () => Promise<void>;
};

/** How long spec §8's success message (Registered user) shows before the next screen. */
export const REGISTERED_MS = 1000;

/**
 * Inmate registration (spec §2 screen 2, §5): validated on submit, then on every change (react-hook-form's default is
 * the spec's rule). An inmate goes on to the payment method screen, signed in; an admin lands on /admin/inmates.
 */
export function RegistrationForm({ basePath, refreshSession }: RegistrationFormProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('offers');
  const errorText = useErrorText();
  const admin = basePath === '/admin';
  const leadId = useId();
  // The server's message and code, shown in the reader's language when rendered.
  const [failure, setFailure] = useState<{ message: string; code?: string }>();
  const [next, setNext] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: EMPTY_REGISTRATION,
  });

  const onSubmit = async (registration: RegistrationInput) => {
    setFailure(undefined);
    try {
      const registered = await registerInmate(basePath, registration);
      if (!admin) await refreshSession();
      setNext(registered.forward ?? (admin ? '/admin/inmates' : `${basePath}/inmates/paymentmethod`));
    } catch (error) {
      // spec §8: a registration failure shows the server's text.
      setFailure(
        error instanceof ApiError ? { message: error.message, code: error.code } : { message: 'Failed!' },
      );
    }
  };

  useEffect(() => {
    if (!next) return;
    // In place of the registration step, which is done: the browser's Back from the payment screen then returns to
    // the offers, with the choice kept (issue 13 §4).
    const timer = setTimeout(() => navigate(next, { replace: true }), REGISTERED_MS);
    return () => clearTimeout(timer);
  }, [next, navigate]);

  return (
    <section
      className={admin ? 'form-screen form-screen--apart' : 'form-screen'}
      aria-labelledby={admin ? leadId : undefined}
    >
      {/* spec §2 screen 2: the heading is blank for admin, otherwise Registration. Below an admin's offers the form
          is set apart and says what it does, so it is not read as the payment of the inmate acted as. */}
      {!admin && <h1>{t('registration.heading')}</h1>}
      {admin && (
        <p id={leadId} className="form-screen__lead">
          {t('registration.adminLabel')}
        </p>
      )}
      <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <RegistrationFields register={register} errors={errors} />
        {failure && <Message kind="error">{errorText(failure.message, failure.code)}</Message>}
        {next && <Message kind="success">{t('registration.registered')}</Message>}
        <div className="form__actions">
          <BusyButton type="submit" busy={isSubmitting || next !== null}>
            {admin ? t('registration.registerSomeone') : t('registration.register')}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

import { ApiError, type BasePath, type RegistrationInput, registrationSchema } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useNavigate } from '@app/shared/router';
import { BusyButton, EMPTY_REGISTRATION, Message, RegistrationFields } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerFriend } from '../api/register-friend';

type Props = {
  basePath: BasePath;
  /** Called after the registration signed the new friend in, so the navigation shows Acount Info. */
  refreshSession: () => Promise<void>;
};

/**
 * The shared registration form (spec §2 screens 2 and 10, §5): the inmate registration's fields, labels and rules
 * (frontends/offers registration-form.tsx), validated on submit then on change. Success goes to
 * {prefix}/friends/profile; a refusal shows the server's text, a network failure Unknown Error Occurred! (spec §8, `register.unknownError`).
 */
export function FriendRegistrationForm({ basePath, refreshSession }: Props) {
  const navigate = useNavigate();
  // The server's refusal, or null for a network failure; kept as it came so its text follows the language.
  const [failure, setFailure] = useState<ApiError | null | undefined>(undefined);
  const { t } = useTranslation('friends');
  const errorText = useErrorText();
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
      await registerFriend(registration);
      await refreshSession();
      navigate(`${basePath}/friends/profile`);
    } catch (error) {
      // The API helper reports a network failure as status 0; anything else carries the server's text.
      setFailure(error instanceof ApiError && error.status !== 0 ? error : null);
    }
  };

  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <RegistrationFields register={register} errors={errors} />
      {failure !== undefined && (
        <Message kind="error">
          {failure ? errorText(failure.message, failure.code, failure.params) : t('register.unknownError')}
        </Message>
      )}
      <div className="form__actions">
        <BusyButton type="submit" busy={isSubmitting}>
          {basePath === '/admin' ? t('register.registerSomeone') : t('register.submit')}
        </BusyButton>
      </div>
    </form>
  );
}

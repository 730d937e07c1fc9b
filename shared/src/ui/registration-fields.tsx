import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationInput } from '../schemas/registration';
import { TextField, TYPED_AS_IS } from './text-field';

/** An empty registration payload: the forms' default values. */
export const EMPTY_REGISTRATION: RegistrationInput = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  reenterPassword: '',
};

type Props = {
  register: UseFormRegister<RegistrationInput>;
  errors: FieldErrors<RegistrationInput>;
};

/**
 * The registration payload's six fields (spec §2 screens 2 and 10, §3, §5), shared by the inmate and the friend
 * registration forms (labels in namespace `common`); each form owns its react-hook-form instance, submit and messages.
 * @example <RegistrationFields register={register} errors={errors} />
 */
export function RegistrationFields({ register, errors }: Props) {
  // The labels are the spec's English (end-to-end tests find the inputs by them), or their Spanish.
  const { t } = useTranslation('common');
  return (
    <>
      <TextField
        label={t('common:registration.firstName')}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={t('common:registration.lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label={t('common:registration.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('common:registration.username')}
        autoComplete="username"
        {...TYPED_AS_IS}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('common:registration.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        // "Passwords must match" is a rule of the whole form shown on Re-enter password, and react-hook-form
        // re-validates only the edited field: `deps` re-checks the other one too (after the first submit, spec §4).
        {...register('password', { deps: 'reenterPassword' })}
      />
      <TextField
        label={t('common:registration.reenterPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.reenterPassword?.message}
        {...register('reenterPassword')}
      />
    </>
  );
}

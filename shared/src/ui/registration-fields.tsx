import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegistrationInput } from '../schemas/registration';
import { TextField } from './text-field';

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
 * registration forms; each form owns its react-hook-form instance, submit and messages.
 * @example <RegistrationFields register={register} errors={errors} />
 */
export function RegistrationFields({ register, errors }: Props) {
  return (
    <>
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Re-enter password"
        type="password"
        autoComplete="new-password"
        error={errors.reenterPassword?.message}
        {...register('reenterPassword')}
      />
    </>
  );
}

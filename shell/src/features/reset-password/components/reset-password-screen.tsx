import { type ResetPasswordData, resetPasswordSchema } from '@app/shared';
import { Message, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPassword } from '../api/reset-password';

const SENT = 'If the email you provided matches our files - a temporary password was sent to you.';
const FAILED = 'Unable to reset password';

/** Reset password (spec §2 screen 9): the same screen for inmates and friends. */
export function ResetPasswordScreen() {
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { username: '', email: '' },
  });

  const onSubmit = async (reset: ResetPasswordData) => {
    setResult(null);
    setResult(
      await resetPassword(reset).then(
        () => 'sent' as const,
        () => 'failed' as const,
      ),
    );
  };

  return (
    <section className="form-screen">
      <h1>Reset Password</h1>
      <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {result === 'sent' && <Message kind="success">{SENT}</Message>}
        {result === 'failed' && <Message kind="error">{FAILED}</Message>}
        <div className="form__actions">
          <button type="submit" disabled={isSubmitting}>
            Reset Password
          </button>
        </div>
      </form>
    </section>
  );
}

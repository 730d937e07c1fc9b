import { type ResetPasswordData, resetPasswordSchema } from '@app/shared';
import { BusyButton, Message, TextField, TYPED_AS_IS } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../api/reset-password';

/** Reset password (spec §2 screen 9): the same screen for inmates and friends. */
export function ResetPasswordScreen() {
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const { t } = useTranslation('shell');
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
      <h1>{t('resetPassword.heading')}</h1>
      <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('resetPassword.username')}
          autoComplete="username"
          {...TYPED_AS_IS}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('resetPassword.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {/* spec §8's texts, the same whatever the server answered (no account is given away). */}
        {result === 'sent' && <Message kind="success">{t('resetPassword.sent')}</Message>}
        {result === 'failed' && <Message kind="error">{t('resetPassword.failed')}</Message>}
        <div className="form__actions">
          <BusyButton type="submit" busy={isSubmitting}>
            {t('resetPassword.submit')}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

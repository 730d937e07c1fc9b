import { ApiError, type ChangePasswordData, changePasswordSchema } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useNavigate } from '@app/shared/router';
import { BusyButton, Message, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBasePath } from '../../../lib/base-path';
import { useSession } from '../../../lib/session/session-context';
import type { ShownError } from '../../../lib/shown-error';
import { changePassword } from '../api/change-password';

export { FORCED_CHANGE_NOTICE } from '../forced-change-notice';

/**
 * Change password (spec §2 screen 8) for the signed-in inmate or friend; after a sign-in with a temporary password
 * the shell keeps the user here (RequirePasswordChange) until the change succeeds.
 */
export function ChangePasswordScreen({ kind }: { kind: 'inmate' | 'friend' }) {
  const basePath = useBasePath();
  const { session, refreshSession } = useSession();
  const navigate = useNavigate();
  // The server's message and code, shown in the reader's language (and again in another after a switch).
  const [failure, setFailure] = useState<ShownError | null>(null);
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', newPassword: '', reenterPassword: '' },
  });

  const onSubmit = async (change: ChangePasswordData) => {
    setFailure(null);
    try {
      await changePassword(change);
      // The change clears the forced change on the server; reload it before leaving, or the guard sends us back.
      if (session.mustChangePassword) await refreshSession();
      navigate(`${basePath}/${kind === 'inmate' ? 'inmates' : 'friends'}/detail`);
    } catch (error) {
      // The server's text: Login Failed for a wrong old password (spec §8).
      setFailure(error instanceof ApiError ? error : { message: 'Failed!' });
    }
  };

  return (
    <section className="form-screen">
      <h1>{t('changePassword.heading')}</h1>
      {/* Shown when the session signed in with a temporary password (docs/architecture.md "Password reset"). */}
      {session.mustChangePassword && (
        <p className="message" role="status">
          {t('changePassword.forcedNotice')}
        </p>
      )}
      <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('changePassword.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('changePassword.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          // "Passwords must match" is a rule of the whole form shown on the re-entered field, and react-hook-form
          // re-validates only the edited field: `deps` re-checks the other one too (after the first submit, spec §4).
          {...register('newPassword', { deps: 'reenterPassword' })}
        />
        <TextField
          label={t('changePassword.reenterPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.reenterPassword?.message}
          {...register('reenterPassword')}
        />
        {failure && (
          <Message kind="error">{errorText(failure.message, failure.code, failure.params)}</Message>
        )}
        <div className="form__actions">
          <BusyButton type="submit" busy={isSubmitting}>
            {t('changePassword.submit')}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

import { ApiError, type ChangePasswordData, changePasswordSchema } from '@app/shared';
import { Message, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useBasePath } from '../../../lib/base-path';
import { useSession } from '../../../lib/session/session-context';
import { changePassword } from '../api/change-password';

/** Shown when the session signed in with a temporary password (docs/architecture.md "Password reset"). */
export const FORCED_CHANGE_NOTICE =
  'You signed in with a temporary password. Choose a new password to continue: enter the temporary password as the old one.';

/**
 * Change password (spec §2 screen 8) for the signed-in inmate or friend; after a sign-in with a temporary password
 * the shell keeps the user here (RequirePasswordChange) until the change succeeds.
 */
export function ChangePasswordScreen({ kind }: { kind: 'inmate' | 'friend' }) {
  const basePath = useBasePath();
  const { session, refreshSession } = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', newPassword: '', reenterPassword: '' },
  });

  const onSubmit = async (change: ChangePasswordData) => {
    setFailure('');
    try {
      await changePassword(change);
      // The change clears the forced change on the server; reload it before leaving, or the guard sends us back.
      if (session.mustChangePassword) await refreshSession();
      navigate(`${basePath}/${kind === 'inmate' ? 'inmates' : 'friends'}/detail`);
    } catch (error) {
      // The server's text: Login Failed for a wrong old password (spec §8).
      setFailure(error instanceof ApiError ? error.message : 'Failed!');
    }
  };

  return (
    <section className="form-screen">
      <h1>Change Password</h1>
      {session.mustChangePassword && (
        <p className="message" role="status">
          {FORCED_CHANGE_NOTICE}
        </p>
      )}
      <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label="Old Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Reenter New Password"
          type="password"
          autoComplete="new-password"
          error={errors.reenterPassword?.message}
          {...register('reenterPassword')}
        />
        {failure && <Message kind="error">{failure}</Message>}
        <div className="form__actions">
          <button type="submit" disabled={isSubmitting}>
            Change Password
          </button>
        </div>
      </form>
    </section>
  );
}

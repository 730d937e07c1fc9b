import { ApiError, type ChangePasswordData, changePasswordSchema } from '@app/shared';
import { Message, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useBasePath } from '../../../lib/base-path';
import { changePassword } from '../api/change-password';

/** Change password (spec §2 screen 8) for the signed-in inmate or friend. */
export function ChangePasswordScreen({ kind }: { kind: 'inmate' | 'friend' }) {
  const basePath = useBasePath();
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
      navigate(`${basePath}/${kind === 'inmate' ? 'inmates' : 'friends'}/detail`);
    } catch (error) {
      // The server's text: Login Failed for a wrong old password (spec §8).
      setFailure(error instanceof ApiError ? error.message : 'Failed!');
    }
  };

  return (
    <section className="form-screen">
      <h1>Change Password</h1>
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

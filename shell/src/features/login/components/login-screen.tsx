import { ApiError, type BasePath, type LoginData, loginSchema, type Session } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { Link, useLocation, useNavigate } from '@app/shared/router';
import { BusyButton, Message, TextField, TYPED_AS_IS } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useBasePath } from '../../../lib/base-path';
import { useSession } from '../../../lib/session/session-context';
import type { ShownError } from '../../../lib/shown-error';
import { forcedChangePath } from '../../change-password/components/require-password-change';
import { type LoginKind, login } from '../api/login';

/**
 * Where a successful sign-in lands (spec §2 screen 7; staff go back to the page that sent them here). A sign-in
 * with a temporary password lands on the change-password screen instead.
 */
function destination(kind: LoginKind, basePath: BasePath, signedIn: Session, from: unknown): string {
  const forced = forcedChangePath(signedIn);
  if (forced) return forced;
  if (kind === 'inmate') return `${basePath}/inmates/detail`;
  if (kind === 'friend') return `${basePath}/friends/detail`;
  const roles = signedIn.staff?.roles ?? [];
  const home: BasePath = basePath === '/admin' && !roles.includes('ADMIN') ? '/employee1' : basePath;
  if (home === basePath && typeof from === 'string' && from.startsWith(`${basePath}/`)) return from;
  return `${home}/`;
}

/** Login (spec §2 screen 7): shared by inmate, friend and (at /admin/login, /employee1/login) staff. */
export function LoginScreen({ kind }: { kind: LoginKind }) {
  const basePath = useBasePath();
  const { refreshSession } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The message and code to show, in the reader's language (and again in another after a switch).
  const [failure, setFailure] = useState<ShownError | null>(null);
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const headings: Record<LoginKind, string> = {
    inmate: t('login.inmateHeading'),
    friend: t('login.friendHeading'),
    staff: t('login.staffHeading'),
  };
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = async (credentials: LoginData) => {
    setFailure(null);
    try {
      const signedIn = await login(kind, credentials);
      await refreshSession();
      const from = (location.state as { from?: unknown } | null)?.from;
      navigate(destination(kind, basePath, signedIn ?? {}, from), { replace: true });
    } catch (error) {
      // spec §8: Login Failed; a throttled sign-in says so instead.
      setFailure(error instanceof ApiError && error.status === 429 ? error : { message: 'Login Failed' });
    }
  };

  const needsAdmin = (location.state as { needsAdmin?: unknown } | null)?.needsAdmin === true;
  return (
    <section className="form-screen">
      <h1>{headings[kind]}</h1>
      {needsAdmin && (
        <Message kind="error">
          <Trans t={t} i18nKey="login.needsAdmin" components={{ goto: <Link to="/employee1/" /> }} />
        </Message>
      )}
      <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('login.username')}
          autoComplete="username"
          {...TYPED_AS_IS}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {failure && (
          <Message kind="error">{errorText(failure.message, failure.code, failure.params)}</Message>
        )}
        <div className="form__actions">
          <BusyButton type="submit" busy={isSubmitting}>
            {t('login.submit')}
          </BusyButton>
          {/* The friend's own reset page, also from /admin/friends/login (spec §2 screen 7). */}
          {kind !== 'staff' && (
            <Link to={kind === 'inmate' ? '/inmates/resetpassword' : '/friends/resetpassword'}>
              {t('login.forgotPassword')}
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}

import {
  ApiError,
  type BasePath,
  emailSchema,
  type InmateDetailAnswer,
  inmateNameSchema,
  phoneNumberSchema,
} from '@app/shared';
import { Link } from '@app/shared/router';
import { BusyButton, Message, SaveRow, TextField, useSaveOutcome } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { useOutcome } from '../../../lib/use-outcome';
import type { Permissions } from '../../../lib/viewer';
import { resetSecretCode } from '../api/reset-secret-code';
import { saveAssignedPhoneNumber } from '../api/save-assigned-phone-number';
import { saveEmail } from '../api/save-email';
import { saveName } from '../api/save-name';
import { ForwardingNumberForm } from './forwarding-number-form';

type Props = {
  basePath: BasePath;
  detail: InmateDetailAnswer;
  can: Permissions;
  /** The detail as a save answered it. */
  onChange: (detail: InmateDetailAnswer) => void;
};

/**
 * Inmate Account Info (spec §2 screen 4): name, password mask, e-mail, username, secret code, assigned phone, and the
 * forwarding number (issue 11).
 */
export function AccountInfoSection({ basePath, detail, can, onChange }: Props) {
  const { t } = useTranslation('account');
  return (
    <div>
      {can.editNameAndEmail ? (
        <NameForm detail={detail} onChange={onChange} />
      ) : (
        <dl className="account-fields">
          <dt>{t('info.firstName')}</dt>
          <dd>{detail.firstName}</dd>
          <dt>{t('info.lastName')}</dt>
          <dd>{detail.lastName}</dd>
        </dl>
      )}
      <dl className="account-fields">
        <dt>{t('info.username')}</dt>
        <dd>{detail.username}</dd>
        <dt>{t('info.password')}</dt>
        <dd>
          <span>********</span>
          {can.changePassword && (
            <>
              {' '}
              <Link to={`${basePath}/inmates/changepassword`}>{t('info.changePassword')}</Link>
            </>
          )}
        </dd>
        {!can.editNameAndEmail && (
          <>
            <dt>{t('info.email')}</dt>
            <dd>{detail.email}</dd>
          </>
        )}
        {can.resetSecretCode && (
          <>
            <dt>{t('info.secretCode')}</dt>
            <dd>
              <SecretCode code={can.secretCode ? detail.secretCode : undefined} onChange={onChange} />
            </dd>
          </>
        )}
        {!can.editPhoneNumber && (
          <>
            <dt>{t('info.assignedPhone')}</dt>
            <dd>{detail.twilioNumber || t('info.noPhone')}</dd>
          </>
        )}
      </dl>
      {can.editNameAndEmail && <EmailForm detail={detail} onChange={onChange} />}
      {can.editPhoneNumber && <PhoneForm detail={detail} onChange={onChange} />}
      {/* A contact detail, as name and e-mail: the inmate's and an ADMIN's, never EMPLOYEE1's (spec §6). */}
      {can.editNameAndEmail && <ForwardingNumberForm detail={detail} onChange={onChange} />}
    </div>
  );
}

function NameForm({ detail, onChange }: Pick<Props, 'detail' | 'onChange'>) {
  const { t } = useTranslation('account');
  const { outcome, run } = useSaveOutcome(t('info.nameSaved'), t('info.nameFailed'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(inmateNameSchema),
    defaultValues: { firstName: detail.firstName, lastName: detail.lastName },
  });
  const onSubmit = handleSubmit((name) => run(async () => onChange(await saveName(name))));
  return (
    <SaveRow onSubmit={onSubmit} button={t('info.saveName')} busy={isSubmitting} outcome={outcome}>
      <TextField
        label={t('info.firstName')}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={t('info.lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
    </SaveRow>
  );
}

const emailFormSchema = z.object({ email: emailSchema });

function EmailForm({ detail, onChange }: Pick<Props, 'detail' | 'onChange'>) {
  const { t } = useTranslation('account');
  const { outcome, run } = useSaveOutcome(t('info.emailSaved'), t('info.emailFailed'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: detail.email } });
  const onSubmit = handleSubmit(({ email }) => run(async () => onChange(await saveEmail(email))));
  return (
    <SaveRow onSubmit={onSubmit} button={t('info.saveEmail')} busy={isSubmitting} outcome={outcome}>
      <TextField
        label={t('info.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
    </SaveRow>
  );
}

const phoneFormSchema = z.object({ twilioNumber: phoneNumberSchema });

function PhoneForm({ detail, onChange }: Pick<Props, 'detail' | 'onChange'>) {
  const { t } = useTranslation('account');
  const { outcome, run } = useSaveOutcome(t('info.numberSaved'), t('info.numberFailed'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { twilioNumber: detail.twilioNumber ?? '' },
  });
  const onSubmit = handleSubmit(({ twilioNumber }) =>
    run(async () => onChange(await saveAssignedPhoneNumber(twilioNumber))),
  );
  return (
    <SaveRow onSubmit={onSubmit} button={t('info.saveNumber')} busy={isSubmitting} outcome={outcome}>
      <TextField
        label={t('info.assignedPhone')}
        type="tel"
        error={errors.twilioNumber?.message}
        {...register('twilioNumber')}
      />
    </SaveRow>
  );
}

/** The secret code with its Reset; `code` undefined for a viewer who never sees it (EMPLOYEE1), shown masked. */
function SecretCode({ code, onChange }: { code: string | undefined; onChange: Props['onChange'] }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  // The outcome, read out and worded at each render: the button keeps the focus, and a screen reader learns the new
  // code without looking for it (or, for a viewer who never sees it, that there is one).
  const [outcome, setOutcome] = useOutcome();
  const reset = async () => {
    setOutcome(null);
    setBusy(true);
    try {
      const detail = await resetSecretCode();
      onChange(detail);
      const changedTo = detail.secretCode;
      setOutcome({
        kind: 'success',
        word: ({ t }) =>
          changedTo === undefined ? t('info.secretCodeReset') : t('info.newSecretCode', { code: changedTo }),
      });
    } catch (error) {
      setOutcome({
        kind: 'error',
        word: ({ t, errorText }) =>
          error instanceof ApiError ? errorText(error.message, error.code, error.params) : t('info.failed'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <span data-testid="secret-code">{code ?? '******'}</span>{' '}
      <BusyButton className="button-secondary" onClick={reset} busy={busy}>
        {t('info.reset')}
      </BusyButton>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
    </>
  );
}

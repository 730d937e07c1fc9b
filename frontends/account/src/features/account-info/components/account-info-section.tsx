import {
  type BasePath,
  emailSchema,
  type InmateDetailAnswer,
  inmateNameSchema,
  phoneNumberSchema,
} from '@app/shared';
import { Message, SaveRow, TextField, useSaveOutcome } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
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
  return (
    <div>
      {can.editNameAndEmail ? (
        <NameForm detail={detail} onChange={onChange} />
      ) : (
        <dl className="account-fields">
          <dt>First Name</dt>
          <dd>{detail.firstName}</dd>
          <dt>Last Name</dt>
          <dd>{detail.lastName}</dd>
        </dl>
      )}
      <dl className="account-fields">
        <dt>Username</dt>
        <dd>{detail.username}</dd>
        <dt>Password</dt>
        <dd>
          <span>********</span>
          {can.changePassword && (
            <>
              {' '}
              <Link to={`${basePath}/inmates/changepassword`}>Change Password</Link>
            </>
          )}
        </dd>
        {!can.editNameAndEmail && (
          <>
            <dt>E-mail</dt>
            <dd>{detail.email}</dd>
          </>
        )}
        {can.secretCode && detail.secretCode !== undefined && (
          <>
            <dt>Secret Code</dt>
            <dd>
              <SecretCode code={detail.secretCode} onChange={onChange} />
            </dd>
          </>
        )}
        {!can.editPhoneNumber && (
          <>
            <dt>Assigned Phone Number</dt>
            <dd>{detail.twilioNumber || 'none'}</dd>
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
  const { outcome, run } = useSaveOutcome('Inmate name saved', 'Failed to save Inmate name');
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
    <SaveRow onSubmit={onSubmit} button="Save Name" busy={isSubmitting} outcome={outcome}>
      <TextField
        label="First Name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
    </SaveRow>
  );
}

const emailFormSchema = z.object({ email: emailSchema });

function EmailForm({ detail, onChange }: Pick<Props, 'detail' | 'onChange'>) {
  const { outcome, run } = useSaveOutcome('Inmate e-mail saved', 'Failed to save e-mail');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: detail.email } });
  const onSubmit = handleSubmit(({ email }) => run(async () => onChange(await saveEmail(email))));
  return (
    <SaveRow onSubmit={onSubmit} button="Save E-mail" busy={isSubmitting} outcome={outcome}>
      <TextField
        label="E-mail"
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
  const { outcome, run } = useSaveOutcome('Phone Number Saved', 'Failed to save Number');
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
    <SaveRow onSubmit={onSubmit} button="Save Number" busy={isSubmitting} outcome={outcome}>
      <TextField
        label="Assigned Phone Number"
        type="tel"
        error={errors.twilioNumber?.message}
        {...register('twilioNumber')}
      />
    </SaveRow>
  );
}

function SecretCode({ code, onChange }: { code: string; onChange: Props['onChange'] }) {
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setFailed('');
    setBusy(true);
    try {
      onChange(await resetSecretCode());
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'Failed!');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <span data-testid="secret-code">{code}</span>{' '}
      <button type="button" className="button-secondary" onClick={reset} disabled={busy}>
        Reset
      </button>
      {failed && <Message kind="error">{failed}</Message>}
    </>
  );
}

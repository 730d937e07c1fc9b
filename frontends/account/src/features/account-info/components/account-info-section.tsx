import { type BasePath, emailSchema, inmateNameSchema, phoneNumberSchema } from '@app/shared';
import { Message, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import type { InmateDetail } from '../../../lib/api-types';
import type { Permissions } from '../../../lib/viewer';
import { resetSecretCode } from '../api/reset-secret-code';
import { saveAssignedPhoneNumber } from '../api/save-assigned-phone-number';
import { saveEmail } from '../api/save-email';
import { saveName } from '../api/save-name';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

type Props = {
  basePath: BasePath;
  detail: InmateDetail;
  can: Permissions;
  /** The detail as a save answered it. */
  onChange: (detail: InmateDetail) => void;
};

/** Inmate Account Info (spec §2 screen 4): name, password mask, e-mail, username, secret code, assigned phone. */
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
    </div>
  );
}

function NameForm({ detail, onChange }: Pick<Props, 'detail' | 'onChange'>) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(inmateNameSchema),
    defaultValues: { firstName: detail.firstName, lastName: detail.lastName },
  });
  const onSubmit = handleSubmit(async (name) => {
    setOutcome(null);
    try {
      onChange(await saveName(name));
      setOutcome({ kind: 'success', text: 'Inmate name saved' });
    } catch {
      setOutcome({ kind: 'error', text: 'Failed to save Inmate name' });
    }
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="account-row">
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
        <div className="form__actions">
          <button type="submit" disabled={isSubmitting}>
            Save Name
          </button>
        </div>
      </div>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
    </form>
  );
}

const emailFormSchema = z.object({ email: emailSchema });

function EmailForm({ detail, onChange }: Pick<Props, 'detail' | 'onChange'>) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: detail.email } });
  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      onChange(await saveEmail(email));
      setOutcome({ kind: 'success', text: 'Inmate e-mail saved' });
    } catch {
      setOutcome({ kind: 'error', text: 'Failed to save e-mail' });
    }
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="account-row">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="form__actions">
          <button type="submit" disabled={isSubmitting}>
            Save E-mail
          </button>
        </div>
      </div>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
    </form>
  );
}

const phoneFormSchema = z.object({ twilioNumber: phoneNumberSchema });

function PhoneForm({ detail, onChange }: Pick<Props, 'detail' | 'onChange'>) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { twilioNumber: detail.twilioNumber ?? '' },
  });
  const onSubmit = handleSubmit(async ({ twilioNumber }) => {
    setOutcome(null);
    try {
      onChange(await saveAssignedPhoneNumber(twilioNumber));
      setOutcome({ kind: 'success', text: 'Phone Number Saved' });
    } catch {
      setOutcome({ kind: 'error', text: 'Failed to save Number' });
    }
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="account-row">
        <TextField
          label="Assigned Phone Number"
          type="tel"
          error={errors.twilioNumber?.message}
          {...register('twilioNumber')}
        />
        <div className="form__actions">
          <button type="submit" disabled={isSubmitting}>
            Save Number
          </button>
        </div>
      </div>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
    </form>
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

import { BusyButton, Message, TextField } from '@app/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyFriendRegistration } from '../api/verify-friend-registration';
import { useProfileFailureText } from '../lib/failure-text';

/**
 * The verification code of spec §2 screen 11: the code the Call Me call spoke, and Verify, which appears only
 * once a code is typed.
 */
export function VerifyCodeForm({ onVerified }: { onVerified: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // The error itself, so its text follows the reader's language.
  const [failure, setFailure] = useState<unknown>(null);
  const { t } = useTranslation('friends');
  const failureText = useProfileFailureText();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    setFailure(null);
    setBusy(true);
    try {
      await verifyFriendRegistration(typed);
      onVerified();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('profile.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {failure !== null && <Message kind="error">{failureText(failure)}</Message>}
      {code.trim() !== '' && (
        <div className="form__actions">
          <BusyButton type="submit" busy={busy}>
            {t('profile.verify')}
          </BusyButton>
        </div>
      )}
    </form>
  );
}

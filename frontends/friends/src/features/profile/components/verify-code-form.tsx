import { Message, TextField } from '@app/shared/ui';
import { type FormEvent, useState } from 'react';
import { verifyFriendRegistration } from '../api/verify-friend-registration';
import { profileFailureText } from '../lib/failure-text';

/**
 * The verification code of spec §2 screen 11: the code the Call Me call spoke, and Verify, which appears only
 * once a code is typed.
 */
export function VerifyCodeForm({ onVerified }: { onVerified: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    setFailure('');
    setBusy(true);
    try {
      await verifyFriendRegistration(typed);
      onVerified();
    } catch (error) {
      setFailure(profileFailureText(error));
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Verification Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {failure && <Message kind="error">{failure}</Message>}
      {code.trim() !== '' && (
        <div className="form__actions">
          <button type="submit" disabled={busy}>
            Verify
          </button>
        </div>
      )}
    </form>
  );
}

import { ApiError } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { BusyButton, Message } from '@app/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownError } from '../../../lib/shown-error';
import { sendCaptchaMail } from '../api/send-captcha-mail';

type CaptchaByMailProps = {
  /** The address the current code was mailed to; null while the picture is the captcha. */
  mailedTo: string | null;
  /** The form's e-mail once it passes its rule, else null (the form then shows the field's error). */
  askAddress: () => Promise<string | null>;
  onMailed: (address: string) => void;
  onShowPicture: () => void;
};

/**
 * The captcha for whoever cannot read the picture (docs/decisions.md "Contact form"): a code mailed to the form's
 * e-mail, typed as the captcha answer. The button keeps its place and the focus whichever captcha is current, so the
 * outcome is announced where the reader is.
 */
export function CaptchaByMail({ mailedTo, askAddress, onMailed, onShowPicture }: CaptchaByMailProps) {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ShownError | null>(null);

  const mail = async () => {
    setFailure(null);
    const from = await askAddress();
    if (from === null) return;
    setBusy(true);
    try {
      await sendCaptchaMail({ from });
      onMailed(from);
    } catch (error) {
      setFailure(error instanceof ApiError ? error : { message: 'Failed!' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="captcha-mail">
      {mailedTo && <Message kind="success">{t('contact.codeSent', { email: mailedTo })}</Message>}
      {failure && <Message kind="error">{errorText(failure.message, failure.code, failure.params)}</Message>}
      <div className="captcha-mail__actions">
        <BusyButton className="button-secondary" busy={busy} onClick={mail}>
          {mailedTo ? t('contact.mailAgain') : t('contact.mailCode')}
        </BusyButton>
        {mailedTo && (
          <button type="button" className="button-secondary" onClick={onShowPicture}>
            {t('contact.showPicture')}
          </button>
        )}
      </div>
    </div>
  );
}

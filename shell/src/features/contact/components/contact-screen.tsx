import { ApiError, type SupportRequestData, supportRequestSchema } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useNavigate } from '@app/shared/router';
import { BusyButton, Message, TextAreaField, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBasePath } from '../../../lib/base-path';
import type { ShownError } from '../../../lib/shown-error';
import { sendSupportRequest } from '../api/send-support-request';
import { CaptchaByMail } from './captcha-by-mail';
import { CaptchaImage } from './captcha-image';

/** How long "Support Request Sent" stays before the home page. */
export const SENT_REDIRECT_MS = 1500;

/** The contact form (spec §2 screen 19). */
export function ContactScreen() {
  const basePath = useBasePath();
  const navigate = useNavigate();
  const [captchaVersion, setCaptchaVersion] = useState(() => Date.now());
  const [sent, setSent] = useState(false);
  // The address a code was mailed to, when that code is the captcha instead of the picture.
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  // The server's message and code, shown in the reader's language (and again in another after a switch).
  const [failure, setFailure] = useState<ShownError | null>(null);
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    resetField,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { captcha: '', from: '', message: '' },
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate(`${basePath}/`), SENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, basePath, navigate]);

  const newCaptcha = () => {
    setMailedTo(null);
    setCaptchaVersion((version) => version + 1);
    resetField('captcha');
  };

  const formAddress = async () => ((await trigger('from', { shouldFocus: true })) ? getValues('from') : null);

  const codeMailed = (address: string) => {
    setMailedTo(address);
    resetField('captcha');
  };

  const onSubmit = async (supportRequest: SupportRequestData) => {
    setFailure(null);
    try {
      await sendSupportRequest(supportRequest);
      setSent(true);
    } catch (error) {
      // spec §8: the server's text; a captcha is good for one try, so show a fresh one.
      setFailure(error instanceof ApiError ? error : { message: 'Failed!' });
      newCaptcha();
    }
  };

  return (
    <section className="form-screen">
      <h1>{t('contact.heading')}</h1>
      <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        {!mailedTo && <CaptchaImage version={captchaVersion} onNewImage={newCaptcha} />}
        <CaptchaByMail
          mailedTo={mailedTo}
          askAddress={formAddress}
          onMailed={codeMailed}
          onShowPicture={newCaptcha}
        />
        <TextField
          label={t('contact.captchaAnswer')}
          autoComplete="off"
          error={errors.captcha?.message}
          {...register('captcha')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          error={errors.from?.message}
          {...register('from')}
        />
        <TextAreaField
          label={t('contact.message')}
          rows={6}
          error={errors.message?.message}
          {...register('message')}
        />
        {sent && <Message kind="success">{t('contact.sent')}</Message>}
        {failure && (
          <Message kind="error">{errorText(failure.message, failure.code, failure.params)}</Message>
        )}
        <div className="form__actions">
          <BusyButton type="submit" disabled={sent} busy={isSubmitting}>
            {t('contact.send')}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

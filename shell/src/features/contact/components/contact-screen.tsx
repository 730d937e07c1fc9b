import { ApiError, type SupportRequestData, supportRequestSchema } from '@app/shared';
import { Message, TextAreaField, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useBasePath } from '../../../lib/base-path';
import { sendSupportRequest } from '../api/send-support-request';
import { CaptchaImage } from './captcha-image';

/** How long "Support Request Sent" stays before the home page. */
export const SENT_REDIRECT_MS = 1500;

/** The contact form (spec §2 screen 19). */
export function ContactScreen() {
  const basePath = useBasePath();
  const navigate = useNavigate();
  const [captchaVersion, setCaptchaVersion] = useState(() => Date.now());
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    resetField,
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
    setCaptchaVersion((version) => version + 1);
    resetField('captcha');
  };

  const onSubmit = async (supportRequest: SupportRequestData) => {
    setFailure('');
    try {
      await sendSupportRequest(supportRequest);
      setSent(true);
    } catch (error) {
      // spec §8: the server's text; a captcha is good for one try, so show a fresh one.
      setFailure(error instanceof ApiError ? error.message : 'Failed!');
      newCaptcha();
    }
  };

  return (
    <section className="form-screen">
      <h1>Contact Support</h1>
      <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <CaptchaImage version={captchaVersion} onNewImage={newCaptcha} />
        <TextField
          label="Captcha answer"
          autoComplete="off"
          error={errors.captcha?.message}
          {...register('captcha')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.from?.message}
          {...register('from')}
        />
        <TextAreaField label="Message" rows={6} error={errors.message?.message} {...register('message')} />
        {sent && <Message kind="success">Support Request Sent</Message>}
        {failure && <Message kind="error">{failure}</Message>}
        <div className="form__actions">
          <button type="submit" disabled={isSubmitting || sent}>
            Send
          </button>
        </div>
      </form>
    </section>
  );
}

import { useTranslation } from 'react-i18next';

/** The captcha picture of GET /api/getcaptcha (it also sets the captcha cookie); `version` busts the cache. */
export function CaptchaImage({ version, onNewImage }: { version: number; onNewImage: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="captcha">
      <img
        className="captcha__image"
        src={`/api/getcaptcha?v=${version}`}
        alt={t('contact.captchaImage')}
        width={150}
        height={50}
      />
      <button type="button" className="button-secondary" onClick={onNewImage}>
        {t('contact.newImage')}
      </button>
    </div>
  );
}

import { Trans, useTranslation } from 'react-i18next';
import { ContactLink } from './text-links';

/** The Privacy page's text: what the product stores, why, and who sees it (docs/decisions.md). */
export function PrivacyText() {
  const { t } = useTranslation('legal');
  return (
    <>
      <p>{t('legal:privacy.intro')}</p>
      <h2>{t('legal:privacy.keep.heading')}</h2>
      <ul>
        <li>{t('legal:privacy.keep.inmates')}</li>
        <li>{t('legal:privacy.keep.friends')}</li>
        <li>{t('legal:privacy.keep.calls')}</li>
        <li>{t('legal:privacy.keep.payments')}</li>
        <li>{t('legal:privacy.keep.support')}</li>
      </ul>
      <h2>{t('legal:privacy.cookies.heading')}</h2>
      <p>{t('legal:privacy.cookies.text')}</p>
      <h2>{t('legal:privacy.emails.heading')}</h2>
      <p>{t('legal:privacy.emails.text')}</p>
      <h2>{t('legal:privacy.sharing.heading')}</h2>
      <p>{t('legal:privacy.sharing.text')}</p>
      <h2>{t('legal:privacy.yourData.heading')}</h2>
      <p>
        <Trans i18nKey="legal:privacy.yourData.text" components={{ contact: <ContactLink /> }} />
      </p>
    </>
  );
}

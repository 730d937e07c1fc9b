import { Trans, useTranslation } from 'react-i18next';
import { ContactLink, PricesLink } from './text-links';

/** The Terms of service's text: short and true to what the product does (docs/decisions.md). */
export function TermsText() {
  const { t } = useTranslation('legal');
  return (
    <>
      <p>{t('legal:terms.intro')}</p>
      <h2>{t('legal:terms.service.heading')}</h2>
      <p>{t('legal:terms.service.text')}</p>
      <h2>{t('legal:terms.accounts.heading')}</h2>
      <p>{t('legal:terms.accounts.text')}</p>
      <h2>{t('legal:terms.paying.heading')}</h2>
      <p>
        <Trans i18nKey="legal:terms.paying.text" components={{ prices: <PricesLink /> }} />
      </p>
      <h2>{t('legal:terms.credits.heading')}</h2>
      <p>{t('legal:terms.credits.text')}</p>
      <h2>{t('legal:terms.stopping.heading')}</h2>
      <p>{t('legal:terms.stopping.text')}</p>
      <h2>{t('legal:terms.friends.heading')}</h2>
      <p>{t('legal:terms.friends.text')}</p>
      <h2>{t('legal:terms.help.heading')}</h2>
      <p>
        <Trans i18nKey="legal:terms.help.text" components={{ contact: <ContactLink /> }} />
      </p>
    </>
  );
}

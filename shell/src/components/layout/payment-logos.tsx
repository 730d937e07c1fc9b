import { useTranslation } from 'react-i18next';
import { PAYMENT_LOGOS_HTML } from './payment-logos-html';

/** The footer's payment logos; the marks are static SVG shared with the page frame (payment-logos-html.ts). */
export function PaymentLogos() {
  const { t } = useTranslation('shell');
  return (
    <ul
      className="payment-logos"
      aria-label={t('footer.paymentMethods')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file's neighbour, no user data
      dangerouslySetInnerHTML={{ __html: PAYMENT_LOGOS_HTML }}
    />
  );
}

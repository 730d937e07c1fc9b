import { Link } from '@app/shared/router';
import { useTranslation } from 'react-i18next';
import { FooterLinks } from '../../features/legal/components/footer-links';
import { useBasePath } from '../../lib/base-path';
import { useContactSupportShown } from '../../lib/contact-support';
import { PaymentLogos } from './payment-logos';

/**
 * The footer of spec §2: the logos of the cards we take, the links to the legal pages (issue 13 §4) and Contact
 * Support, never for staff (useContactSupportShown).
 */
export function Footer() {
  const basePath = useBasePath();
  const contactSupport = useContactSupportShown();
  const { t } = useTranslation('shell');
  return (
    <footer className="footer">
      <div className="footer__inner">
        <PaymentLogos />
        <FooterLinks />
        {contactSupport && (
          <Link className="footer__link" to={`${basePath}/contactus`}>
            {t('footer.contactSupport')}
          </Link>
        )}
      </div>
    </footer>
  );
}

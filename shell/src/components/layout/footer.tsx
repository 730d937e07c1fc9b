import { Link } from 'react-router-dom';
import { isStaffPath, useBasePath } from '../../lib/base-path';
import { PaymentLogos } from './payment-logos';

/** The footer of spec §2: payment logos and Contact Support (hidden for staff). */
export function Footer() {
  const basePath = useBasePath();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <PaymentLogos />
        {!isStaffPath(basePath) && (
          <Link className="footer__link" to={`${basePath}/contactus`}>
            Contact Support
          </Link>
        )}
      </div>
    </footer>
  );
}

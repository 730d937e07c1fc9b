import { Link } from '@app/shared/router';
import { useTranslation } from 'react-i18next';
import { useBasePath } from '../../../lib/base-path';
import { LEGAL_PAGES } from '../legal-pages';
import '../legal.css';

/**
 * The footer's links to the legal pages (issue 13 §4), under the current prefix and for every viewer. The page frame
 * writes the same list (legalLinksHtml in legal-frame.ts).
 */
export function FooterLinks() {
  const basePath = useBasePath();
  const { t } = useTranslation('legal');
  const names = {
    prices: t('legal:titles.prices'),
    terms: t('legal:titles.terms'),
    privacy: t('legal:titles.privacy'),
  };
  return (
    <ul className="footer__links" aria-label={t('legal:footerLinks')}>
      {LEGAL_PAGES.map((page) => (
        <li key={page}>
          <Link className="footer__link" to={`${basePath}/${page}`}>
            {names[page]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

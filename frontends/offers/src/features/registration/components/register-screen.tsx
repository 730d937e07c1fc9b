import type { RemoteAppProps } from '@app/shared';
import { Link, useSearchParams } from '@app/shared/router';
import { useTranslation } from 'react-i18next';
import { OfferSelection } from '../../offer-selection/components/offer-selection';
import { RegistrationForm } from './registration-form';

/**
 * {prefix}/inmates/register: the offer selection (spec §2 screen 1), then the registration form (screen 2) at
 * `?step=registration`, where Subscribe forwards a visitor. Staff have no Subscribe button; an admin sees the
 * registration form below the offers, and each choice of offers is saved for the manual payment (docs/decisions.md).
 */
export function RegisterScreen({ basePath, session, refreshSession }: RemoteAppProps) {
  const { t } = useTranslation('offers');
  const [params] = useSearchParams();
  const staff = session.staff !== undefined;
  const admin = basePath === '/admin' && Boolean(session.staff?.roles.includes('ADMIN'));
  if (!admin && params.get('step') === 'registration') {
    return <RegistrationForm basePath={basePath} refreshSession={refreshSession} />;
  }
  return (
    <>
      <h1>{t('selection.heading')}</h1>
      <OfferSelection showSubscribe={!staff} saveEachChoice={admin} />
      {admin && session.inmate && (
        <p>
          <Link to="/admin/inmates/paymentmethod">
            {t('selection.paymentFor', { name: session.inmate.firstName })}
          </Link>
        </p>
      )}
      {admin && <RegistrationForm basePath={basePath} refreshSession={refreshSession} />}
    </>
  );
}

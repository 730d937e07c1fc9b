import { Link } from '@app/shared/router';
import { Trans, useTranslation } from 'react-i18next';

/** A service's line of the welcome: its name in bold, then what it is. */
const SERVICE = { strong: <strong /> };

/**
 * The public welcome: what the product offers (spec §1) and where to start. The page frame the Worker sends shows
 * the same from the same words (page-frame.ts).
 */
export function PublicHome() {
  const { t } = useTranslation('shell');
  return (
    <section className="home">
      <h1>{t('home.heading')}</h1>
      <p>{t('home.intro')}</p>
      <ul className="home__services">
        <li>
          <Trans t={t} i18nKey="home.friends" components={SERVICE} />
        </li>
        <li>
          <Trans t={t} i18nKey="home.callConnect" components={SERVICE} />
        </li>
        <li>
          <Trans t={t} i18nKey="home.aiChat" components={SERVICE} />
        </li>
        <li>
          <Trans t={t} i18nKey="home.messaging" components={SERVICE} />
        </li>
      </ul>
      <p>
        <Link className="button-link" to="/inmates/register">
          {t('home.seeOffers')}
        </Link>
      </p>
      <h2>{t('home.becomeFriend')}</h2>
      <p>{t('home.friendsIntro')}</p>
      <p>
        <Link className="button-link" to="/friends/register">
          {t('home.registerFriend')}
        </Link>
      </p>
    </section>
  );
}

import { Link } from '@app/shared/router';
import { useTranslation } from 'react-i18next';
import { useBasePath } from '../../../lib/base-path';
import { useSession } from '../../../lib/session/session-context';
import { STAFF_TOOLS } from '../../../lib/staff-tools';

/** The back-office home: the tools of this prefix (spec §2 "Admin Tools"). */
export function StaffHome() {
  const basePath = useBasePath();
  const { session } = useSession();
  const { t } = useTranslation('shell');
  return (
    <section className="home">
      <h1>{t('staffHome.heading')}</h1>
      {session.staff && <p>{t('staffHome.signedInAs', { name: session.staff.name })}</p>}
      <ul className="home__tools">
        {STAFF_TOOLS[basePath].map((tool) => (
          <li key={tool.to}>
            <Link to={tool.to}>{t(`tools.${tool.key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from '@app/shared/router';
import { Trans, useTranslation } from 'react-i18next';
import { useBasePath } from '../lib/base-path';

/** Any path the route table of spec §2 does not have. */
export function NotFound() {
  const basePath = useBasePath();
  const { t } = useTranslation('shell');
  return (
    <section>
      <h1>{t('notFound.heading')}</h1>
      <p>
        <Trans t={t} i18nKey="notFound.text" components={{ home: <Link to={`${basePath}/`} /> }} />
      </p>
    </section>
  );
}

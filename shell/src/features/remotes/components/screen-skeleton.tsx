import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { screenHeading } from '../../../frame/screen-headings';
import { useSession } from '../../../lib/session/session-context';

/**
 * What a remote screen shows while its code loads: its first heading when it is known from the address and the
 * session (frame/screen-headings.ts), then Loading…, as the page frame the Worker wrote before any script
 * (issue 12 §5). The heading stays on the page from the first paint until the remote shows its own.
 */
export function ScreenSkeleton() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const { session } = useSession();
  const heading = screenHeading(pathname, search, session);
  return (
    <>
      {heading && <h1>{t(`screens.${heading}`)}</h1>}
      <p className="loading">{t('loading')}</p>
    </>
  );
}

import { useLocation } from '@app/shared/router';
import { useTranslation } from 'react-i18next';
import { screenHeading } from '../../../frame/screen-headings';
import { FIRST_SCREEN_CLASS, keptFirstScreen } from '../../../lib/first-screen';
import { useSession } from '../../../lib/session/session-context';

/**
 * What a remote screen shows while its code loads (issue 12 §5): on the page's first route, the screen the Worker
 * painted (lib/first-screen.ts; our own page's HTML, as it was sent); otherwise, as the page frame before any script,
 * its first heading when the address and the session tell it (frame/screen-headings.ts), then Loading…. Either
 * stays on the page from the first paint until the remote shows its own.
 */
export function ScreenSkeleton() {
  const { t } = useTranslation('shell');
  const { pathname, search, key } = useLocation();
  const { session } = useSession();
  // Only on the router's first location (key `default`): a later visit to the same address is not the page sent.
  const painted = key === 'default' ? keptFirstScreen(`${pathname}${search}`) : undefined;
  if (painted !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, written and escaped by the Worker
    return <div className={FIRST_SCREEN_CLASS} inert dangerouslySetInnerHTML={{ __html: painted }} />;
  }
  const heading = screenHeading(pathname, search, session);
  return (
    <>
      {heading && <h1>{t(`screens.${heading}`)}</h1>}
      <p className="loading">{t('loading')}</p>
    </>
  );
}

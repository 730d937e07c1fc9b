import { type ActingAs, ApiError, type BasePath, request, type Session } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useNavigate } from '@app/shared/router';
import { BusyButton } from '@app/shared/ui';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasePath } from '../../lib/base-path';
import { useSession } from '../../lib/session/session-context';

/** POST /api/stopacting: the staff session drops the inmate or friend it acts as (docs/architecture.md "Session"). */
const stopActing = () => request<Session>('/api/stopacting', { method: 'POST' });

/**
 * The tool staff came from (issue 13 §5): Manage Friends for a friend (ADMIN only); Manage Inmates under the
 * page's back-office prefix for an inmate, or, on a public page, under /admin for an ADMIN and /employee1 otherwise.
 */
export function stopActingPath(actingAs: ActingAs, basePath: BasePath, session: Session): string {
  if (actingAs.kind === 'friend') return '/admin/friends';
  if (basePath) return `${basePath}/inmates`;
  return session.staff?.roles.includes('ADMIN') ? '/admin/inmates' : '/employee1/inmates';
}

// Dark ink on a pale amber (about 14:1), so it reads as a notice apart from the white header; the Stop button is
// the site's button (white on the brand blue, 6:1) with the site's focus ring. It wraps at 360 px.
const bannerStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.25rem 0.75rem',
  padding: '0.5rem 1rem',
  background: '#fff3c4',
  borderBottom: '2px solid #8a6d00',
  color: '#1d2330',
  overflowWrap: 'anywhere',
};

/**
 * "Acting as Ann Lee (inmate) — Stop" (issue 13 §5): on every page while a staff session acts as an inmate or a
 * friend. Stop ends the acting and returns to the tool staff came from.
 */
export function ActingBanner() {
  const { session, refreshSession } = useSession();
  const basePath = useBasePath();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const [stopping, setStopping] = useState(false);
  const [failure, setFailure] = useState<{ message: string; code?: string } | null>(null);
  const { actingAs } = session;
  if (!actingAs || !session.staff) return null;

  const name = `${actingAs.firstName} ${actingAs.lastName}`.trim();
  const stop = async () => {
    setStopping(true);
    setFailure(null);
    const target = stopActingPath(actingAs, basePath, session);
    try {
      await stopActing();
      await refreshSession();
      navigate(target);
    } catch (error) {
      setFailure(error instanceof ApiError ? error : { message: 'Failed!' });
    } finally {
      setStopping(false);
    }
  };

  return (
    <section className="acting-banner" aria-label={t('banner.label')} style={bannerStyle}>
      <strong>
        {actingAs.kind === 'inmate' ? t('banner.inmate', { name }) : t('banner.friend', { name })}
      </strong>{' '}
      <span aria-hidden="true">—</span>{' '}
      <BusyButton onClick={stop} busy={stopping}>
        {t('banner.stop')}
      </BusyButton>
      {failure && <span role="alert">{errorText(failure.message, failure.code)}</span>}
    </section>
  );
}

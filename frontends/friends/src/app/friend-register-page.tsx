import type { RemoteAppProps } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { FriendIntro } from '../features/intro/components/friend-intro';
import { FriendRegistrationForm } from '../features/registration/components/friend-registration-form';
import { FriendsStyles } from '../lib/friends-styles';
import { isAdmin } from '../lib/viewer';

/**
 * {prefix}/friends/register (spec §2 screen 10): the friend intro, then the registration form. The heading follows
 * the shared registration form's rule (spec §2 screen 2): Registration, blank for admin.
 */
export function FriendRegisterPage({ basePath, session, refreshSession }: RemoteAppProps) {
  const admin = isAdmin(basePath, session);
  const { t } = useTranslation('friends');
  return (
    <section className="friends" aria-label={admin ? t('register.adminHeading') : undefined}>
      <FriendsStyles />
      {/* Issue 13 §2: every page has a main heading; the admin's stays blank on screen (spec §2 screen 2). */}
      {basePath !== '/admin' ? (
        <h1>{t('register.heading')}</h1>
      ) : (
        <h1 className="visually-hidden">{t('register.adminHeading')}</h1>
      )}
      <FriendIntro editable={admin} />
      <FriendRegistrationForm basePath={basePath} refreshSession={refreshSession} />
    </section>
  );
}

import { ApiError, type FriendAnswer, type RemoteAppProps } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { Link, useLocation, useNavigate } from '@app/shared/router';
import { Message, useAccountInView } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FriendProfileForm } from '../features/profile/components/friend-profile-form';
import { FriendsStyles } from '../lib/friends-styles';
import { getFriendDetail } from '../lib/get-friend-detail';

/** What an ADMIN acting as nobody is told, with a way to Manage Friends. */
const CHOOSE_FRIEND = 'Log in as a friend first';

/**
 * {prefix}/friends/profile (spec §2 screen 11), filled from the friend's detail. Nobody signed in as a friend on
 * the public site goes to the friend login, and an ADMIN acting as no friend is told to log in as one first, both
 * without asking the API; any other load failure shows its text.
 */
export function FriendProfilePage({ basePath, session, refreshSession }: RemoteAppProps) {
  const inView = useAccountInView('friend', { session, refreshSession });
  const navigate = useNavigate();
  const location = useLocation();
  const [friend, setFriend] = useState<FriendAnswer | null>(null);
  const [failure, setFailure] = useState<{ message: string; code?: string } | null>(null);
  const { t } = useTranslation('friends');
  const errorText = useErrorText();

  useEffect(() => {
    if (inView === 'no' && basePath === '') navigate('/friends/login', { replace: true });
  }, [inView, basePath, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit (location.key) loads again
  useEffect(() => {
    if (inView !== 'yes') return;
    let current = true;
    setFriend(null);
    setFailure(null);
    getFriendDetail().then(
      (loaded) => current && setFriend(loaded),
      (error) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401 && basePath === '')
          navigate('/friends/login', { replace: true });
        else setFailure(error instanceof ApiError ? error : { message: 'Failed!' });
      },
    );
    return () => {
      current = false;
    };
  }, [location.key, inView]);

  return (
    <section className="friends">
      <FriendsStyles />
      <h1>{t('profile.heading')}</h1>
      {friend ? (
        <FriendProfileForm key={friend.id} basePath={basePath} friend={friend} />
      ) : failure ? (
        <Message kind="error">{errorText(failure.message, failure.code)}</Message>
      ) : inView === 'no' && basePath !== '' ? (
        <>
          <Message kind="error">{errorText(CHOOSE_FRIEND)}</Message>
          <Link to={`${basePath}/friends`}>{t('profile.manageFriends')}</Link>
        </>
      ) : (
        <p className="loading">{t('common:loading')}</p>
      )}
    </section>
  );
}

import { ApiError, type BasePath, type FriendAnswer } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useLocation, useNavigate } from '@app/shared/router';
import { Message } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FriendProfileForm } from '../features/profile/components/friend-profile-form';
import { FriendsStyles } from '../lib/friends-styles';
import { getFriendDetail } from '../lib/get-friend-detail';

/**
 * {prefix}/friends/profile (spec §2 screen 11), filled from the friend's detail. Nobody signed in as a friend on
 * the public site goes to the friend login; any other load failure shows its text.
 */
export function FriendProfilePage({ basePath }: { basePath: BasePath }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [friend, setFriend] = useState<FriendAnswer | null>(null);
  const [failure, setFailure] = useState<{ message: string; code?: string } | null>(null);
  const { t } = useTranslation('friends');
  const errorText = useErrorText();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit (location.key) loads again
  useEffect(() => {
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
  }, [location.key]);

  return (
    <section className="friends">
      <FriendsStyles />
      <h1>{t('profile.heading')}</h1>
      {friend ? (
        <FriendProfileForm key={friend.id} basePath={basePath} friend={friend} />
      ) : failure ? (
        <Message kind="error">{errorText(failure.message, failure.code)}</Message>
      ) : (
        <p className="loading">{t('common:loading')}</p>
      )}
    </section>
  );
}

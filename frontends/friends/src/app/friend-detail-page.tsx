import type { BasePath, FriendAnswer } from '@app/shared';
import { Link, useLocation, useNavigate } from '@app/shared/router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentProfilePanel } from '../features/detail/components/current-profile-panel';
import { EarningsPanel } from '../features/detail/components/earnings-panel';
import { FriendAccountInfo } from '../features/detail/components/friend-account-info';
import { FriendsStyles } from '../lib/friends-styles';
import { getFriendDetail } from '../lib/get-friend-detail';

/** {prefix}/friends/detail (spec §2 screen 12). If loading fails it goes to {prefix}/ (spec §2, §8). */
export function FriendDetailPage({ basePath }: { basePath: BasePath }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('friends');
  const [friend, setFriend] = useState<FriendAnswer | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit (location.key) loads again
  useEffect(() => {
    let current = true;
    setFriend(null);
    getFriendDetail().then(
      (loaded) => current && setFriend(loaded),
      () => current && navigate(`${basePath}/`, { replace: true }),
    );
    return () => {
      current = false;
    };
  }, [location.key]);

  return (
    <section className="friends">
      <FriendsStyles />
      <h1>{t('detail.heading')}</h1>
      {friend ? (
        <>
          <FriendAccountInfo basePath={basePath} friend={friend} />
          <p>
            <Link to={`${basePath}/friends/profile`}>{t('detail.editProfile')}</Link>
          </p>
          <CurrentProfilePanel friend={friend} />
          <EarningsPanel />
        </>
      ) : (
        <p className="loading">{t('common:loading')}</p>
      )}
    </section>
  );
}

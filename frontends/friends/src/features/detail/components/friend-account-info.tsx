import type { BasePath, FriendAnswer } from '@app/shared';
import { useNavigate } from '@app/shared/router';
import { useTranslation } from 'react-i18next';

/**
 * The friend's account of spec §2 screen 12: name, phone, e-mail, username, friend id and the masked password,
 * whose Reset leads to {prefix}/friends/changepassword.
 */
export function FriendAccountInfo({ basePath, friend }: { basePath: BasePath; friend: FriendAnswer }) {
  const navigate = useNavigate();
  const { t } = useTranslation('friends');
  return (
    <dl className="friend-fields">
      <dt>{t('detail.name')}</dt>
      <dd>
        {friend.firstName} {friend.lastName}
      </dd>
      <dt>{t('detail.phoneNumber')}</dt>
      <dd>{friend.phoneNumber || t('detail.none')}</dd>
      <dt>{t('detail.email')}</dt>
      <dd>{friend.email}</dd>
      <dt>{t('detail.username')}</dt>
      <dd>{friend.username}</dd>
      <dt>{t('detail.friendId')}</dt>
      <dd>{friend.id}</dd>
      <dt>{t('detail.password')}</dt>
      <dd>
        <span>********</span>{' '}
        <button
          type="button"
          className="button-secondary"
          onClick={() => navigate(`${basePath}/friends/changepassword`)}
        >
          {t('detail.reset')}
        </button>
      </dd>
    </dl>
  );
}

import type { FriendAnswer } from '@app/shared';
import { useTranslation } from 'react-i18next';

/** The Current Profile panel of spec §2 screen 12: photo, summary, address, availability, approval. */
export function CurrentProfilePanel({ friend }: { friend: FriendAnswer }) {
  const { t } = useTranslation('friends');
  return (
    <section className="friend-panel" aria-labelledby="current-profile">
      <h2 id="current-profile">{t('detail.currentProfile')}</h2>
      {friend.image ? (
        <img
          className="friend-photo__image"
          src={friend.image}
          alt={`${friend.firstName} ${friend.lastName}`}
        />
      ) : (
        <p>{t('detail.noPhoto')}</p>
      )}
      <dl className="friend-fields">
        <dt>{t('detail.description')}</dt>
        <dd>{friend.description || t('detail.none')}</dd>
        <dt>{t('detail.moneroAddress')}</dt>
        <dd>{friend.moneroAddress || t('detail.none')}</dd>
        <dt>{t('detail.availability')}</dt>
        {/* spec §4: availability toggles available and busy */}
        <dd>{friend.active ? t('detail.available') : t('detail.busy')}</dd>
        <dt>{t('detail.status')}</dt>
        <dd>{friend.approved ? t('detail.approved') : t('detail.waiting')}</dd>
      </dl>
    </section>
  );
}

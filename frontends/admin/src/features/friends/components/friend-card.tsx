import type { FriendAnswer } from '@app/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type FriendCardProps = { friend: FriendAnswer; busy: boolean; onOpen: (friend: FriendAnswer) => void };

/**
 * One card of the Manage Friends grid (spec §2 screen 13: image, first and last name, id, description). The whole
 * card opens it (the name's button covers the card), so a click anywhere, Enter or Space opens it.
 */
export function FriendCard({ friend, busy, onOpen }: FriendCardProps) {
  const { t } = useTranslation('admin');
  const name = `${friend.firstName} ${friend.lastName}`;
  const descriptionId = useId();
  return (
    <li className="friend-card">
      {/* Issue 13 §2: the button's name holds its visible text (the name); the whole card still opens it. */}
      <div className="friend-card__body">
        {friend.image ? (
          <img
            className="friend-card__photo"
            src={friend.image}
            alt=""
            width={96}
            height={96}
            loading="lazy"
          />
        ) : (
          <span className="friend-card__photo friend-card__photo--none" aria-hidden="true">
            {t('friends.noPhoto')}
          </span>
        )}
        <span className="friend-card__text">
          <button
            type="button"
            className="friend-card__button"
            // Not `disabled`: a focused button that becomes disabled drops focus to the page.
            aria-disabled={busy || undefined}
            aria-label={t('friends.open', { name, id: friend.id })}
            aria-describedby={friend.description ? descriptionId : undefined}
            onClick={() => {
              if (!busy) onOpen(friend);
            }}
          >
            <span className="friend-card__name">{name}</span>
          </button>
          <span className="friend-card__id">{t('friends.id', { id: friend.id })}</span>
          {friend.description && (
            <span id={descriptionId} className="friend-card__description">
              {friend.description}
            </span>
          )}
        </span>
      </div>
    </li>
  );
}

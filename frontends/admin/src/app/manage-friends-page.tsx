import type { FriendAnswer, FriendsAnswer, RemoteAppProps } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { Link, useNavigate } from '@app/shared/router';
import { Message } from '@app/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFriends } from '../features/friends/api/get-friends';
import { loginFriend } from '../features/friends/api/login-friend';
import { FriendCard } from '../features/friends/components/friend-card';
import { LOGIN_FAILED } from '../lib/failure-text';

/** spec §9: the print dialog opens 500 ms after Print Friends. */
export const PRINT_DELAY_MS = 500;

type Failure = { message: string; code?: string | undefined };

/** Manage Friends (spec §2 screen 13): the friend cards, two per row; a card logs in as that friend. */
export function ManageFriendsPage({ refreshSession }: Pick<RemoteAppProps, 'refreshSession'>) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [friends, setFriends] = useState<FriendsAnswer | null>(null);
  // The server's message (and code), shown in the page's language at render.
  const [error, setError] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const printTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    getFriends()
      .then((list) => live && setFriends(list))
      .catch((failure: Failure) => live && setError({ message: failure.message, code: failure.code }));
    return () => {
      live = false;
      clearTimeout(printTimer.current);
    };
  }, []);

  const open = async (friend: FriendAnswer) => {
    setBusy(true);
    setError(null);
    try {
      await loginFriend(friend.id);
      // The shell's navigation and guards read the session: it must learn that staff now acts as this friend.
      await refreshSession();
      navigate('/admin/friends/detail');
    } catch {
      setError({ message: LOGIN_FAILED });
      setBusy(false);
    }
  };

  const print = () => {
    clearTimeout(printTimer.current);
    printTimer.current = setTimeout(() => window.print(), PRINT_DELAY_MS);
  };

  return (
    <section className="admin-screen" aria-labelledby="manage-friends-title">
      <h1 id="manage-friends-title" className="no-print">
        {t('friends.heading')}
      </h1>
      <div className="no-print admin-toolbar">
        <button type="button" onClick={print}>
          {t('friends.print')}
        </button>
        {/* Issue 11: the friends' earnings and payments (not a card, so not printed). */}
        <Link to="/admin/friends/payouts">{t('friends.payouts')}</Link>
      </div>
      {error && (
        <div className="no-print">
          <Message kind="error">{errorText(error.message, error.code)}</Message>
        </div>
      )}
      {friends === null && !error && <p className="no-print">{t('common:loading')}</p>}
      {friends?.length === 0 && <p>{t('friends.none')}</p>}
      {friends && friends.length > 0 && (
        <ul className="friend-grid" aria-label={t('friends.list')}>
          {friends.map((friend) => (
            <FriendCard key={friend.id} friend={friend} busy={busy} onOpen={open} />
          ))}
        </ul>
      )}
    </section>
  );
}

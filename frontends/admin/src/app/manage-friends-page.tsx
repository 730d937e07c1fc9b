import type { FriendAnswer, FriendsAnswer, RemoteAppProps } from '@app/shared';
import { Message } from '@app/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getFriends } from '../features/friends/api/get-friends';
import { loginFriend } from '../features/friends/api/login-friend';
import { FriendCard } from '../features/friends/components/friend-card';

/** spec §9: the print dialog opens 500 ms after Print Friends. */
export const PRINT_DELAY_MS = 500;

/** Manage Friends (spec §2 screen 13): the friend cards, two per row; a card logs in as that friend. */
export function ManageFriendsPage({ refreshSession }: Pick<RemoteAppProps, 'refreshSession'>) {
  const navigate = useNavigate();
  const [friends, setFriends] = useState<FriendsAnswer | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const printTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    getFriends()
      .then((list) => live && setFriends(list))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
      clearTimeout(printTimer.current);
    };
  }, []);

  const open = async (friend: FriendAnswer) => {
    setBusy(true);
    setError('');
    try {
      await loginFriend(friend.id);
      // The shell's navigation and guards read the session: it must learn that staff now acts as this friend.
      await refreshSession();
      navigate('/admin/friends/detail');
    } catch (failure) {
      setError((failure as Error).message);
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
        Manage Friends
      </h1>
      <div className="no-print">
        <button type="button" onClick={print}>
          Print Friends
        </button>
        {/* Issue 11: the friends' earnings and payments (not a card, so not printed). */}{' '}
        <Link to="/admin/friends/payouts">Payouts</Link>
      </div>
      {error && (
        <div className="no-print">
          <Message kind="error">{error}</Message>
        </div>
      )}
      {friends === null && !error && <p className="no-print">Loading…</p>}
      {friends?.length === 0 && <p>No friends yet.</p>}
      {friends && friends.length > 0 && (
        <ul className="friend-grid" aria-label="Friends">
          {friends.map((friend) => (
            <FriendCard key={friend.id} friend={friend} busy={busy} onOpen={open} />
          ))}
        </ul>
      )}
    </section>
  );
}

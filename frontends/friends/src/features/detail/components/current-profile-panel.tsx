import type { FriendAnswer } from '@app/shared';

/** The Current Profile panel of spec §2 screen 12: photo, summary, address, availability, approval. */
export function CurrentProfilePanel({ friend }: { friend: FriendAnswer }) {
  return (
    <section className="friend-panel" aria-labelledby="current-profile">
      <h2 id="current-profile">Current Profile</h2>
      {friend.image ? (
        <img
          className="friend-photo__image"
          src={friend.image}
          alt={`${friend.firstName} ${friend.lastName}`}
        />
      ) : (
        <p>No photo yet</p>
      )}
      <dl className="friend-fields">
        <dt>Brief Summary For Publication</dt>
        <dd>{friend.description || 'none'}</dd>
        <dt>Monero Address</dt>
        <dd>{friend.moneroAddress || 'none'}</dd>
        <dt>Availability</dt>
        {/* spec §4: availability toggles available and busy */}
        <dd>{friend.active ? 'available' : 'busy'}</dd>
        <dt>Status</dt>
        <dd>{friend.approved ? 'approved' : 'waiting for verification'}</dd>
      </dl>
    </section>
  );
}

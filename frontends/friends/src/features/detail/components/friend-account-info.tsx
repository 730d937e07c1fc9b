import type { BasePath, FriendAnswer } from '@app/shared';
import { useNavigate } from 'react-router-dom';

/**
 * The friend's account of spec §2 screen 12: name, phone, e-mail, username, friend id and the masked password,
 * whose Reset leads to {prefix}/friends/changepassword.
 */
export function FriendAccountInfo({ basePath, friend }: { basePath: BasePath; friend: FriendAnswer }) {
  const navigate = useNavigate();
  return (
    <dl className="friend-fields">
      <dt>Name</dt>
      <dd>
        {friend.firstName} {friend.lastName}
      </dd>
      <dt>Phone Number</dt>
      <dd>{friend.phoneNumber || 'none'}</dd>
      <dt>E-mail</dt>
      <dd>{friend.email}</dd>
      <dt>Username</dt>
      <dd>{friend.username}</dd>
      <dt>Friend Id</dt>
      <dd>{friend.id}</dd>
      <dt>Password</dt>
      <dd>
        <span>********</span>{' '}
        <button
          type="button"
          className="button-secondary"
          onClick={() => navigate(`${basePath}/friends/changepassword`)}
        >
          Reset
        </button>
      </dd>
    </dl>
  );
}

import type { Role, Session } from '@app/shared';

type Inmate = NonNullable<Session['inmate']>;
type Friend = NonNullable<Session['friend']>;

/** A signed-in inmate, as GET /api/session answers. */
export const inmateSession = (inmate: Partial<Inmate> = {}): Session => ({
  inmate: { id: 1, username: 'inmate1', firstName: 'Ann', ...inmate },
});

/** A signed-in friend. */
export const friendSession = (friend: Partial<Friend> = {}): Session => ({
  friend: { id: 2, username: 'friend1', ...friend },
});

/** A signed-in staff member with these roles. */
export const staffSession = (roles: Role[], name = 'Sam Staff'): Session => ({
  staff: { id: 3, name, roles },
});

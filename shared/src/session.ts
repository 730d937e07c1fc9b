/** Service types of spec §9. */
export const SERVICE_TYPES = ['PHONE_PALS', 'CALL_FORWARDING', 'AI_CHAT', 'MESSAGING'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Staff roles of spec §9. */
export const ROLES = ['ADMIN', 'EMPLOYEE1'] as const;
export type Role = (typeof ROLES)[number];

/** The URL kinds of spec §1: plain, admin and employee1. */
export type BasePath = '' | '/admin' | '/employee1';

/** Who is signed in, as `GET /api/session` answers; every part is absent when anonymous. */
export type Session = {
  inmate?: { id: number; username: string; firstName: string };
  friend?: { id: number; username: string };
  staff?: { id: number; name: string; roles: Role[] };
  /** Signed in with a temporary password: nothing but the change-password screen until it is changed. */
  mustChangePassword?: true;
  /**
   * Staff acting as an inmate or friend (issue 13 §5): whom, by name, for the "Acting as … — Stop" banner. Present
   * only while a staff session holds an inmate or friend.
   */
  actingAs?: ActingAs;
};

/** The person a staff session acts as: `Acting as Ann Lee (inmate)`. */
export type ActingAs = { kind: 'inmate' | 'friend'; id: number; firstName: string; lastName: string };

/** The props the shell gives every remote's `./App`. */
export type RemoteAppProps = {
  basePath: BasePath;
  session: Session;
  refreshSession: () => Promise<void>;
};

/**
 * Whose account a screen shows, as the `X-Account` header names it (docs/decisions.md "Staff acting as someone"):
 * the person acted as, else the signed-in inmate or friend; undefined for staff alone or nobody.
 * @example accountKeyOf({ staff, actingAs: { kind: 'inmate', id: 7, … } }) // 'inmate:7'
 */
export function accountKeyOf(session: Session): string | undefined {
  if (session.actingAs) return `${session.actingAs.kind}:${session.actingAs.id}`;
  if (session.inmate) return `inmate:${session.inmate.id}`;
  if (session.friend) return `friend:${session.friend.id}`;
  return undefined;
}

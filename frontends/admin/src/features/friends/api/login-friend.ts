import { getJson } from '@app/shared';

/** GET /admin/api/loginfriend?id=: the staff session acts as this friend from now on (spec §2 screen 13). */
export const loginFriend = (id: number) =>
  getJson<unknown>(`/admin/api/loginfriend?id=${encodeURIComponent(id)}`);

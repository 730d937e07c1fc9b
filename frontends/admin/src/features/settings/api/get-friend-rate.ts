import { type FriendRateAnswer, getJson } from '@app/shared';

/** GET /admin/api/getfriendrate: what a friend earns per accepted minute, in cents (15 until one is saved). */
export const getFriendRate = () => getJson<FriendRateAnswer>('/admin/api/getfriendrate');

import { type FriendEarningsAnswer, getJson } from '@app/shared';

/** GET /api/getfriendearnings: the friend's minutes and money this month and the unpaid balance (issue 11). */
export const getFriendEarnings = () => getJson<FriendEarningsAnswer>('/api/getfriendearnings');

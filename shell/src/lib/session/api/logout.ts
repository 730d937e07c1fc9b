import { request } from '@app/shared';

/** GET /api/logout (spec §7). */
export const logout = () => request<unknown>('/api/logout');

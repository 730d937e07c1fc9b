import { getJson, type JailsAnswer } from '@app/shared';

/** GET /admin/api/getjails (spec §7): every jail, by name then id. */
export const getJails = () => getJson<JailsAnswer>('/admin/api/getjails');

import { getJson, type InmateDetailAnswer } from '@app/shared';

/** GET /api/resetsecretcode (spec §7): a new secret code; answers the updated detail. */
export const resetSecretCode = () => getJson<InmateDetailAnswer>('/api/resetsecretcode');

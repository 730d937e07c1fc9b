import { getJson } from '@app/shared';
import type { InmateDetail } from '../../../lib/api-types';

/** GET /api/resetsecretcode (spec §7): a new secret code; answers the updated detail. */
export const resetSecretCode = () => getJson<InmateDetail>('/api/resetsecretcode');

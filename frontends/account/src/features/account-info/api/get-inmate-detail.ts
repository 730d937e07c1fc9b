import { getJson } from '@app/shared';
import type { InmateDetail } from '../../../lib/api-types';

/** GET /api/getinmatedetail (spec §7): the session's inmate, as the viewer may see it. */
export const getInmateDetail = () => getJson<InmateDetail>('/api/getinmatedetail');

import { getJson, type InmateDetailAnswer } from '@app/shared';

/** GET /api/getinmatedetail (spec §7): the session's inmate, as the viewer may see it. */
export const getInmateDetail = () => getJson<InmateDetailAnswer>('/api/getinmatedetail');

import { type CallRecordAnswer, getJson } from '@app/shared';

/** GET /api/getinmatecalls (spec §7): calls and fixed charges, newest first. */
export const getInmateCalls = () => getJson<CallRecordAnswer[]>('/api/getinmatecalls');

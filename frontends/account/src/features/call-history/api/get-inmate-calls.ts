import { getJson } from '@app/shared';
import type { CallRecord } from '../../../lib/api-types';

/** GET /api/getinmatecalls (spec §7): calls and fixed charges, newest first. */
export const getInmateCalls = () => getJson<CallRecord[]>('/api/getinmatecalls');

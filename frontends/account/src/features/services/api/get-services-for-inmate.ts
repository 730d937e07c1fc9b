import { getJson } from '@app/shared';
import type { Service } from '../../../lib/api-types';

/** GET /api/getservicesforinmate (spec §7): the inmate's services, newest first. */
export const getServicesForInmate = () => getJson<Service[]>('/api/getservicesforinmate');

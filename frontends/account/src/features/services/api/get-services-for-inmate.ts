import { getJson, type ServiceAnswer } from '@app/shared';

/** GET /api/getservicesforinmate (spec §7): the inmate's services, newest first. */
export const getServicesForInmate = () => getJson<ServiceAnswer[]>('/api/getservicesforinmate');

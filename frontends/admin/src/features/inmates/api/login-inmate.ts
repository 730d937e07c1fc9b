import { getJson } from '@app/shared';

/** GET {prefix}/api/logininmate?id=: the staff session acts as this inmate from now on (spec §2 screen 14). */
export const loginInmate = (prefix: string, id: number) =>
  getJson<unknown>(`${prefix}/api/logininmate?id=${encodeURIComponent(id)}`);

import { type InmateListAnswer, inmateListQuerySchema, TOTAL_COUNT_HEADER } from '@app/shared';
import { loadStaff } from '../auth/guards';
import { getSession } from '../auth/session';
import { getDb } from '../db/client';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { queryParams } from '../lib/validate';
import { listInmates } from './queries';

/**
 * GET /api/getinmates, mounted under /admin and /employee1 only (spec §7 `{prefix}/api/getinmates`): the prefix guards
 * of app.ts let ADMIN, and EMPLOYEE1 or ADMIN, through; the plain /api/getinmates does not exist (a JSON 404).
 */
export const inmateListRoutes = createRouter().get(
  '/api/getinmates',
  queryParams(inmateListQuerySchema),
  async (c) => {
    // The prefix guard has loaded the staff member; checked again so the route never answers without one.
    const staff = await loadStaff(c, await getSession(c));
    if (!staff) return fail(401, 'Please sign in');
    const { rows, total } = await listInmates(
      getDb(c.env.DB),
      c.req.valid('query'),
      staff.roles.includes('ADMIN'),
    );
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json(rows satisfies InmateListAnswer, 200);
  },
);

import { type InmateListAnswer, inmateListQuerySchema, TOTAL_COUNT_HEADER } from '@app/shared';
import { readAsCaller } from '../auth/caller-check';
import { loadStaff } from '../auth/guards';
import { getSession } from '../auth/session';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { queryParams } from '../lib/validate';
import { inmatePageFrom, inmatePageQuery } from './queries';

/**
 * GET /api/getinmates, mounted under /admin and /employee1 only (spec §7 `{prefix}/api/getinmates`): the prefix guards
 * of app.ts let ADMIN, and EMPLOYEE1 or ADMIN, through; the plain /api/getinmates does not exist (a JSON 404).
 */
export const inmateListRoutes = createRouter().get(
  '/api/getinmates',
  queryParams(inmateListQuerySchema),
  async (c) => {
    const now = new Date();
    // One D1 statement: the page, its total and the caller facts, which confirm the caller (auth/caller-check.ts).
    const { statement, values } = inmatePageQuery(c.req.valid('query'), now);
    const [row] = await readAsCaller(c, statement, values, 'total');
    // The prefix guard has decided; the staff member read again (as D1 confirmed it) so the route never answers
    // without one and shows the secret code to an ADMIN only.
    const staff = await loadStaff(c, await getSession(c));
    if (!staff) return fail(401, 'Please sign in');
    const { rows, total } = inmatePageFrom(row, staff.roles.includes('ADMIN'), now);
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json(rows satisfies InmateListAnswer, 200);
  },
);

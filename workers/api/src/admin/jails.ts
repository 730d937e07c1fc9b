import { type JailsAnswer, jailSchema, type SaveJailAnswer } from '@app/shared';
import { readAsCaller } from '../auth/caller-check';
import { actingAdminId, unlessActorNotAdmin } from '../auth/still-admin';
import { getDb } from '../db/client';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { jsonBody } from '../lib/validate';
import { jailsQuery, saveJail } from './jail-queries';

// spec §7 "Administration": the jails of the Jail Configuration screen (spec §2 screen 15). ADMIN only: the
// /admin/api prefix guard of createApp.

/** spec §8 success and failure texts of the screen. */
export const JAIL_ADDED = 'Jail Added';
export const JAIL_NOT_SAVED = 'Failed to Add Jail';

export const jailRoutes = createRouter()
  // One D1 round trip that also confirms the caller (auth/caller-check.ts).
  .get('/admin/api/getjails', async (c) =>
    c.json((await readAsCaller(c, jailsQuery, {}, 'id')) satisfies JailsAnswer, 200),
  )
  // Add (no id) and update (id) are one call (spec §7). The §5 rules and messages are jailSchema's; the numbers may
  // come as JSON numbers or as the text of the form's inputs ("10").
  .post('/admin/api/addjail', jsonBody(jailSchema), async (c) => {
    const jail = unlessActorNotAdmin(await saveJail(getDb(c.env.DB), actingAdminId(c), c.req.valid('json')));
    if (jail === 'not-found') fail(404, JAIL_NOT_SAVED);
    return c.json({ message: JAIL_ADDED, jail } satisfies SaveJailAnswer, 200);
  });

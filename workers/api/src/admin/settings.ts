import {
  type AssistantPhoneAnswer,
  assistantPhoneSchema,
  type FriendRateAnswer,
  friendRateSchema,
} from '@app/shared';
import type { Context } from 'hono';
import { readAsCaller } from '../auth/caller-check';
import { actingAdminId, unlessActorNotAdmin } from '../auth/still-admin';
import { getDb } from '../db/client';
import type { AppEnv } from '../env';
import { createRouter } from '../lib/router';
import { textBody } from '../lib/validate';
import {
  friendRateFrom,
  SETTING_KEYS,
  type SettingKey,
  saveSettingAs,
  settingQuery,
} from './settings-queries';

/** The saved value of `key` (undefined until saved once), in the read's one D1 round trip (auth/caller-check.ts). */
async function savedSetting(c: Context<AppEnv>, key: SettingKey): Promise<string | undefined> {
  const [row] = await readAsCaller(c, settingQuery, { key }, 'key');
  return row?.value;
}

// spec §7 "Administration": the Personal Assistant phone number of the Settings screen (spec §2 screen 18, §3
// "Assistant phone setting"), and the friends' pay per minute. ADMIN only: the /admin/api prefix guard of createApp.

export const settingRoutes = createRouter()
  // '' until an admin saves one, so the screen's input starts empty.
  .get('/admin/api/getassistantphone', async (c) => {
    const value = (await savedSetting(c, SETTING_KEYS.assistantPhone)) ?? '';
    return c.json({ value } satisfies AssistantPhoneAnswer, 200);
  })
  // The raw number as the body (text/plain, or a JSON string); spec §5: optional plus then 10 to 13 digits.
  .post('/admin/api/saveassistantphone', textBody(assistantPhoneSchema), async (c) => {
    const { value } = unlessActorNotAdmin(
      await saveSettingAs(getDb(c.env.DB), actingAdminId(c), SETTING_KEYS.assistantPhone, c.get('textBody')),
    );
    return c.json({ value } satisfies AssistantPhoneAnswer, 200);
  })
  // What a friend earns per accepted minute (issue 11: "a setting, in cents"); the call engine keeps it on a call
  // when the friend accepts it, so a change applies to the calls accepted after it and never to past ones.
  .get('/admin/api/getfriendrate', async (c) => {
    const cents = friendRateFrom(await savedSetting(c, SETTING_KEYS.friendRateCents));
    return c.json({ cents } satisfies FriendRateAnswer, 200);
  })
  .post('/admin/api/savefriendrate', textBody(friendRateSchema), async (c) => {
    const { value } = unlessActorNotAdmin(
      await saveSettingAs(getDb(c.env.DB), actingAdminId(c), SETTING_KEYS.friendRateCents, c.get('textBody')),
    );
    return c.json({ cents: Number(value) } satisfies FriendRateAnswer, 200);
  });

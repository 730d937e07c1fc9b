import { sql } from 'drizzle-orm';
import { DEFAULT_FRIEND_RATE_CENTS, SETTING_KEYS } from '../admin/settings-queries';
import { settings } from '../db/schema';

// The friend's rate per accepted minute, read inside the SQL that accepts a call (call-flow.ts whisperAnswer), so the
// rate kept on the call is the setting at the moment of the 1, with no read between that a save could slip into.

/**
 * SQL: the Settings rate now, in cents, as friendRateFrom reads it: the saved whole cents (Settings stores 1 to 4
 * digits: friendRateSchema), else 15 (unset, or a value that is not whole cents).
 */
export const friendRateNow = sql`coalesce((SELECT CASE WHEN s.value GLOB '[0-9]*' AND s.value NOT GLOB '*[^0-9]*'
    AND length(s.value) <= 15 THEN CAST(s.value AS INTEGER) END
  FROM ${settings} s WHERE s.key = ${SETTING_KEYS.friendRateCents}), ${DEFAULT_FRIEND_RATE_CENTS})`;

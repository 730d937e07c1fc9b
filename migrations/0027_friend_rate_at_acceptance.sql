-- The rate a friend accepted a call at (the Settings friend_rate_cents when they pressed 1), written by whisper-answer
-- with accepted_friend_id and paid by the metering (workers/api/src/telephony/metering.ts), so a Settings save while
-- the call runs never reprices minutes already talked. No backfill: the rate at the 1 of a call running now is not
-- known, and a NULL is paid the setting when metered, as before.
ALTER TABLE `phone_calls` ADD `friend_rate_cents` integer;

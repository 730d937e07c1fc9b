-- inmates.last_used is the date of the inmate's last real call (spec §2 screen 14: "inactive when never used or idle
-- over 30 days"). The trigger of 0007 also moved it on the fixed monthly charge, which the hourly job records as a
-- call without a conversation id (workers/api/src/services/charge.ts), so an inmate who never called showed as used.
-- Every real call has a conversation id (the provider's CallSid, telephony/metering.ts). IF EXISTS: re-runnable.
DROP TRIGGER IF EXISTS `calls_set_last_used`;--> statement-breakpoint
CREATE TRIGGER `calls_set_last_used` AFTER INSERT ON `calls`
WHEN NEW.`conversation_uuid` IS NOT NULL BEGIN
  UPDATE `inmates` SET `last_used` = NEW.`date`
  WHERE `id` = NEW.`inmate_id` AND (`last_used` IS NULL OR `last_used` < NEW.`date`);
END;--> statement-breakpoint
-- Put back the dates the charges moved: only inmates with a charge recorded can have one.
UPDATE `inmates` SET `last_used` = (
  SELECT MAX(`date`) FROM `calls`
  WHERE `calls`.`inmate_id` = `inmates`.`id` AND `calls`.`conversation_uuid` IS NOT NULL
)
WHERE `id` IN (SELECT `inmate_id` FROM `calls` WHERE `conversation_uuid` IS NULL);

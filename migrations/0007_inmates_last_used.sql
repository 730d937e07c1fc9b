CREATE INDEX `inmates_last_used_idx` ON `inmates` (`last_used`);--> statement-breakpoint
-- inmates.last_used follows the inmate's last call record (getinmates sorts on it; workers/api/src/inmates-list).
CREATE TRIGGER `calls_set_last_used` AFTER INSERT ON `calls` BEGIN
  UPDATE `inmates` SET `last_used` = NEW.`date`
  WHERE `id` = NEW.`inmate_id` AND (`last_used` IS NULL OR `last_used` < NEW.`date`);
END;--> statement-breakpoint
UPDATE `inmates` SET `last_used` = (SELECT MAX(`date`) FROM `calls` WHERE `calls`.`inmate_id` = `inmates`.`id`);

DROP INDEX `calls_inmate_date_idx`;--> statement-breakpoint
CREATE INDEX `calls_inmate_date_credits_idx` ON `calls` (`inmate_id`,`date`,`credits_used_tenths`);--> statement-breakpoint
CREATE INDEX `inmates_last_first_idx` ON `inmates` (`last_name`,`first_name`);--> statement-breakpoint
CREATE INDEX `inmates_first_last_idx` ON `inmates` (`first_name`,`last_name`);
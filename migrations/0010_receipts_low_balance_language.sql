ALTER TABLE `inmates` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `top_up_tenths` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `low_balance_notified` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- The services bought before this migration: their current top-up is their offer's credits included.
UPDATE `services` SET `top_up_tenths` = (SELECT `credits_included_tenths` FROM `offers` WHERE `offers`.`id` = `services`.`offer_id`);

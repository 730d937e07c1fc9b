ALTER TABLE `payments` ADD `selection_id` text;--> statement-breakpoint
CREATE INDEX `payments_selection_idx` ON `payments` (`selection_id`);
ALTER TABLE `phone_calls` ADD `limit_given_at` text;--> statement-breakpoint
CREATE INDEX `phone_calls_service_idx` ON `phone_calls` (`service_id`);
ALTER TABLE `phone_calls` ADD `service_cycle` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `cycle` integer DEFAULT 0 NOT NULL;
CREATE TABLE `service_monthly_charges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`service_id` integer NOT NULL,
	`month` text NOT NULL,
	`tenths` integer NOT NULL,
	`call_id` integer,
	`charged_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`call_id`) REFERENCES `calls`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_monthly_charges_service_month_unique` ON `service_monthly_charges` (`service_id`,`month`);--> statement-breakpoint
CREATE INDEX `service_monthly_charges_call_idx` ON `service_monthly_charges` (`call_id`);--> statement-breakpoint
ALTER TABLE `services` ADD `selected` integer DEFAULT false NOT NULL;
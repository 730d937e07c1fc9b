CREATE TABLE `audio_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`purpose` text NOT NULL,
	`active` integer DEFAULT false NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `audio_files_active_purpose_unique` ON `audio_files` (`purpose`) WHERE active = 1;--> statement-breakpoint
CREATE UNIQUE INDEX `audio_files_r2_key_unique` ON `audio_files` (`r2_key`);--> statement-breakpoint
CREATE TABLE `friend_earnings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`friend_id` integer NOT NULL,
	`call_id` integer NOT NULL,
	`minutes` integer NOT NULL,
	`rate_cents` integer NOT NULL,
	`cents` integer NOT NULL,
	`earned_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`friend_id`) REFERENCES `friends`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`call_id`) REFERENCES `calls`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `friend_earnings_call_unique` ON `friend_earnings` (`call_id`);--> statement-breakpoint
CREATE INDEX `friend_earnings_friend_date_idx` ON `friend_earnings` (`friend_id`,`earned_at`);--> statement-breakpoint
CREATE TABLE `friend_payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`friend_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`monero_address` text NOT NULL,
	`transaction_id` text NOT NULL,
	`paid_by_staff_id` integer NOT NULL,
	`paid_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`friend_id`) REFERENCES `friends`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`paid_by_staff_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `friend_payouts_friend_idx` ON `friend_payouts` (`friend_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `friend_payouts_transaction_unique` ON `friend_payouts` (`transaction_id`);--> statement-breakpoint
CREATE TABLE `phone_calls` (
	`call_sid` text PRIMARY KEY NOT NULL,
	`inmate_id` integer NOT NULL,
	`jail_id` integer NOT NULL,
	`code_tries` integer DEFAULT 0 NOT NULL,
	`identified_at` text,
	`service_id` integer,
	`service_type` text,
	`limit_seconds` integer,
	`friend_id` integer,
	`tried_friend_ids` text DEFAULT '[]' NOT NULL,
	`call_id` integer,
	`status` text DEFAULT 'in-progress' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`ended_at` text,
	FOREIGN KEY (`inmate_id`) REFERENCES `inmates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`jail_id`) REFERENCES `jails`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`friend_id`) REFERENCES `friends`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`call_id`) REFERENCES `calls`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `phone_calls_friend_status_idx` ON `phone_calls` (`friend_id`,`status`);--> statement-breakpoint
ALTER TABLE `inmates` ADD `forwarding_number` text;--> statement-breakpoint
CREATE UNIQUE INDEX `calls_conversation_unique` ON `calls` (`conversation_uuid`) WHERE conversation_uuid IS NOT NULL;--> statement-breakpoint
CREATE INDEX `calls_friend_date_idx` ON `calls` (`friend_id`,`date`);
CREATE TABLE `password_resets` (
	`account_kind` text NOT NULL,
	`account_id` integer NOT NULL,
	`password_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`account_kind`, `account_id`)
);
--> statement-breakpoint
CREATE TABLE `sign_in_attempts` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_ends_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sign_in_attempts_window_ends_at_idx` ON `sign_in_attempts` (`window_ends_at`);--> statement-breakpoint
ALTER TABLE `friends` ADD `session_generation` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `inmates` ADD `session_generation` integer DEFAULT 0 NOT NULL;
CREATE TABLE `files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inmate_id` integer,
	`code` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`inmate_id`) REFERENCES `inmates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `files_inmate_idx` ON `files` (`inmate_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `files_code_unique` ON `files` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `files_r2_key_unique` ON `files` (`r2_key`);--> statement-breakpoint
CREATE TABLE `friend_intro` (
	`id` integer PRIMARY KEY NOT NULL,
	`content` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `friends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`phone_number` text,
	`monero_address` text,
	`description` text,
	`image` text,
	`available` integer DEFAULT false NOT NULL,
	`approved` integer DEFAULT false NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`verification_code` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `friends_username_unique` ON `friends` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `friends_email_unique` ON `friends` (`email`);--> statement-breakpoint
CREATE TABLE `auxiliary_credit_charges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`service_id` integer NOT NULL,
	`tenths` integer NOT NULL,
	`description` text NOT NULL,
	`agent_username` text NOT NULL,
	`date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `auxiliary_credit_charges_service_idx` ON `auxiliary_credit_charges` (`service_id`);--> statement-breakpoint
CREATE TABLE `calls` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inmate_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	`date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`credits_used_tenths` integer NOT NULL,
	`service_type` text NOT NULL,
	`conversation_uuid` text,
	`friend_id` integer,
	`duration_seconds` integer,
	FOREIGN KEY (`inmate_id`) REFERENCES `inmates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`friend_id`) REFERENCES `friends`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `calls_inmate_date_idx` ON `calls` (`inmate_id`,`date`);--> statement-breakpoint
CREATE INDEX `calls_service_idx` ON `calls` (`service_id`);--> statement-breakpoint
CREATE TABLE `inmates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`secret_code` text NOT NULL,
	`twilio_number` text,
	`admin_notes` text DEFAULT '' NOT NULL,
	`last_used` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inmates_email_unique` ON `inmates` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `inmates_username_unique` ON `inmates` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `inmates_secret_code_unique` ON `inmates` (`secret_code`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inmate_id` integer NOT NULL,
	`offer_id` integer NOT NULL,
	`title` text NOT NULL,
	`remaining_tenths` integer NOT NULL,
	`date_purchased` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`paid_through` text,
	`recurring_payments` integer DEFAULT false NOT NULL,
	`automatic_payments` integer DEFAULT false NOT NULL,
	`stripe_subscription_id` text,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`inmate_id`) REFERENCES `inmates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `services_inmate_idx` ON `services` (`inmate_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `services_stripe_subscription_unique` ON `services` (`stripe_subscription_id`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`price_cents` integer NOT NULL,
	`service_types` text NOT NULL,
	`credits_included_tenths` integer NOT NULL,
	`valid_for_days` integer,
	`fixed_monthly_credit_charge_tenths` integer,
	`active` integer DEFAULT true NOT NULL,
	`retired` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `offers_active_idx` ON `offers` (`active`,`retired`);--> statement-breakpoint
CREATE TABLE `auxiliary_currency_charges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inmate_id` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`description` text NOT NULL,
	`payment_id` integer,
	`date_purchased` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`inmate_id`) REFERENCES `inmates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `auxiliary_currency_charges_inmate_idx` ON `auxiliary_currency_charges` (`inmate_id`);--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inmate_id` integer NOT NULL,
	`kind` text NOT NULL,
	`description` text NOT NULL,
	`stripe_customer_id` text,
	`stripe_payment_method_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`inmate_id`) REFERENCES `inmates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_methods_inmate_idx` ON `payment_methods` (`inmate_id`);--> statement-breakpoint
CREATE TABLE `payment_services` (
	`payment_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	`service_title` text NOT NULL,
	PRIMARY KEY(`payment_id`, `service_id`),
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inmate_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`payment_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`payment_method_id` integer,
	`stripe_payment_intent_id` text,
	`notes` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	FOREIGN KEY (`inmate_id`) REFERENCES `inmates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_methods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payments_inmate_date_idx` ON `payments` (`inmate_id`,`payment_date`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_stripe_payment_intent_unique` ON `payments` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE TABLE `processed_payment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`processed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `processed_payment_events_event_unique` ON `processed_payment_events` (`event_id`);--> statement-breakpoint
CREATE TABLE `employees` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`user_name` text NOT NULL,
	`password_hash` text NOT NULL,
	`roles` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `employees_user_name_unique` ON `employees` (`user_name`);--> statement-breakpoint
CREATE TABLE `jails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`phone_number` text NOT NULL,
	`prompt_duration` integer NOT NULL,
	`pause_before_greeting` integer NOT NULL,
	`dtmf_response` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `support_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_email` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);

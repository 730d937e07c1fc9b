CREATE TABLE `payment_discrepancies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`stripe_payment_intent_id` text NOT NULL,
	`kind` text NOT NULL,
	`inmate_id` integer,
	`amount_received_cents` integer NOT NULL,
	`expected_cents` integer,
	`reason` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_discrepancies_payment_intent_unique` ON `payment_discrepancies` (`stripe_payment_intent_id`);
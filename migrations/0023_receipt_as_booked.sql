ALTER TABLE `payment_services` ADD `credits_added_tenths` integer;--> statement-breakpoint
ALTER TABLE `payment_services` ADD `paid_through` text;
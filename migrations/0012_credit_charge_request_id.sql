ALTER TABLE `auxiliary_credit_charges` ADD `request_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `auxiliary_credit_charges_request_unique` ON `auxiliary_credit_charges` (`request_id`);
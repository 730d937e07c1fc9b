DROP INDEX `friend_payouts_transaction_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `friend_payouts_transaction_lower_unique` ON `friend_payouts` (lower("transaction_id"));
CREATE UNIQUE INDEX `friends_email_lower_unique` ON `friends` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `inmates_email_lower_unique` ON `inmates` (lower("email"));
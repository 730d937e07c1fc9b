DROP INDEX `inmates_last_first_idx`;--> statement-breakpoint
DROP INDEX `inmates_first_last_idx`;--> statement-breakpoint
CREATE INDEX `inmates_last_first_nocase_idx` ON `inmates` ("last_name" COLLATE NOCASE,"first_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `inmates_first_last_nocase_idx` ON `inmates` ("first_name" COLLATE NOCASE,"last_name" COLLATE NOCASE);
ALTER TABLE `phone_calls` ADD `whisper_started_ms` integer;--> statement-breakpoint
ALTER TABLE `phone_calls` ADD `prompt_seconds` integer;
ALTER TABLE `client_sessions` ADD `last_used_at` text;--> statement-breakpoint
ALTER TABLE `client_sign_in_codes` ADD `guesses` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `client_sign_in_codes` ADD `seed` text;--> statement-breakpoint
ALTER TABLE `client_sign_in_codes` ADD `emails` integer DEFAULT 0 NOT NULL;UPDATE `client_sign_in_codes` SET `guesses` = `failed_attempts`;

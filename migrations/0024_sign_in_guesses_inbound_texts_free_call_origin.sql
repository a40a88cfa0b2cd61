CREATE TABLE `inbound_texts` (
	`message_sid` text PRIMARY KEY NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `bookings` ADD `booked_from` text;--> statement-breakpoint
ALTER TABLE `client_sessions` ADD `last_used_at` text;--> statement-breakpoint
ALTER TABLE `client_sign_in_codes` ADD `guesses` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `client_sign_in_codes` ADD `seed` text;--> statement-breakpoint
ALTER TABLE `client_sign_in_codes` ADD `emails` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `client_sign_in_codes` SET `guesses` = `failed_attempts`;
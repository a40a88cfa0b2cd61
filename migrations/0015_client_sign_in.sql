CREATE TABLE `client_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text
);
--> statement-breakpoint
CREATE TABLE `client_sign_in_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email_hash` text NOT NULL,
	`code_hash` text NOT NULL,
	`link_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_sign_in_codes_link_hash_unique` ON `client_sign_in_codes` (`link_hash`);--> statement-breakpoint
CREATE INDEX `client_sign_in_codes_email` ON `client_sign_in_codes` (`email_hash`,`created_at`);
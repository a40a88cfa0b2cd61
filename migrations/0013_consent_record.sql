CREATE TABLE `consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`address` text NOT NULL,
	`form` text NOT NULL,
	`words` text NOT NULL,
	`page` text,
	`client_address` text,
	`user_agent` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `consents_address` ON `consents` (`channel`,`address`,`id`);--> statement-breakpoint
ALTER TABLE `opt_outs` ADD `words` text;--> statement-breakpoint
ALTER TABLE `opt_outs` ADD `page` text;--> statement-breakpoint
ALTER TABLE `opt_outs` ADD `client_address` text;--> statement-breakpoint
ALTER TABLE `opt_outs` ADD `user_agent` text;
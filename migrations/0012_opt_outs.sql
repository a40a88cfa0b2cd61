CREATE TABLE `opt_outs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`address` text NOT NULL,
	`choice` text NOT NULL,
	`source` text NOT NULL,
	`detail` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `opt_outs_address` ON `opt_outs` (`channel`,`address`,`id`);--> statement-breakpoint
ALTER TABLE `site_settings` ADD `postal_address` text DEFAULT '' NOT NULL;
CREATE TABLE `waitlist_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inventory_item_id` integer NOT NULL,
	`contact_id` integer NOT NULL,
	`first_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`email_consent` integer DEFAULT false NOT NULL,
	`sms_consent` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`offer_token` text,
	`offer_expires_at` text,
	`ledger_seq` integer DEFAULT 0 NOT NULL,
	`lead_status` text DEFAULT 'new' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`inventory_item_id`) REFERENCES `inventory_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_offer_token_unique` ON `waitlist_entries` (`offer_token`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_item_status` ON `waitlist_entries` (`inventory_item_id`,`status`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_created` ON `waitlist_entries` (`created_at`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_contact` ON `waitlist_entries` (`contact_id`);--> statement-breakpoint
ALTER TABLE `site_settings` ADD `waitlist_offer_hours` integer DEFAULT 24 NOT NULL;
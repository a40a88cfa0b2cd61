ALTER TABLE `inventory_items` ADD `starts_on` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `calendar_sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `reminders_enabled` integer DEFAULT true NOT NULL;
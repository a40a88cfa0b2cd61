ALTER TABLE `bookings` ADD `cancelled_by` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `cancelled_by_refund` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `rebooked_from` text;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_rebooked_from_unique` ON `bookings` (`rebooked_from`);--> statement-breakpoint
ALTER TABLE `inventory_items` ADD `session_release` text;--> statement-breakpoint
ALTER TABLE `inventory_items` ADD `session_cap` integer;--> statement-breakpoint
ALTER TABLE `purchases` ADD `session_release` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `session_cap` integer;--> statement-breakpoint
ALTER TABLE `purchases` ADD `bookings_allowed_through` integer;
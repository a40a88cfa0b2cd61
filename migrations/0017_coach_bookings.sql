CREATE TABLE `booking_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`booking_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_links_booking` ON `booking_links` (`booking_id`);--> statement-breakpoint
CREATE TABLE `booking_rules` (
	`id` integer PRIMARY KEY NOT NULL,
	`rules` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "booking_rules_single_row" CHECK("booking_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ref` text NOT NULL,
	`kind` text NOT NULL,
	`strategy_call_id` integer,
	`contact_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`starts_at` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`visitor_time_zone` text NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`moves` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`strategy_call_id`) REFERENCES `strategy_calls`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_ref_unique` ON `bookings` (`ref`);--> statement-breakpoint
CREATE INDEX `bookings_starts` ON `bookings` (`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_contact` ON `bookings` (`contact_id`);--> statement-breakpoint
ALTER TABLE `site_settings` ADD `booking_page` text DEFAULT 'site' NOT NULL;
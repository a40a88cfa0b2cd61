CREATE TABLE `follow_up_enrolments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL,
	`sequence_id` integer NOT NULL,
	`source` text NOT NULL,
	`enrolled_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_position` integer DEFAULT 0 NOT NULL,
	`last_step_at` text,
	`stopped_at` text,
	`stop_reason` text,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sequence_id`) REFERENCES `follow_up_sequences`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `follow_up_enrolments_once` ON `follow_up_enrolments` (`contact_id`,`sequence_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `follow_up_enrolments_one_running` ON `follow_up_enrolments` (`contact_id`) WHERE stopped_at is null;--> statement-breakpoint
CREATE INDEX `follow_up_enrolments_running` ON `follow_up_enrolments` (`stopped_at`);--> statement-breakpoint
CREATE INDEX `follow_up_enrolments_sequence` ON `follow_up_enrolments` (`sequence_id`);--> statement-breakpoint
CREATE TABLE `follow_up_sequences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `follow_up_sources` (
	`source` text PRIMARY KEY NOT NULL,
	`sequence_id` integer NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`sequence_id`) REFERENCES `follow_up_sequences`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `follow_up_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sequence_id` integer NOT NULL,
	`position` integer NOT NULL,
	`delay_days` integer NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`sequence_id`) REFERENCES `follow_up_sequences`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "follow_up_steps_position_positive" CHECK("follow_up_steps"."position" >= 1),
	CONSTRAINT "follow_up_steps_delay_non_negative" CHECK("follow_up_steps"."delay_days" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `follow_up_steps_position` ON `follow_up_steps` (`sequence_id`,`position`);--> statement-breakpoint
CREATE INDEX `purchases_contact` ON `purchases` (`contact_id`);
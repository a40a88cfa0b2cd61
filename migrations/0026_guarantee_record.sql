CREATE TABLE `action_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`action_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`action_id`) REFERENCES `actions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `action_links_action` ON `action_links` (`action_id`);--> statement-breakpoint
CREATE TABLE `actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purchase_id` integer NOT NULL,
	`booking_id` integer,
	`pod_session_at` text,
	`title` text NOT NULL,
	`detail` text,
	`due_at` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`done_at` text,
	`note` text,
	`withdrawn_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `actions_purchase` ON `actions` (`purchase_id`,`status`);--> statement-breakpoint
CREATE INDEX `actions_due` ON `actions` (`status`,`due_at`);--> statement-breakpoint
CREATE TABLE `agreement_acceptances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purchase_id` integer NOT NULL,
	`version` text NOT NULL,
	`page` text,
	`client_address` text,
	`user_agent` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`version`) REFERENCES `agreements`(`version`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `agreement_acceptances_purchase` ON `agreement_acceptances` (`purchase_id`);--> statement-breakpoint
CREATE TABLE `agreements` (
	`version` text PRIMARY KEY NOT NULL,
	`words` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `intake_answers` (
	`purchase_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`answer` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `intake_questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `intake_answers_purchase_question` ON `intake_answers` (`purchase_id`,`question_id`);--> statement-breakpoint
CREATE TABLE `intake_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer NOT NULL,
	`prompt` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pod_attendance` (
	`purchase_id` integer NOT NULL,
	`session_starts_at` text NOT NULL,
	`mark` text NOT NULL,
	`marked_at` text NOT NULL,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pod_attendance_purchase_session` ON `pod_attendance` (`purchase_id`,`session_starts_at`);--> statement-breakpoint
ALTER TABLE `purchases` ADD `agreement_version` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `intake_done_at` text;--> statement-breakpoint
ALTER TABLE `refund_requests` ADD `guarantee_verdict` text;--> statement-breakpoint
ALTER TABLE `refund_requests` ADD `record_hash` text;--> statement-breakpoint
ALTER TABLE `refund_requests` ADD `owner_reason` text;
CREATE TABLE `refund_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purchase_id` integer NOT NULL,
	`status` text NOT NULL,
	`amount` integer NOT NULL,
	`requested_at` text NOT NULL,
	`approve_after` text,
	`approved_at` text,
	`approved_by` text,
	`claimed_at` text,
	`refunded_at` text,
	`failure_reason` text,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refund_requests_purchase_id_unique` ON `refund_requests` (`purchase_id`);--> statement-breakpoint
CREATE INDEX `refund_requests_status` ON `refund_requests` (`status`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`refund_request_id` integer NOT NULL,
	`stripe_payment_intent_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`stripe_refund_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`failure_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`refund_request_id`) REFERENCES `refund_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "refunds_amount_non_negative" CHECK("refunds"."amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_stripe_payment_intent_id_unique` ON `refunds` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_stripe_refund_id_unique` ON `refunds` (`stripe_refund_id`);--> statement-breakpoint
CREATE INDEX `refunds_request` ON `refunds` (`refund_request_id`);--> statement-breakpoint
ALTER TABLE `site_settings` ADD `refund_approval` text DEFAULT 'automatic' NOT NULL;
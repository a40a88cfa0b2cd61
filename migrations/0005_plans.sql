CREATE TABLE `plan_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purchase_id` integer NOT NULL,
	`number` integer NOT NULL,
	`amount` integer NOT NULL,
	`due_on` text NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`claimed_until` text,
	`attempt_payment_method_id` text,
	`stripe_payment_intent_id` text,
	`last_error` text,
	`last_error_code` text,
	`last_failed_at` text,
	`paid_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "plan_payments_amount_positive" CHECK("plan_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_payments_purchase_number` ON `plan_payments` (`purchase_id`,`number`);--> statement-breakpoint
CREATE INDEX `plan_payments_due` ON `plan_payments` (`status`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `inventory_items` ADD `plan_payments` integer;--> statement-breakpoint
ALTER TABLE `inventory_items` ADD `plan_amount` integer;--> statement-breakpoint
ALTER TABLE `purchases` ADD `plan_payments` integer;--> statement-breakpoint
ALTER TABLE `purchases` ADD `plan_status` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `stripe_customer_id` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `stripe_payment_method_id` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `plan_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `purchases_plan_token_unique` ON `purchases` (`plan_token`);
CREATE TABLE `reconciliation_differences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`detail` text NOT NULL,
	`payment_intent_id` text,
	`purchase_id` integer,
	`inventory_item_id` integer,
	FOREIGN KEY (`run_id`) REFERENCES `reconciliation_runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reconciliation_differences_run_key` ON `reconciliation_differences` (`run_id`,`key`);--> statement-breakpoint
CREATE TABLE `reconciliation_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`checked_from` text NOT NULL,
	`checked_to` text NOT NULL,
	`intents` integer NOT NULL,
	`refunds` integer NOT NULL,
	`items` integer NOT NULL,
	`differences` integer NOT NULL,
	`new_differences` integer NOT NULL,
	`finished_at` text NOT NULL
);

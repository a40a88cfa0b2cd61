DROP INDEX `purchases_status`;--> statement-breakpoint
CREATE INDEX `purchases_status_created` ON `purchases` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `inventory_items` ADD `ledger_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `seat_holds` ADD `ledger_seq` integer DEFAULT 0 NOT NULL;
-- Waitlist entries confirm their email address before joining the line (issue 23). Expand only: existing rows
-- have no confirm_token, and an entry without one counts as confirmed.
ALTER TABLE `waitlist_entries` ADD `confirm_token` text;--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `confirmed_at` text;--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `client_address` text;--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_confirm_token_unique` ON `waitlist_entries` (`confirm_token`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_item_address` ON `waitlist_entries` (`inventory_item_id`,`client_address`);
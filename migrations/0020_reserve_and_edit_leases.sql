ALTER TABLE `inventory_items` ADD `edit_lease` text;--> statement-breakpoint
ALTER TABLE `inventory_items` ADD `edit_lease_until` integer;--> statement-breakpoint
ALTER TABLE `purchases` ADD `reserve_lease` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `reserve_lease_until` integer;
ALTER TABLE `bookings` ADD `purchase_id` integer REFERENCES purchases(id);--> statement-breakpoint
CREATE INDEX `bookings_purchase_status` ON `bookings` (`purchase_id`,`status`);--> statement-breakpoint
ALTER TABLE `inventory_items` ADD `sessions_included` integer;--> statement-breakpoint
ALTER TABLE `purchases` ADD `sessions_included` integer;--> statement-breakpoint
-- One-to-one items include twelve sessions unless the owner says otherwise (SPEC §1: twelve 60-minute sessions).
UPDATE `inventory_items` SET `sessions_included` = 12 WHERE `type` = 'coaching_slot';--> statement-breakpoint
-- One-to-one coaching already paid for keeps the package its item names now, twelve without an item (decision 076).
UPDATE `purchases` SET `sessions_included` = coalesce(
  (SELECT `sessions_included` FROM `inventory_items` WHERE `inventory_items`.`id` = `purchases`.`inventory_item_id`),
  12
) WHERE `type` = 'one-to-one' AND `status` IN ('authorized', 'succeeded', 'refunded');

-- A free strategy call is one strategy_calls row, asked for with the form or booked at checkout (decision 044).
-- The table is rebuilt so the form's answer may be empty and a deleted person's booking may stay anonymised;
-- nothing references it, so no foreign key is in the way.
CREATE TABLE `__new_strategy_calls` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`marriage_length` text,
	`biggest_challenge` text,
	`previous_coaching` text,
	`timeline` text,
	`message` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`inventory_item_id` integer,
	`hold_id` text,
	`calendar_sequence` integer,
	`email_consent` integer DEFAULT false NOT NULL,
	`sms_consent` integer DEFAULT false NOT NULL,
	`moved_from_purchase_id` integer,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`inventory_item_id`) REFERENCES `inventory_items`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_strategy_calls`("id", "contact_id", "name", "email", "phone", "marriage_length", "biggest_challenge", "previous_coaching", "timeline", "message", "status", "created_at") SELECT "id", "contact_id", "name", "email", "phone", "marriage_length", "biggest_challenge", "previous_coaching", "timeline", "message", "status", "created_at" FROM `strategy_calls`;--> statement-breakpoint
DROP TABLE `strategy_calls`;--> statement-breakpoint
ALTER TABLE `__new_strategy_calls` RENAME TO `strategy_calls`;--> statement-breakpoint
CREATE UNIQUE INDEX `strategy_calls_hold_id_unique` ON `strategy_calls` (`hold_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `strategy_calls_moved_from_purchase_id_unique` ON `strategy_calls` (`moved_from_purchase_id`);--> statement-breakpoint
CREATE INDEX `strategy_calls_created` ON `strategy_calls` (`created_at`);--> statement-breakpoint
CREATE INDEX `strategy_calls_contact` ON `strategy_calls` (`contact_id`);--> statement-breakpoint
CREATE INDEX `strategy_calls_item` ON `strategy_calls` (`inventory_item_id`);--> statement-breakpoint
-- Checkout's free bookings were 0-cent strategy-call purchases: each becomes a booked call, including one whose
-- person was already deleted (no contact, name 'Deleted'), so the slot's sales still add up. Their `free:` hold
-- was never linked to the purchase and cannot be joined, so the hold id names the purchase it came from.
-- moved_from_purchase_id keeps the purchase's calendar UID and reminder keys for the call.
INSERT INTO `strategy_calls`("contact_id", "name", "email", "phone", "status", "created_at", "inventory_item_id", "hold_id", "calendar_sequence", "email_consent", "sms_consent", "moved_from_purchase_id") SELECT "contact_id", trim("first_name" || ' ' || "last_name"), "email", "phone", 'new', "created_at", "inventory_item_id", 'free:purchase-' || "id", "calendar_sequence", "email_consent", "sms_consent", "id" FROM `purchases` WHERE "amount" = 0 AND "type" = 'strategy-call' ORDER BY "created_at", "id";--> statement-breakpoint
-- Messages about a moved booking (reminders, the invitation, the owner's notice) named the purchase: they now
-- name the call, which is what data deletion looks for once the purchase is gone.
UPDATE `outbox` SET "payload" = json_set(json_remove("payload", '$.purchaseId'), '$.strategyCallId', (SELECT "id" FROM `strategy_calls` WHERE "moved_from_purchase_id" = json_extract(`outbox`."payload", '$.purchaseId'))) WHERE json_extract("payload", '$.purchaseId') IN (SELECT "moved_from_purchase_id" FROM `strategy_calls` WHERE "moved_from_purchase_id" IS NOT NULL);--> statement-breakpoint
DELETE FROM `purchases` WHERE "amount" = 0 AND "type" = 'strategy-call';

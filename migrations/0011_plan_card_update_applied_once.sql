-- A plan card update names its SetupIntent, whose card changes the plan once (issue 23: an overdue plan is
-- retried at once at most once per card change). Expand only: older rows have neither and are never claimed.
ALTER TABLE `plan_card_updates` ADD `setup_intent_id` text;--> statement-breakpoint
ALTER TABLE `plan_card_updates` ADD `applied_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `plan_card_updates_setup_intent_id_unique` ON `plan_card_updates` (`setup_intent_id`);
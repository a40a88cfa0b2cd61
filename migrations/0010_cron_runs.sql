CREATE TABLE `cron_runs` (
	`job` text PRIMARY KEY NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text,
	`outcome` text NOT NULL,
	`error` text
);

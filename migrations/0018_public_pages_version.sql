CREATE TABLE `public_pages_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "public_pages_version_single_row" CHECK("public_pages_version"."id" = 1)
);

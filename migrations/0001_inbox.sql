CREATE TABLE `inbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`created_at` text NOT NULL,
	`text` text NOT NULL,
	`files` text NOT NULL,
	`read_at` text
);
--> statement-breakpoint
CREATE INDEX `inbox_by_user` ON `inbox` (`user_id`,`read_at`);
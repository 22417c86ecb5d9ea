CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`kind` text NOT NULL,
	`side` text NOT NULL,
	`turn_key` text NOT NULL,
	`due_at` text NOT NULL,
	`deadline_at` text,
	`done_at` text,
	`fate` text,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `jobs_due` ON `jobs` (`done_at`,`due_at`);--> statement-breakpoint
CREATE INDEX `jobs_by_campaign` ON `jobs` (`campaign_id`,`done_at`);
CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY NOT NULL,
	`channel_id` text NOT NULL,
	`name` text NOT NULL,
	`ruleset` text NOT NULL,
	`status` text NOT NULL,
	`version` integer NOT NULL,
	`state` text NOT NULL,
	`created_at` text NOT NULL,
	`ended_at` text,
	FOREIGN KEY (`id`) REFERENCES `ledgers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `one_active_campaign_per_channel` ON `campaigns` (`channel_id`) WHERE status = 'active';--> statement-breakpoint
CREATE TABLE `events` (
	`campaign_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`at` text NOT NULL,
	`actor_id` text NOT NULL,
	`actor_name` text NOT NULL,
	`audience` text NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `seq`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `ledgers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`channel_id` text NOT NULL,
	`secret` blob NOT NULL,
	`commitment` text NOT NULL,
	`created_at` text NOT NULL,
	`published_at` text
);
--> statement-breakpoint
CREATE INDEX `ledgers_by_channel` ON `ledgers` (`channel_id`,`kind`);--> statement-breakpoint
CREATE TABLE `rolls` (
	`ledger_id` integer NOT NULL,
	`n` integer NOT NULL,
	`at` text NOT NULL,
	`actor_id` text NOT NULL,
	`actor_name` text NOT NULL,
	`command` text NOT NULL,
	`reason` text,
	`audience` text NOT NULL,
	`parts` text NOT NULL,
	PRIMARY KEY(`ledger_id`, `n`),
	FOREIGN KEY (`ledger_id`) REFERENCES `ledgers`(`id`) ON UPDATE no action ON DELETE no action
);

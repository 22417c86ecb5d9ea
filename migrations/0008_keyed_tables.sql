-- The ledger's rolls, the campaigns' events and the games' list rows are found only by their primary
-- keys: kept WITHOUT ROWID, each table is its key's b-tree, so an insert writes one page instead of a
-- table page and a key index page (a /roll commits 3 pages instead of 5). Rows are copied unchanged.
-- drizzle's schema cannot say WITHOUT ROWID; test/persistence/keyed-tables-migration.test.ts checks it stays.
CREATE TABLE `__new_rolls` (
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
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `__new_rolls` (`ledger_id`, `n`, `at`, `actor_id`, `actor_name`, `command`, `reason`, `audience`, `parts`)
	SELECT `ledger_id`, `n`, `at`, `actor_id`, `actor_name`, `command`, `reason`, `audience`, `parts` FROM `rolls`;--> statement-breakpoint
DROP TABLE `rolls`;--> statement-breakpoint
ALTER TABLE `__new_rolls` RENAME TO `rolls`;--> statement-breakpoint
CREATE TABLE `__new_events` (
	`campaign_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`at` text NOT NULL,
	`actor_id` text NOT NULL,
	`actor_name` text NOT NULL,
	`audience` text NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `seq`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `__new_events` (`campaign_id`, `seq`, `at`, `actor_id`, `actor_name`, `audience`, `data`)
	SELECT `campaign_id`, `seq`, `at`, `actor_id`, `actor_name`, `audience`, `data` FROM `events`;--> statement-breakpoint
DROP TABLE `events`;--> statement-breakpoint
ALTER TABLE `__new_events` RENAME TO `events`;--> statement-breakpoint
CREATE TABLE `__new_game_parts` (
	`campaign_id` integer NOT NULL,
	`key` text NOT NULL,
	`idx` integer NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `key`, `idx`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `__new_game_parts` (`campaign_id`, `key`, `idx`, `body`)
	SELECT `campaign_id`, `key`, `idx`, `body` FROM `game_parts`;--> statement-breakpoint
DROP TABLE `game_parts`;--> statement-breakpoint
ALTER TABLE `__new_game_parts` RENAME TO `game_parts`;

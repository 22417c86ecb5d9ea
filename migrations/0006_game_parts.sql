CREATE TABLE `game_parts` (
	`campaign_id` integer NOT NULL,
	`key` text NOT NULL,
	`idx` integer NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `key`, `idx`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `campaigns` ADD `game_split` text;
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY NOT NULL,
	`owner` text DEFAULT 'main' NOT NULL,
	`created_at` text NOT NULL,
	`channel_id` text NOT NULL,
	`actor_id` text,
	`actor_name` text,
	`command` text NOT NULL,
	`route` text,
	`outcome` text NOT NULL,
	`parts` integer NOT NULL,
	`delivered` integer DEFAULT 0 NOT NULL
);

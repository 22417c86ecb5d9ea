CREATE TABLE "outbox_leases" (
	"owner" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_by_owner";
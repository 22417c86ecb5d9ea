CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"name" text NOT NULL,
	"ruleset" text NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"state" json NOT NULL,
	"game" json,
	"board" json,
	"game_split" json,
	"created_at" text NOT NULL,
	"ended_at" text
);
--> statement-breakpoint
CREATE TABLE "events" (
	"campaign_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"at" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"audience" json NOT NULL,
	"data" json NOT NULL,
	CONSTRAINT "events_campaign_id_seq_pk" PRIMARY KEY("campaign_id","seq")
);
--> statement-breakpoint
CREATE TABLE "game_parts" (
	"campaign_id" integer NOT NULL,
	"key" text NOT NULL,
	"idx" integer NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "game_parts_campaign_id_key_idx_pk" PRIMARY KEY("campaign_id","key","idx")
);
--> statement-breakpoint
CREATE TABLE "inbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"created_at" text NOT NULL,
	"text" text NOT NULL,
	"files" json NOT NULL,
	"read_at" text
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"turn_key" text NOT NULL,
	"due_at" text NOT NULL,
	"deadline_at" text,
	"done_at" text,
	"fate" text
);
--> statement-breakpoint
CREATE TABLE "ledgers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"channel_id" text NOT NULL,
	"owner_id" text,
	"secret" "bytea" NOT NULL,
	"commitment" text NOT NULL,
	"created_at" text NOT NULL,
	"published_at" text
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text DEFAULT 'main' NOT NULL,
	"created_at" text NOT NULL,
	"channel_id" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"command" text NOT NULL,
	"route" json,
	"outcome" text NOT NULL,
	"parts" integer NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rolls" (
	"ledger_id" integer NOT NULL,
	"n" integer NOT NULL,
	"at" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"command" text NOT NULL,
	"reason" text,
	"audience" json NOT NULL,
	"parts" json NOT NULL,
	CONSTRAINT "rolls_ledger_id_n_pk" PRIMARY KEY("ledger_id","n")
);
--> statement-breakpoint
CREATE TABLE "undo_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"side" text NOT NULL,
	"command" text NOT NULL,
	"told" integer NOT NULL,
	"before" json NOT NULL,
	"after" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_id_ledgers_id_fk" FOREIGN KEY ("id") REFERENCES "public"."ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_parts" ADD CONSTRAINT "game_parts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_ledger_id_ledgers_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undo_steps" ADD CONSTRAINT "undo_steps_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_active_campaign_per_channel" ON "campaigns" USING btree ("channel_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "inbox_by_user" ON "inbox" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("done_at","due_at");--> statement-breakpoint
CREATE INDEX "jobs_by_campaign" ON "jobs" USING btree ("campaign_id","done_at");--> statement-breakpoint
CREATE INDEX "ledgers_by_channel" ON "ledgers" USING btree ("channel_id","kind");--> statement-breakpoint
CREATE INDEX "outbox_by_owner" ON "outbox" USING btree ("owner","id");--> statement-breakpoint
CREATE INDEX "undo_by_campaign" ON "undo_steps" USING btree ("campaign_id","id");
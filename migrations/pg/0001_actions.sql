CREATE TABLE "actions" (
	"campaign_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"at" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"side" text,
	"command" text NOT NULL,
	"options" json NOT NULL,
	"version" integer NOT NULL,
	"roll_from" integer NOT NULL,
	"roll_to" integer NOT NULL,
	"log_to" integer NOT NULL,
	"clock" integer DEFAULT 0 NOT NULL,
	"bot" integer DEFAULT 0 NOT NULL,
	"after" json NOT NULL,
	"base" json,
	CONSTRAINT "actions_campaign_id_seq_pk" PRIMARY KEY("campaign_id","seq")
);
--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "backups" (
	"id" text PRIMARY KEY NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"made_by" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"attempts" integer DEFAULT 1 NOT NULL,
	"bytes" bigint,
	"places" text[] DEFAULT '{}'::text[] NOT NULL,
	"error" text,
	CONSTRAINT "backups_slot_at_unique" UNIQUE("slot_at"),
	CONSTRAINT "backups_status" CHECK ("backups"."status" in ('running', 'verified', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"kind" text PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"detail" text NOT NULL
);

CREATE TABLE "early_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_id" uuid NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "early_access_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "early_access" ADD CONSTRAINT "early_access_follower_id_followers_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."followers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "early_access_one_mail_idx" ON "early_access" USING btree ("follower_id","release_at");--> statement-breakpoint
CREATE INDEX "artworks_release_at_idx" ON "artworks" USING btree ("release_at") WHERE "artworks"."release_at" is not null;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_visibility_check" CHECK ("artworks"."visibility" in ('draft', 'public'));
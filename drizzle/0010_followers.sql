CREATE TABLE "followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "followers_email_unique" UNIQUE("email"),
	CONSTRAINT "followers_token_unique" UNIQUE("token"),
	CONSTRAINT "followers_email_check" CHECK ("followers"."email" = lower("followers"."email"))
);
--> statement-breakpoint
CREATE TABLE "new_works" (
	"artwork_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "followers" ADD CONSTRAINT "followers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_works" ADD CONSTRAINT "new_works_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_works_due_idx" ON "new_works" USING btree ("due_at") WHERE "new_works"."announced_at" is null;
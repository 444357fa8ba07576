CREATE TABLE "artwork_views" (
	"artwork_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "artwork_views_artwork_id_day_pk" PRIMARY KEY("artwork_id","day"),
	CONSTRAINT "artwork_views_count_check" CHECK ("artwork_views"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "artwork_views" ADD CONSTRAINT "artwork_views_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_views_day_idx" ON "artwork_views" USING btree ("day");
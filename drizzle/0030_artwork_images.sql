CREATE TABLE "artwork_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artwork_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artwork_images_position_check" CHECK ("artwork_images"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "artwork_images" ADD CONSTRAINT "artwork_images_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artwork_images_artwork_position_idx" ON "artwork_images" USING btree ("artwork_id","position");--> statement-breakpoint
-- hand-written: every existing work's one photograph becomes its main one, with the pixel size
-- its stored key names (`<base>-<w>x<h>-<width>.webp`; none for older keys and outside URLs).
INSERT INTO "artwork_images" ("artwork_id", "position", "url", "width", "height", "created_at")
SELECT "id", 0, "image_url", ("size")[1]::integer, ("size")[2]::integer, "created_at"
FROM (
	SELECT "id", "image_url", "created_at",
		regexp_match("image_url", '^/images/[a-z0-9][a-z0-9-]*-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})-[0-9]+\.webp$') AS "size"
	FROM "artworks"
) AS "sized";
--> statement-breakpoint
-- A work's photographs are part of what the catalogue shows: changing them moves its version on.
CREATE CONSTRAINT TRIGGER "artwork_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "artwork_images" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "artwork_images_catalogue_truncated" AFTER TRUNCATE ON "artwork_images" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();

CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "series_id" uuid;--> statement-breakpoint
CREATE INDEX "series_position_idx" ON "series" USING btree ("position");--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artworks_series_id_idx" ON "artworks" USING btree ("series_id");--> statement-breakpoint
-- hand-written:
-- A series renamed, reordered or written about changes the gallery's filter, its pages and the
-- sitemap: like the artworks, it moves the catalogue's version on at commit.
CREATE CONSTRAINT TRIGGER "series_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "series" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "series_catalogue_truncated" AFTER TRUNCATE ON "series" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();

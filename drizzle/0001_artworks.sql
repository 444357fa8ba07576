CREATE TABLE "artworks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"image_url" text NOT NULL,
	"medium" text NOT NULL,
	"size" text NOT NULL,
	"size_class" text,
	"search_text" text GENERATED ALWAYS AS (lower(title || chr(10) || artist || chr(10) || coalesce(description, '') || chr(10) || medium)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artworks_price_check" CHECK ("artworks"."price" >= 0),
	CONSTRAINT "artworks_size_class_check" CHECK ("artworks"."size_class" in ('small', 'medium', 'large'))
);
--> statement-breakpoint
CREATE INDEX "artworks_created_at_id_idx" ON "artworks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "artworks_price_idx" ON "artworks" USING btree ("price");--> statement-breakpoint
CREATE INDEX "artworks_size_class_idx" ON "artworks" USING btree ("size_class");--> statement-breakpoint
CREATE INDEX "artworks_medium_trgm_idx" ON "artworks" USING gin (lower("medium") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artworks_search_trgm_idx" ON "artworks" USING gin ("search_text" gin_trgm_ops);
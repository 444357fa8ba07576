-- An artwork's width and height in centimetres, derived from its free-text size whenever it is
-- written (dimensionsOf, like size_class). Rows written before this have them null until the
-- server fills them, in JavaScript, right after migrating (backfillDimensions, src/server/db).
ALTER TABLE "artworks" ADD COLUMN "width_cm" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "height_cm" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_dimensions_check" CHECK (("artworks"."width_cm" is null and "artworks"."height_cm" is null) or ("artworks"."width_cm" > 0 and "artworks"."height_cm" > 0));
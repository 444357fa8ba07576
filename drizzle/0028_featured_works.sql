ALTER TABLE "artworks" ADD COLUMN "featured_order" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "artworks_featured_order_idx" ON "artworks" USING btree ("featured_order") WHERE "artworks"."featured_order" is not null;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_featured_order_check" CHECK ("artworks"."featured_order" between 1 and 4);
DROP INDEX "artworks_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "artworks_created_at_id_idx" ON "artworks" USING btree ("created_at","id");
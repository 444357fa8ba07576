ALTER TABLE "artworks" ADD COLUMN "sold_elsewhere_to" text;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "sold_elsewhere_on" date;
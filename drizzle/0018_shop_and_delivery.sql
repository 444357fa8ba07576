CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"gallery_name" text,
	"business_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"vat_number" text,
	"rates" jsonb NOT NULL,
	"collection" boolean DEFAULT true NOT NULL,
	"setup_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "shipping_band" text;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_shipping_band_check" CHECK ("artworks"."shipping_band" in ('small', 'medium', 'large', 'oversize'));--> statement-breakpoint
-- The shop's one row, with a new shop's delivery rates in pence (DEFAULT_RATES in
-- src/shared/delivery.ts): free in the UK, by size to Europe and the world, oversize abroad by
-- arrangement only.
INSERT INTO "shop_settings" ("id", "rates") VALUES (1, '{"uk":{"small":0,"medium":0,"large":0,"oversize":0},"europe":{"small":4500,"medium":7500,"large":14000,"oversize":null},"world":{"small":8000,"medium":14000,"large":26000,"oversize":null}}');

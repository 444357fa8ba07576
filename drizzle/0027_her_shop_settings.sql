ALTER TABLE "orders" ADD COLUMN "payment_instructions" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "artist_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "statement" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "portrait_url" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "home_subtitle" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "business_form" text DEFAULT 'sole_trader' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "registered_office" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "payment_instructions" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "instalments_max" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "offers_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "offers_min_price_pence" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "offers_lowest_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "offers_show_lowest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "generator" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "notices_email" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_business_form" CHECK ("shop_settings"."business_form" in ('sole_trader', 'company'));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_instalments_max" CHECK ("shop_settings"."instalments_max" is null or "shop_settings"."instalments_max" between 1 and 6);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_offers_lowest_percent" CHECK ("shop_settings"."offers_lowest_percent" between 10 and 99);
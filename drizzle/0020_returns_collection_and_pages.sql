CREATE TABLE "shop_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"markdown" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_pages_slug_check" CHECK ("shop_pages"."slug" in ('about', 'delivery', 'returns', 'terms', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ship_line1" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ship_city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ship_postcode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_check" CHECK ("orders"."collect" or ("orders"."ship_line1" is not null and "orders"."ship_city" is not null and "orders"."ship_postcode" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'shipped', 'delivered', 'return_requested', 'refund_due', 'cancelled', 'expired', 'refunded'));
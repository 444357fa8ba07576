CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"artwork_id" uuid,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"image_url" text NOT NULL,
	"price_pence" integer NOT NULL,
	"hold" text,
	"hold_expires_at" timestamp with time zone,
	CONSTRAINT "order_items_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_items_hold_check" CHECK ("order_items"."hold" in ('reserved', 'sold')),
	CONSTRAINT "order_items_price_check" CHECK ("order_items"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"user_id" text NOT NULL,
	"buyer_email" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"subtotal_pence" integer NOT NULL,
	"shipping_pence" integer DEFAULT 0 NOT NULL,
	"total_pence" integer NOT NULL,
	"ship_name" text NOT NULL,
	"ship_line1" text NOT NULL,
	"ship_line2" text,
	"ship_city" text NOT NULL,
	"ship_postcode" text NOT NULL,
	"ship_country" text NOT NULL,
	"ship_phone" text,
	"payment_method" text DEFAULT 'manual' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"tracking_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'shipped', 'cancelled', 'expired')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal_pence" >= 0 and "orders"."shipping_pence" >= 0 and "orders"."total_pence" = "orders"."subtotal_pence" + "orders"."shipping_pence"),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('manual', 'card'))
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "sold_elsewhere" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_one_holder_idx" ON "order_items" USING btree ("artwork_id") WHERE "order_items"."hold" is not null;--> statement-breakpoint
CREATE INDEX "order_items_artwork_id_idx" ON "order_items" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_awaiting_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" = 'awaiting_payment';
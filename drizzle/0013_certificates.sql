CREATE TABLE "certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"artwork_id" uuid NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"medium" text NOT NULL,
	"size" text NOT NULL,
	"width_cm" numeric(8, 2),
	"height_cm" numeric(8, 2),
	"year" integer NOT NULL,
	"image_url" text NOT NULL,
	"buyer_name" text NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_order_item_idx" ON "certificates" USING btree ("order_id","position");
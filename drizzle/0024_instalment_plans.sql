CREATE TABLE "order_plan_parts" (
	"order_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"due_day" text NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_request_id" uuid,
	"overdue_noticed_at" timestamp with time zone,
	CONSTRAINT "order_plan_parts_order_id_part_pk" PRIMARY KEY("order_id","part"),
	CONSTRAINT "order_plan_parts_payment_request_id_unique" UNIQUE("payment_request_id"),
	CONSTRAINT "order_plan_parts_part_check" CHECK ("order_plan_parts"."part" >= 1),
	CONSTRAINT "order_plan_parts_amount_check" CHECK ("order_plan_parts"."amount_pence" > 0),
	CONSTRAINT "order_plan_parts_due_day_check" CHECK ("order_plan_parts"."due_day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_hold_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "order_plan_parts" ADD CONSTRAINT "order_plan_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_plan_parts" ADD CONSTRAINT "order_plan_parts_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_plan_parts_unpaid_idx" ON "order_plan_parts" USING btree ("due_day") WHERE "order_plan_parts"."paid_at" is null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_hold_check" CHECK ("order_items"."hold" in ('reserved', 'plan', 'sold'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paying_in_parts', 'paid', 'shipped', 'delivered', 'return_requested', 'refund_due', 'cancelled', 'expired', 'refunded'));
CREATE TABLE "collector_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artwork_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"price_pence" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collector_holds_kind_check" CHECK ("collector_holds"."kind" in ('offer', 'reservation')),
	CONSTRAINT "collector_holds_end_check" CHECK (("collector_holds"."ended_at" is null) = ("collector_holds"."end_reason" is null) and ("collector_holds"."end_reason" is null or "collector_holds"."end_reason" in ('ordered', 'expired', 'cancelled'))),
	CONSTRAINT "collector_holds_price_check" CHECK ("collector_holds"."price_pence" is null or "collector_holds"."price_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artwork_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"counter_pence" integer,
	"agreed_pence" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"hold_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('pending', 'countered', 'accepted', 'declined', 'expired')),
	CONSTRAINT "offers_money_check" CHECK ("offers"."amount_pence" > 0 and ("offers"."counter_pence" is null or "offers"."counter_pence" > 0) and ("offers"."agreed_pence" is null or "offers"."agreed_pence" > 0))
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "payment_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 101 CACHE 1),
	"email" text NOT NULL,
	"description" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"artwork_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"stripe_session_id" text,
	"stripe_checkout_url" text,
	"stripe_payment_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "payment_requests_stripe_session_id_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('open', 'paid', 'expired', 'cancelled')),
	CONSTRAINT "payment_requests_amount_check" CHECK ("payment_requests"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "payment_request_id" uuid;--> statement-breakpoint
ALTER TABLE "collector_holds" ADD CONSTRAINT "collector_holds_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_holds" ADD CONSTRAINT "collector_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_hold_id_collector_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."collector_holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collector_holds_one_open_idx" ON "collector_holds" USING btree ("artwork_id") WHERE "collector_holds"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "collector_holds_open_until_idx" ON "collector_holds" USING btree ("expires_at") WHERE "collector_holds"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "collector_holds_email_idx" ON "collector_holds" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_idx" ON "offers" USING btree ("artwork_id","user_id") WHERE "offers"."status" in ('pending', 'countered');--> statement-breakpoint
CREATE INDEX "offers_user_id_idx" ON "offers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_status_created_idx" ON "offers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "offers_open_until_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" in ('pending', 'countered');--> statement-breakpoint
CREATE INDEX "payment_requests_status_created_idx" ON "payment_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_open_until_idx" ON "payment_requests" USING btree ("expires_at") WHERE "payment_requests"."status" = 'open';--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A hold for one collector changes what the catalogue shows (the work is reserved for others):
-- the catalogue's version goes up at commit, as for order lines (migration 0008).
CREATE CONSTRAINT TRIGGER "collector_holds_catalogue_added" AFTER INSERT OR DELETE ON "collector_holds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "collector_holds_catalogue_changed" AFTER UPDATE ON "collector_holds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."ended_at" IS DISTINCT FROM NEW."ended_at" OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at") EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "collector_holds_catalogue_truncated" AFTER TRUNCATE ON "collector_holds" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();

CREATE TABLE "cart_prints" (
	"user_id" text NOT NULL,
	"edition_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_prints_user_id_edition_id_pk" PRIMARY KEY("user_id","edition_id"),
	CONSTRAINT "cart_prints_quantity_check" CHECK ("cart_prints"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artwork_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" numeric(8, 2) NOT NULL,
	"height" numeric(8, 2) NOT NULL,
	"unit" text DEFAULT 'cm' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"size" integer,
	"signed" boolean DEFAULT false NOT NULL,
	"numbered" boolean DEFAULT false NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"numbered_to" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editions_stock_check" CHECK ("editions"."size" is null or "editions"."held" + "editions"."sold" + "editions"."spent" <= "editions"."size"),
	CONSTRAINT "editions_counts_check" CHECK ("editions"."held" >= 0 and "editions"."sold" >= 0 and "editions"."spent" >= 0),
	CONSTRAINT "editions_numbers_check" CHECK ("editions"."numbered_to" >= 0 and ("editions"."size" is null or "editions"."numbered_to" <= "editions"."size")),
	CONSTRAINT "editions_size_check" CHECK ("editions"."size" is null or "editions"."size" >= 1),
	CONSTRAINT "editions_numbered_check" CHECK (not "editions"."numbered" or "editions"."size" is not null),
	CONSTRAINT "editions_unit_check" CHECK ("editions"."unit" in ('cm', 'in')),
	CONSTRAINT "editions_price_check" CHECK ("editions"."price" >= 0),
	CONSTRAINT "editions_sides_check" CHECK ("editions"."width" > 0 and "editions"."height" > 0)
);
--> statement-breakpoint
DROP INDEX "certificates_order_item_idx";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "edition_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "print_number" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "edition_size" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "print_format" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "edition_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "print_format" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "print_width" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "print_height" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "print_unit" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "edition_size" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "print_of" uuid;--> statement-breakpoint
ALTER TABLE "cart_prints" ADD CONSTRAINT "cart_prints_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_prints" ADD CONSTRAINT "cart_prints_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_prints_edition_id_idx" ON "cart_prints" USING btree ("edition_id");--> statement-breakpoint
CREATE INDEX "editions_artwork_id_idx" ON "editions" USING btree ("artwork_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_print_number_idx" ON "certificates" USING btree ("edition_id","print_number");--> statement-breakpoint
CREATE INDEX "order_items_edition_id_idx" ON "order_items" USING btree ("edition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_order_item_idx" ON "certificates" USING btree ("order_id","position") WHERE "certificates"."print_number" is null;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_print_check" CHECK (("certificates"."print_number" is null) = ("certificates"."edition_id" is null) and ("certificates"."print_number" is null or "certificates"."print_number" between 1 and "certificates"."edition_size"));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" between 1 and 10);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_one_kind_check" CHECK ("order_items"."print_format" is null or ("order_items"."artwork_id" is null and "order_items"."print_of" is not null));--> statement-breakpoint
-- hand-written: an edition's counts follow its order lines. Each line that holds prints (an
-- unpaid order's `reserved`, a plan's `plan`) counts as held; a paid one (`sold`) as sold; a
-- numbered print paid for and then let go (a return, a refund) as spent, since its number is
-- never given again. Run for each line as it changes, not at commit: the line that would take
-- a limited edition past its size fails `editions_stock_check` there and then.
CREATE FUNCTION "edition_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD."edition_id" IS NOT NULL THEN
		IF TG_OP = 'UPDATE' AND OLD."edition_id" IS NOT DISTINCT FROM NEW."edition_id"
			AND OLD."hold" IS NOT DISTINCT FROM NEW."hold" AND OLD."quantity" = NEW."quantity" THEN
			RETURN NULL;
		END IF;
		UPDATE "editions" SET
			"held" = "held" - CASE WHEN OLD."hold" IN ('reserved', 'plan') THEN OLD."quantity" ELSE 0 END,
			"sold" = "sold" - CASE WHEN OLD."hold" = 'sold' THEN OLD."quantity" ELSE 0 END,
			"spent" = "spent" + CASE WHEN OLD."hold" = 'sold' AND "numbered" THEN OLD."quantity" ELSE 0 END
		WHERE "id" = OLD."edition_id";
	END IF;
	IF TG_OP <> 'DELETE' AND NEW."edition_id" IS NOT NULL THEN
		UPDATE "editions" SET
			"held" = "held" + CASE WHEN NEW."hold" IN ('reserved', 'plan') THEN NEW."quantity" ELSE 0 END,
			"sold" = "sold" + CASE WHEN NEW."hold" = 'sold' THEN NEW."quantity" ELSE 0 END,
			"spent" = "spent" - CASE WHEN NEW."hold" = 'sold' AND "numbered" AND TG_OP = 'UPDATE' AND OLD."hold" = 'sold' THEN NEW."quantity" ELSE 0 END
		WHERE "id" = NEW."edition_id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_edition_stock" AFTER INSERT OR DELETE OR UPDATE OF "hold", "quantity", "edition_id" ON "order_items" FOR EACH ROW EXECUTE FUNCTION "edition_stock"();
--> statement-breakpoint
-- What the catalogue shows of a work includes its editions (decision 010).
CREATE CONSTRAINT TRIGGER "editions_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "editions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "editions_catalogue_truncated" AFTER TRUNCATE ON "editions" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();

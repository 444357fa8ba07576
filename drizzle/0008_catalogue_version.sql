CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "order_items_reserved_until_idx" ON "order_items" USING btree ("hold_expires_at") WHERE "order_items"."hold" = 'reserved';--> statement-breakpoint
-- Decision 010: the catalogue's version goes up once in every transaction that changes what a
-- list or an artwork shows. Deferred constraint triggers run at commit, after every other lock
-- the transaction takes, so waiting for the version row can never deadlock; a transaction-local
-- setting makes the row change once per transaction however many rows it wrote.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('atelier.catalogue_changed', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM set_config('atelier.catalogue_changed', txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "artworks_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "artworks" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "artworks_catalogue_truncated" AFTER TRUNCATE ON "artworks" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_items_catalogue_added" AFTER INSERT OR DELETE ON "order_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_items_catalogue_changed" AFTER UPDATE ON "order_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."hold" IS DISTINCT FROM NEW."hold" OR OLD."hold_expires_at" IS DISTINCT FROM NEW."hold_expires_at" OR OLD."artwork_id" IS DISTINCT FROM NEW."artwork_id") EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "order_items_catalogue_truncated" AFTER TRUNCATE ON "order_items" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();

ALTER TABLE "artworks" ADD COLUMN "slug" text;--> statement-breakpoint
-- hand-written: every existing work's slug, made from its title by #shared/slug's rule
-- (artworkSlugOf, then firstFreeSlug): accents folded (translate: unaccent is not everywhere),
-- lower-cased, every run of anything else one hyphen, at most 80 characters, "artwork" when
-- nothing is left and "artwork-" before one that reads as a uuid. The oldest work keeps the
-- plain slug; the next with the same one gets "-2", "-3"… — the first free, checked against
-- every slug given so far, so a title such as "Harbour 2" never meets a numbered "harbour-2".
DO $$
DECLARE
	work record;
	base text;
	stem text;
	candidate text;
	n integer;
BEGIN
	FOR work IN SELECT "id", "title" FROM "artworks" ORDER BY "created_at", "id" LOOP
		base := regexp_replace(
			left(
				regexp_replace(
					lower(translate(
						work."title",
						'ÀÁÂÃÄÅĀĂĄÇĆĈĊČĎÈÉÊËĒĔĖĘĚĜĞĠĢĤÌÍÎÏĨĪĬĮİĴĶĹĻĽÑŃŅŇÒÓÔÕÖŌŎŐŔŖŘŚŜŞŠŢŤÙÚÛÜŨŪŬŮŰŲŴÝŶŸŹŻŽàáâãäåāăąçćĉċčďèéêëēĕėęěĝğġģĥìíîïĩīĭįĵķĺļľñńņňòóôõöōŏőŕŗřśŝşšţťùúûüũūŭůűųŵýŷÿźżž',
						'AAAAAAAAACCCCCDEEEEEEEEEGGGGHIIIIIIIIIJKLLLNNNNOOOOOOOORRRSSSSTTUUUUUUUUUUWYYYZZZaaaaaaaaacccccdeeeeeeeeegggghiiiiiiiijklllnnnnoooooooorrrssssttuuuuuuuuuuwyyyzzz'
					)),
					'[^a-z0-9]+', '-', 'g'
				),
				80
			),
			'^-+|-+$', '', 'g'
		);
		IF base = '' THEN
			base := 'artwork';
		ELSIF base ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
			base := 'artwork-' || base;
		END IF;
		stem := regexp_replace(left(base, 76), '-+$', '');
		candidate := base;
		n := 1;
		WHILE EXISTS (SELECT 1 FROM "artworks" WHERE "slug" = candidate) LOOP
			n := n + 1;
			candidate := stem || '-' || n;
		END LOOP;
		UPDATE "artworks" SET "slug" = candidate WHERE "id" = work."id";
	END LOOP;
END $$;
--> statement-breakpoint
-- The updates queued the catalogue's deferred triggers, and PostgreSQL alters no table with
-- trigger events pending: they run now, not at commit.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "artworks" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_slug_unique" UNIQUE("slug");

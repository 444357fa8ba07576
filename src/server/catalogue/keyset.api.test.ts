import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "#server/catalogue/service";
import { artworks } from "#server/db/schema";
import type { ArtworkPage } from "#shared/artwork";
import { type App, useTestApp } from "#tests/api";
import { type ArtworkFixture, insertArtworks, testDbKind } from "#tests/database";

// Decision 010: a deep cursor seeks (no OFFSET), and a short term is matched in one pass.

async function list(app: App, query: Record<string, string> = {}): Promise<ArtworkPage> {
  const response = await app.request(`/api/artworks?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return response.json();
}

const titlesOf = (page: ArtworkPage) => page.items.map((a) => a.title);

/** The rows of a raw query, on either driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe(`catalogue seeks and short terms on ${testDbKind} (decision 010)`, () => {
  describe("deep cursors, against OFFSET on the same rows", () => {
    // 3,000 artworks, four to each microsecond-precise moment (ties the id must break), every
    // third one oil.
    const moment = (n: number) =>
      `${new Date(Date.UTC(2024, 0, 1) + n * 1000).toISOString().slice(0, 23)}${String(n % 7).repeat(3)}Z`;
    const t = useTestApp();
    const COUNT = 3000;
    beforeAll(async () => {
      const fixtures: ArtworkFixture[] = Array.from({ length: COUNT }, (_, i) => ({
        title: `Work ${i}`,
        medium: i % 3 === 0 ? "Oil on canvas" : "Acrylic",
        createdAt: moment(Math.floor(i / 4)),
      }));
      for (let from = 0; from < COUNT; from += 1000) {
        await insertArtworks(t.db, fixtures.slice(from, from + 1000));
      }
    });

    const offsetIds = async (offset: number, limit: number, oilOnly = false) => {
      const result = await t.db.execute(sql`
        select id from ${artworks}
        where ${oilOnly ? sql`lower(medium) like '%oil%'` : sql`true`}
        order by created_at desc, id desc offset ${offset} limit ${limit}`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    };

    it.each([
      ["the whole catalogue", {}, 100, false],
      ["oil only", { medium: "oil" }, 37, true],
    ] as const)(
      "walks %s page by page, each page the OFFSET rows",
      async (_, filters, limit, oil) => {
        let cursor: string | null = null;
        let offset = 0;
        do {
          const query: Record<string, string> = { ...filters, limit: String(limit) };
          if (cursor) query.cursor = cursor;
          const page = await list(t.app, query);
          expect(page.items.map((a) => a.id)).toEqual(await offsetIds(offset, limit, oil));
          offset += page.items.length;
          cursor = page.nextCursor;
        } while (cursor);
        expect(offset).toBe(oil ? COUNT / 3 : COUNT);
      },
    );

    it.each([1, 2000, 2998, 2999])("starts right after row %i, however deep", async (row) => {
      const result = await t.db.execute(sql`
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
        from ${artworks} order by created_at desc, id desc offset ${row - 1} limit 1`);
      const [{ at, id }] = rowsOf<{ at: string; id: string }>(result);
      const page = await list(t.app, { limit: "50", cursor: encodeCursor({ createdAt: at, id }) });
      expect(page.items.map((a) => a.id)).toEqual(await offsetIds(row, 50));
      expect(page.nextCursor === null).toBe(row + 50 >= COUNT);
    });
  });

  describe("short terms, matched as substrings like any other", () => {
    const t = useTestApp({
      artworks: [
        { title: "Jazz at Night", artist: "Ann", description: null, medium: "Oil" },
        { title: "Quiet", artist: "Ozzie Vale", description: null, medium: "Ink" },
        { title: "Still", artist: "Bo", description: "A pizza, cold", medium: "Ink" },
        { title: "Dune", artist: "Cy", description: null, medium: "Buzzing media" },
        // "z" ends the title and starts the artist: "zz" never spans two fields.
        { title: "Topaz", artist: "Zola", description: "z", medium: "Ink" },
        { title: "Nothing here", artist: "Ed", description: null, medium: "Ink" },
      ] satisfies ArtworkFixture[],
    });
    const search = async (q: string) => {
      const page = await list(t.app, { q });
      expect(page.matched).toBe(page.items.length);
      return titlesOf(page).sort();
    };

    it.each([
      ["zz", ["Dune", "Jazz at Night", "Quiet", "Still"]],
      ["ZZ", ["Dune", "Jazz at Night", "Quiet", "Still"]],
      ["z", ["Dune", "Jazz at Night", "Quiet", "Still", "Topaz"]],
      ["az", ["Jazz at Night", "Topaz"]],
      ["azz", ["Jazz at Night"]],
      ["ozzie", ["Quiet"]],
      ["q", ["Quiet"]],
      ["x", []],
    ])("%j finds %j in any field, never across two", async (q, expected) => {
      expect(await search(q)).toEqual([...expected].sort());
    });

    it("pages through the matches of a one-letter term by cursor", async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: Record<string, string> = { q: "z", limit: "2" };
        if (cursor) query.cursor = cursor;
        const page = await list(t.app, query);
        seen.push(...titlesOf(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.sort()).toEqual(["Dune", "Jazz at Night", "Quiet", "Still", "Topaz"]);
    });
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { artworkSlugOf, firstFreeSlug, isArtworkRef, looksLikeUuid } from "./slug";

describe("an artwork's slug", () => {
  it.each([
    ["Étude à l'aube", "etude-a-l-aube"],
    ["Harbour Lights, 2024", "harbour-lights-2024"],
    ["  Çà et là — études  ", "ca-et-la-etudes"],
    ["Łódź", "odz"],
    ["北斎", "artwork"],
    ["", "artwork"],
    ["!!!", "artwork"],
  ])("is made from the title %j as %j", (title, slug) => {
    expect(artworkSlugOf(title)).toBe(slug);
    expect(isArtworkRef(artworkSlugOf(title))).toBe(true);
  });

  it("never looks like a uuid, so an address's id and slug never meet", () => {
    const uuid = "2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11";
    expect(artworkSlugOf(uuid.toUpperCase())).toBe(`artwork-${uuid}`);
    expect(looksLikeUuid(artworkSlugOf(uuid))).toBe(false);
    expect(looksLikeUuid(uuid)).toBe(true);
  });

  it("is at most 80 characters and never ends in a hyphen", () => {
    const slug = artworkSlugOf(`${"a".repeat(79)} b and more`);
    expect(slug).toBe("a".repeat(79));
  });

  it("takes the first free number on a clash, cut short enough for the number to fit", () => {
    expect(firstFreeSlug("harbour", new Set())).toBe("harbour");
    expect(firstFreeSlug("harbour", new Set(["harbour"]))).toBe("harbour-2");
    expect(firstFreeSlug("harbour", new Set(["harbour", "harbour-2"]))).toBe("harbour-3");
    const long = "a".repeat(80);
    expect(firstFreeSlug(long, new Set([long]))).toBe(`${"a".repeat(76)}-2`);
  });

  it("is named by an id or a slug in an address, and by nothing else", () => {
    for (const ref of ["harbour-2", "2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11"]) {
      expect(isArtworkRef(ref)).toBe(true);
    }
    for (const ref of ["", "Harbour", "harbour--2", "-harbour", "a b", "a".repeat(81)]) {
      expect(isArtworkRef(ref), ref).toBe(false);
    }
  });

  it("folds in migration 0031's SQL every accented letter as the rule here does", () => {
    const migration = readFileSync(
      new URL("../../drizzle/0031_artwork_slugs.sql", import.meta.url),
      "utf8",
    );
    const [, from, to] = /translate\(\s*work\."title",\s*'([^']+)',\s*'([^']+)'/.exec(
      migration,
    ) ?? ["", "", ""];
    expect([...from]).toHaveLength([...to].length);
    expect(from.length).toBeGreaterThan(100);
    [...from].forEach((letter, i) => {
      expect(artworkSlugOf(letter), letter).toBe(to[i].toLowerCase());
    });
  });
});

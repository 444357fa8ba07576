import { describe, expect, it } from "vitest";
import { seriesChangeSchema, seriesInputSchema } from "./series";
import { isSeriesSlug, seriesSlugAt, slugOf } from "./series-slug";

describe("a series' slug", () => {
  it.each([
    ["Harbour", "harbour"],
    ["Harbour Lights, 2024", "harbour-lights-2024"],
    ["  Été à Saint-Ives  ", "ete-a-saint-ives"],
    ["Çà et là — études", "ca-et-la-etudes"],
    ["北斎", "series"],
    ["---", "series"],
  ])("is made from the name %j as %j", (name, slug) => {
    expect(slugOf(name)).toBe(slug);
    expect(isSeriesSlug(slugOf(name))).toBe(true);
  });

  it("is never longer than a slug may be, and never ends in a hyphen", () => {
    const slug = slugOf(`${"a".repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).not.toMatch(/-$/);
  });

  it("is read from a series' page's path", () => {
    expect(seriesSlugAt("/series/harbour")).toBe("harbour");
    expect(seriesSlugAt("/series")).toBeUndefined();
    expect(seriesSlugAt("/series/a/b")).toBeUndefined();
  });

  it("is checked when given: lower-case words joined by single hyphens", () => {
    const slugOfInput = (slug: string) => seriesInputSchema.safeParse({ name: "A", slug });
    expect(slugOfInput("harbour-2").data?.slug).toBe("harbour-2");
    expect(slugOfInput("").data?.slug).toBeUndefined();
    for (const bad of ["Harbour", "harbour lights", "-harbour", "harbour--2", "ümlaut"]) {
      expect(slugOfInput(bad).success, bad).toBe(false);
    }
  });

  it("leaves out of a change every field not given", () => {
    expect(seriesChangeSchema.parse({ position: 2 })).toEqual({ position: 2 });
  });
});

import { describe, expect, it } from "vitest";
import { viewedArtwork } from "./views";

const id = "2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11";

describe("what counts as a view of an artwork", () => {
  it("is a successful GET of the detail's data or of the gallery page showing it", () => {
    expect(viewedArtwork({ method: "GET", target: `/api/artworks/${id}`, status: 200 })).toBe(id);
    expect(viewedArtwork({ method: "GET", target: `/?artwork=${id}`, status: 200 })).toBe(id);
    expect(
      viewedArtwork({ method: "GET", target: `/?q=sea&artwork=${id.toUpperCase()}`, status: 200 }),
    ).toBe(id);
  });

  it("names the work by its slug when the address does", () => {
    expect(viewedArtwork({ method: "GET", target: "/api/artworks/harbour-2", status: 200 })).toBe(
      "harbour-2",
    );
    expect(viewedArtwork({ method: "GET", target: "/?artwork=harbour&q=sea", status: 200 })).toBe(
      "harbour",
    );
  });

  it("is not a HEAD, a failure, a list, another page, or a robot", () => {
    expect(viewedArtwork({ method: "HEAD", target: `/api/artworks/${id}`, status: 200 })).toBe(
      undefined,
    );
    expect(viewedArtwork({ method: "GET", target: `/api/artworks/${id}`, status: 304 })).toBe(
      undefined,
    );
    expect(viewedArtwork({ method: "GET", target: `/api/artworks/${id}`, status: 404 })).toBe(
      undefined,
    );
    expect(viewedArtwork({ method: "GET", target: "/api/artworks?limit=12", status: 200 })).toBe(
      undefined,
    );
    expect(
      viewedArtwork({ method: "GET", target: "/api/artworks/Not%20a%20slug", status: 200 }),
    ).toBe(undefined);
    expect(viewedArtwork({ method: "GET", target: `/favorites?artwork=${id}`, status: 200 })).toBe(
      undefined,
    );
    expect(viewedArtwork({ method: "GET", target: "/?artwork=", status: 200 })).toBe(undefined);
    expect(
      viewedArtwork({
        method: "GET",
        target: `/?artwork=${id}`,
        status: 200,
        userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      }),
    ).toBe(undefined);
  });
});

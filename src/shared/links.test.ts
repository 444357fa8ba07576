import { describe, expect, it } from "vitest";
import { artworkHref } from "./links";

describe("artworkHref", () => {
  it("opens an artwork from the home page", () => {
    expect(artworkHref("a1")).toBe("/?artwork=a1");
  });

  it("keeps the gallery's search and filters and replaces an open artwork", () => {
    const params = new URLSearchParams("q=blue sea&price=under-100&artwork=old");
    expect(artworkHref("new", params)).toBe("/?q=blue+sea&price=under-100&artwork=new");
  });
});

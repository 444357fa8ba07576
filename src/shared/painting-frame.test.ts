import { describe, expect, it } from "vitest";
import { zoomImageUrl } from "./full-image";
import { sizedImageKey, storedImageSize, storedImageUrl } from "./images";
import { paintingFrame, photographFrame } from "./painting-frame";

const url = (width: number, height: number) =>
  storedImageUrl(sizedImageKey("upload-3f2a", { width, height }));

describe("a stored image's size, from its key", () => {
  it("reads the size the key names, and nothing from keys or URLs that name none", () => {
    expect(storedImageSize(url(3000, 2000))).toEqual({ width: 3000, height: 2000 });
    expect(storedImageSize(storedImageUrl("harbour-at-first-light"))).toBeUndefined();
    expect(storedImageSize("https://example.com/upload-1-3000x2000-1280.webp")).toBeUndefined();
    // A size of 0 or of six digits is no size at all.
    expect(storedImageSize(storedImageUrl("upload-1-0x2000"))).toBeUndefined();
    expect(storedImageSize(storedImageUrl("upload-1-100000x2000"))).toBeUndefined();
  });

  it("zooms into the full file when it is wider than the largest display width", () => {
    expect(zoomImageUrl(url(3000, 2000))).toBe(
      storedImageUrl(sizedImageKey("upload-3f2a", { width: 3000, height: 2000 }), 3000),
    );
    // A narrow upload's full file is its largest display variant.
    expect(zoomImageUrl(url(900, 2600))).toBe(url(900, 2600));
    expect(zoomImageUrl(storedImageUrl("harbour"))).toBe(storedImageUrl("harbour"));
    expect(zoomImageUrl("https://example.com/a.jpg")).toBe("https://example.com/a.jpg");
  });
});

describe("a painting's frame", () => {
  it("keeps a landscape, a square and a portrait at their own ratio", () => {
    expect(paintingFrame(url(3000, 2000))).toEqual({ ratio: 1.5, width: 1280, height: 853 });
    expect(paintingFrame(url(2400, 2400))).toEqual({ ratio: 1, width: 1280, height: 1280 });
    expect(paintingFrame(url(800, 1000))).toEqual({ ratio: 0.8, width: 800, height: 1000 });
  });

  it("says nothing of an image whose size is unknown", () => {
    expect(paintingFrame(storedImageUrl("harbour"))).toBeUndefined();
    expect(paintingFrame("https://example.com/a.jpg")).toBeUndefined();
  });

  it("never draws a box thinner than a pixel", () => {
    expect(paintingFrame(url(60000, 1))?.height).toBe(1);
  });

  it("takes a photograph's size as kept with it, else as its URL names it", () => {
    const plain = storedImageUrl("harbour");
    expect(photographFrame({ url: plain, width: 1000, height: 2000 })).toEqual({
      ratio: 0.5,
      width: 1000,
      height: 2000,
    });
    expect(photographFrame({ url: url(3000, 2000), width: null, height: null })?.ratio).toBe(1.5);
    expect(photographFrame({ url: plain, width: null, height: null })).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import {
  artworkCardLayout,
  type Box,
  CARD_HEIGHT,
  CARD_WIDTH,
  fitWhole,
  galleryCardLayout,
  type Size,
} from "./layout";

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left &&
  inner.top >= outer.top &&
  inner.left + inner.width <= outer.left + outer.width &&
  inner.top + inner.height <= outer.top + outer.height;

const card: Box = { left: 0, top: 0, width: CARD_WIDTH, height: CARD_HEIGHT };

/** Drawn at this box, the painting keeps its proportions to within a pixel. */
const keepsProportions = (box: Box, size: Size) =>
  Math.abs(box.width - (box.height * size.width) / size.height) <= 1 ||
  Math.abs(box.height - (box.width * size.height) / size.width) <= 1;

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

// The demo collection's shapes: 42 x 59.4 cm, 30 x 30 cm, 150 x 100 cm, and extremes.
const paintings: Record<string, Size> = {
  tall: { width: 960, height: 1358 },
  square: { width: 960, height: 960 },
  wide: { width: 1280, height: 853 },
  "very tall": { width: 100, height: 4000 },
  "very wide": { width: 5000, height: 90 },
};

describe("a painting's card", () => {
  it.each(Object.entries(paintings))("shows a %s painting whole, centred on its mat", (_, size) => {
    const { text, hung } = artworkCardLayout(size);
    if (!hung) throw new Error("a painting hangs");
    const { panel, painting } = hung;
    expect(inside(panel, card)).toBe(true);
    expect(inside(painting, panel)).toBe(true);
    expect(keepsProportions(painting, size)).toBe(true);
    // A mat all round: centred on the panel, to the pixel.
    const leftMat = painting.left - panel.left;
    const rightMat = panel.left + panel.width - painting.left - painting.width;
    const topMat = painting.top - panel.top;
    const bottomMat = panel.top + panel.height - painting.top - painting.height;
    expect(Math.abs(leftMat - rightMat)).toBeLessThanOrEqual(1);
    expect(Math.abs(topMat - bottomMat)).toBeLessThanOrEqual(1);
    expect(Math.min(leftMat, rightMat, topMat, bottomMat)).toBeGreaterThanOrEqual(56);
    // As large as the mat allows: it touches the mat on two opposite sides.
    expect(Math.min(leftMat + rightMat, topMat + bottomMat)).toBe(2 * 56);
    expect(inside(text, card)).toBe(true);
    expect(overlaps(text, panel)).toBe(false);
  });

  it("gives the text the whole card when there is no painting to draw", () => {
    const { text, hung } = artworkCardLayout(null);
    expect(hung).toBeNull();
    expect(inside(text, card)).toBe(true);
    expect(text.left + text.width / 2).toBe(CARD_WIDTH / 2);
  });

  it("fits a box of any proportions whole and centred", () => {
    const frame = { left: 10, top: 20, width: 300, height: 200 };
    expect(fitWhole({ width: 30, height: 20 }, frame)).toEqual(frame);
    expect(fitWhole({ width: 100, height: 100 }, frame)).toEqual({
      left: 60,
      top: 20,
      width: 200,
      height: 200,
    });
    expect(fitWhole({ width: 600, height: 100 }, frame)).toEqual({
      left: 10,
      top: 95,
      width: 300,
      height: 50,
    });
  });
});

describe("the gallery's card", () => {
  it("shows its newest paintings whole, side by side at one height, centred", () => {
    const sizes = [paintings.wide, paintings.square, paintings.tall, paintings.wide];
    const { paintings: boxes, text } = galleryCardLayout(sizes);
    expect(boxes).toHaveLength(4);
    boxes.forEach((box, i) => {
      expect(inside(box, card)).toBe(true);
      expect(keepsProportions(box, sizes[i])).toBe(true);
      expect(box.height).toBe(boxes[0].height);
      expect(overlaps(box, text)).toBe(false);
      if (i > 0) expect(box.left).toBeGreaterThan(boxes[i - 1].left + boxes[i - 1].width);
    });
    const first = boxes[0];
    const last = boxes[boxes.length - 1];
    expect(Math.abs(first.left - (CARD_WIDTH - last.left - last.width))).toBeLessThanOrEqual(1);
    expect(inside(text, card)).toBe(true);
  });

  it("keeps a row of very wide paintings within the card, and one tall painting not too tall", () => {
    const wide = galleryCardLayout([paintings["very wide"], paintings["very wide"]]);
    for (const box of wide.paintings) expect(inside(box, card)).toBe(true);
    const [tall] = galleryCardLayout([paintings["very tall"]]).paintings;
    expect(inside(tall, card)).toBe(true);
    expect(keepsProportions(tall, paintings["very tall"])).toBe(true);
  });

  it("is the text alone, centred, when the gallery is empty", () => {
    const { paintings: boxes, text } = galleryCardLayout([]);
    expect(boxes).toEqual([]);
    expect(inside(text, card)).toBe(true);
  });
});

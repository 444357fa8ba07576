import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { PaintingSpec } from "./index";
import { createPainterProcess } from "./painter-process";

const spec: PaintingSpec = {
  style: "gestural",
  palette: ["#1b263b", "#415a77", "#778da9", "#e0e1dd", "#c8553d"],
  seed: 7,
};

describe("the painter's child process", () => {
  it("paints in a child, and a child let go when idle fails none of the next child's jobs", async () => {
    const painter = createPainterProcess(1);
    const [first] = await painter.paint(spec, 64, 64, [64]);
    expect(first.width).toBe(64);
    expect(first.data.subarray(8, 12).toString("latin1")).toBe("WEBP");
    // The first child is let go after 1 ms idle and exits a little later; a job asked for in
    // between goes to a new child, which the old one's exit must not fail.
    for (let round = 0; round < 5; round++) {
      await sleep(5);
      const [again] = await painter.paint({ ...spec, seed: round }, 32, 32, [32]);
      expect(again.width).toBe(32);
    }
  }, 60_000);
});

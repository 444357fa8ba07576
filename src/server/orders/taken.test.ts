import { describe, expect, it } from "vitest";
import { createTakenRecord } from "./taken";

const at = (ms: number) => new Date(Date.UTC(2026, 10, 27, 10, 0, 0, ms));

describe("the record of paintings lately found taken (decision 049)", () => {
  it("refuses a noted painting while the catalogue is at the version it was noted at", () => {
    const taken = createTakenRecord(500);
    expect(taken.empty).toBe(true);
    taken.note(["a", "b"], 7, at(0));
    expect(taken.empty).toBe(false);
    expect(taken.among(["a", "c"], 7, at(100))).toEqual(["a"]);
    expect(taken.among(["c"], 7, at(100))).toEqual([]);
  });

  it("forgets a note once the version has moved: whatever freed a painting moved it", () => {
    const taken = createTakenRecord(500);
    taken.note(["a"], 7, at(0));
    expect(taken.among(["a"], 8, at(1))).toEqual([]);
    // Forgotten for good, not only at the newer version.
    expect(taken.among(["a"], 7, at(2))).toEqual([]);
    expect(taken.empty).toBe(true);
  });

  it("never trusts a note against an older version read, and keeps it for the newer one", () => {
    const taken = createTakenRecord(500);
    taken.note(["a"], 7, at(0));
    expect(taken.among(["a"], 6, at(1))).toEqual([]);
    expect(taken.among(["a"], 7, at(2))).toEqual(["a"]);
  });

  it("refuses for the time given at most: a hold that runs out frees its painting unwritten", () => {
    const taken = createTakenRecord(500);
    taken.note(["a"], 7, at(0));
    expect(taken.among(["a"], 7, at(499))).toEqual(["a"]);
    expect(taken.among(["a"], 7, at(500))).toEqual([]);
    expect(taken.empty).toBe(true);
  });

  it("takes a newer note of the same painting, from its own moment", () => {
    const taken = createTakenRecord(500);
    taken.note(["a"], 7, at(0));
    taken.note(["a"], 8, at(400));
    expect(taken.among(["a"], 8, at(800))).toEqual(["a"]);
    expect(taken.among(["a"], 8, at(900))).toEqual([]);
  });

  it("keeps at most a thousand notes, the oldest going first", () => {
    const taken = createTakenRecord(500);
    const ids = Array.from({ length: 1_001 }, (_, i) => `p${i}`);
    for (const id of ids) taken.note([id], 1, at(0));
    expect(taken.among(["p0"], 1, at(1))).toEqual([]);
    expect(taken.among(["p1", "p1000"], 1, at(1))).toEqual(["p1", "p1000"]);
  });
});

import { describe, expect, it } from "vitest";
import { createTurns } from "./turns";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("turns", () => {
  it("lets `limit` hold a turn at once and the others wait, in the order they asked", async () => {
    const turns = createTurns(2);
    const started: number[] = [];
    const ends: Array<() => void> = [];
    for (const i of [1, 2, 3, 4]) {
      void turns.take().then((end) => {
        started.push(i);
        ends.push(end);
      });
    }
    await tick();
    expect(started).toEqual([1, 2]);
    expect(turns.counts).toEqual({ holding: 2, waiting: 2 });
    ends[1]();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    // A newcomer now waits behind the one still in line.
    void turns.take().then(() => started.push(5));
    ends[0]();
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    ends[2]();
    ends[3]();
    await tick();
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it("ends a turn once, however often its end is called", async () => {
    const turns = createTurns(1);
    const end = await turns.take();
    end();
    end();
    expect(turns.counts).toEqual({ holding: 0, waiting: 0 });
    const again = await turns.take();
    expect(turns.counts).toEqual({ holding: 1, waiting: 0 });
    again();
  });

  it("needs at least one turn at a time", () => {
    expect(() => createTurns(0)).toThrow(RangeError);
    expect(() => createTurns(1.5)).toThrow(RangeError);
  });
});

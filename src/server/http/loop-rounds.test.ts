import { describe, expect, it } from "vitest";
import { loopRounds } from "./loop-rounds";

/** Resolves after the event loop has turned `n` times (each setImmediate is a new turn). */
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** Busy for `ms`, as a request's work is. */
const work = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe("loopRounds", () => {
  it("runs every task, the urgent ones first, each kind in the order it came", async () => {
    const inRounds = loopRounds(50);
    const ran: string[] = [];
    inRounds(() => ran.push("order 1"), false);
    inRounds(() => ran.push("read 1"), true);
    inRounds(() => ran.push("order 2"), false);
    inRounds(() => ran.push("read 2"), true);
    await turns(3);
    expect(ran).toEqual(["read 1", "read 2", "order 1", "order 2"]);
  });

  it("leaves what is over a turn's budget to the next turns", async () => {
    const inRounds = loopRounds(5);
    let ran = 0;
    for (let i = 0; i < 10; i++) {
      inRounds(() => {
        work(3);
        ran++;
      }, false);
    }
    await turns(1);
    // Two tasks fit in 5 ms (the second starts before the budget is spent), not ten.
    expect(ran).toBeGreaterThan(0);
    expect(ran).toBeLessThan(10);
    await turns(10);
    expect(ran).toBe(10);
  });

  it("counts a task's promise chain before starting the next", async () => {
    const inRounds = loopRounds(5);
    const ran: string[] = [];
    inRounds(() => {
      void (async () => {
        await null;
        await null;
        work(10);
        ran.push("first, after its awaits");
      })();
    }, false);
    inRounds(() => ran.push("second"), false);
    await turns(1);
    // The first task's chain used the whole budget: the second waits for the next turn.
    expect(ran).toEqual(["first, after its awaits"]);
    await turns(2);
    expect(ran).toEqual(["first, after its awaits", "second"]);
  });
});

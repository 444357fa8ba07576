import { describe, expect, it, vi } from "vitest";
import { coalesced, trustedVersion } from "./version";

describe("coalesced reads (decision 010)", () => {
  /** A read that finishes when the test says, numbered in the order reads began. */
  function controlledRead() {
    const finish: Array<(fail?: boolean) => void> = [];
    const read = vi.fn(
      () =>
        new Promise<number>((resolve, reject) => {
          const n = finish.length + 1;
          finish.push((fail) => (fail ? reject(new Error(`read ${n} failed`)) : resolve(n)));
        }),
    );
    return { read, finish };
  }

  it("shares one read among callers, but never one that began before a caller asked", async () => {
    const { read, finish } = controlledRead();
    const next = coalesced(read);
    const a = next(); // begins read 1
    const b = next(); // read 1 began before b asked: b waits for read 2…
    const c = next(); // …and so does c, with b
    expect(read).toHaveBeenCalledTimes(1);
    finish[0]();
    expect(await a).toBe(1);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    const d = next(); // read 2 is under way: d waits for read 3
    finish[1]();
    expect([await b, await c]).toEqual([2, 2]);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(3));
    finish[2]();
    expect(await d).toBe(3);
    // Nothing under way: the next caller begins a read at once.
    const e = next();
    expect(read).toHaveBeenCalledTimes(4);
    finish[3]();
    expect(await e).toBe(4);
  });

  it("passes a failed read to its callers only; the next read still happens", async () => {
    const { read, finish } = controlledRead();
    const next = coalesced(read);
    const a = next();
    const b = next();
    finish[0](true);
    await expect(a).rejects.toThrow("read 1 failed");
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    finish[1]();
    expect(await b).toBe(2);
  });
});

describe("the version a cached answer relies on", () => {
  function setUp(withCounts = true) {
    let version = 7;
    let time = 1_000;
    const read = vi.fn(async () => version);
    const counts = withCounts ? { statements: 0, writes: 0 } : undefined;
    const current = trustedVersion(read, counts, 500, () => time);
    return {
      read,
      counts,
      current,
      write: () => {
        version++;
        if (counts) counts.writes++;
      },
      writeElsewhere: () => version++,
      wait: (ms: number) => (time += ms),
    };
  }

  it("is read once, then trusted without a read until the window ends", async () => {
    const { read, current, wait, writeElsewhere } = setUp();
    expect(await current()).toBe(7);
    writeElsewhere(); // another process: not known here…
    wait(499);
    expect(await current()).toBe(7);
    expect(read).toHaveBeenCalledTimes(1);
    wait(1); // …until the window ends
    expect(await current()).toBe(8);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("is read again at once after a write of this process", async () => {
    const { read, current, write } = setUp();
    expect(await current()).toBe(7);
    write();
    expect(await current()).toBe(8);
    expect(await current()).toBe(8);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("is read every time when this process's writes cannot be counted", async () => {
    const { read, current } = setUp(false);
    await current();
    await current();
    expect(read).toHaveBeenCalledTimes(2);
  });
});

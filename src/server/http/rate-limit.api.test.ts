import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { rateLimits } from "#server/db/schema";
import { createTestDatabase, testDbKind } from "#tests/database";
import { createRateLimiter } from "./rate-limit";

describe(`database rate limiter on ${testDbKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it("allows `limit` hits in a window, then refuses with the time left", async () => {
    const limiter = createRateLimiter(database.db, { name: "t1", limit: 3, windowMs: 60_000 });
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.hit("1.2.3.4"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4].count).toBe(5);
    expect(results[4].retryAfterSeconds).toBeGreaterThan(55);
    expect(results[4].retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key, and another limiter with the same key, count separately.
    expect((await limiter.hit("5.6.7.8")).allowed).toBe(true);
    const other = createRateLimiter(database.db, { name: "t2", limit: 1, windowMs: 60_000 });
    expect((await other.hit("1.2.3.4")).allowed).toBe(true);
  });

  it("starts counting again when the window has ended", async () => {
    const limiter = createRateLimiter(database.db, { name: "t3", limit: 1, windowMs: 60_000 });
    await limiter.hit("k");
    expect((await limiter.hit("k")).allowed).toBe(false);
    await database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} = 't3:k'`);
    expect(await limiter.hit("k")).toMatchObject({ allowed: true, count: 1 });
  });

  it("isBlocked looks without counting; reset forgets", async () => {
    const limiter = createRateLimiter(database.db, { name: "t4", limit: 2, windowMs: 60_000 });
    expect((await limiter.isBlocked("a")).allowed).toBe(true);
    await limiter.hit("a");
    expect((await limiter.isBlocked("a")).allowed).toBe(true);
    await limiter.hit("a");
    expect((await limiter.isBlocked("a")).allowed).toBe(false);
    expect((await limiter.isBlocked("a")).count).toBe(2);
    await limiter.reset("a");
    expect((await limiter.isBlocked("a")).allowed).toBe(true);
  });

  it("counts concurrent hits exactly: no two requests both take the last place", async () => {
    const limiter = createRateLimiter(database.db, { name: "t5", limit: 10, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.hit("burst")));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});

import { describe, expect, it } from "vitest";
import { afterFailure, GIVE_UP_AFTER_MS, LONGEST_RETRY_MS, retryDelay } from "./retry";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

describe("the mail back-off (decision 013)", () => {
  it("waits 15 s after a first failure, doubling each time up to 15 minutes", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map(retryDelay);
    expect(delays).toEqual([
      15 * SECOND,
      30 * SECOND,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      15 * MINUTE,
      15 * MINUTE,
    ]);
    expect(retryDelay(1_000)).toBe(LONGEST_RETRY_MS);
  });

  it("tries again at now plus the delay while the mail is younger than a day", () => {
    const createdAt = new Date("2026-11-22T10:00:00.000Z");
    const now = new Date(createdAt.getTime() + 3 * MINUTE);
    expect(afterFailure({ attempts: 3, createdAt, now })).toEqual({
      retryAt: new Date(now.getTime() + MINUTE),
    });
    const justUnder = new Date(createdAt.getTime() + GIVE_UP_AFTER_MS - 1);
    expect(afterFailure({ attempts: 90, createdAt, now: justUnder })).toEqual({
      retryAt: new Date(justUnder.getTime() + LONGEST_RETRY_MS),
    });
  });

  it("gives up once the mail has been failing for 24 hours", () => {
    expect(GIVE_UP_AFTER_MS).toBe(24 * 60 * MINUTE);
    const createdAt = new Date("2026-11-22T10:00:00.000Z");
    const now = new Date(createdAt.getTime() + GIVE_UP_AFTER_MS);
    expect(afterFailure({ attempts: 101, createdAt, now })).toEqual({ giveUp: true });
  });
});

import { describe, expect, it } from "vitest";
import { lastActiveWhen } from "./Sessions";

describe("lastActiveWhen (the sessions' last activity, en-GB)", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MINUTE = 60_000;

  it.each([
    [ago(10_000), "now"],
    [new Date(now.getTime() + 5_000).toISOString(), "now"],
    [ago(5 * MINUTE), "5 minutes ago"],
    [ago(3 * 60 * MINUTE), "3 hours ago"],
    [ago(26 * 60 * MINUTE), "yesterday"],
    [ago(3 * 24 * 60 * MINUTE), "3 days ago"],
    ["2026-10-02T09:00:00Z", "2 October 2026"],
  ])("%s → %s", (iso, said) => {
    expect(lastActiveWhen(iso, now)).toBe(said);
  });
});

import { describe, expect, it } from "vitest";
import { type Answer, AnswerStore } from "./answer";
import { matchesEtag, preferredEncoding } from "./encoding";

describe("content negotiation and validators", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["gzip", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*", "br"],
    ["*;q=0.1, gzip", "gzip"],
    ["BR", "br"],
  ])("Accept-Encoding %j → %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['W/"x", W/"abc"', true],
    ["*", true],
    ['W/"abcd"', false],
  ])('If-None-Match %j matches W/"abc": %j', (header, expected) => {
    expect(matchesEtag(header, 'W/"abc"')).toBe(expected);
  });
});

describe("the answer store", () => {
  const answer = (body: string, version = 1): Answer => ({
    version,
    contentType: "application/json",
    status: 200,
    from: 0,
    until: 1,
    body: Buffer.from(body),
    etag: `W/"${body}"`,
    encoded: {},
  });

  it("lets the least recently used answer go first, by count", () => {
    const store = new AnswerStore(3, 1_000);
    for (const key of ["a", "b", "c"]) store.set(key, answer(key));
    store.set("a", store.get("a") as Answer); // used: now the most recent
    store.set("d", answer("d"));
    expect(store.get("b")).toBeUndefined();
    expect(["a", "c", "d"].map((key) => store.get(key)?.body.toString())).toEqual(["a", "c", "d"]);
    expect(store.size).toEqual({ entries: 3, bytes: 3 });
  });

  it("keeps within its bytes, and never keeps an answer bigger than an eighth of them", () => {
    const store = new AnswerStore(100, 800);
    store.set("a", answer("x".repeat(100)));
    store.set("b", answer("y".repeat(100)));
    store.set("huge", answer("z".repeat(101)));
    expect(store.get("huge")).toBeUndefined();
    for (let i = 0; i < 10; i++) store.set(`k${i}`, answer("w".repeat(100)));
    expect(store.size).toEqual({ entries: 8, bytes: 800 });
    expect(store.get("a")).toBeUndefined();
    store.set("k9", answer("v"));
    expect(store.size).toEqual({ entries: 8, bytes: 701 });
  });

  it("never replaces an answer computed at a newer version with an older one", () => {
    const store = new AnswerStore();
    store.set("k", answer("new", 7));
    store.set("k", answer("old", 6));
    expect(store.get("k")?.body.toString()).toBe("new");
    store.set("k", answer("newer", 8));
    expect(store.get("k")?.body.toString()).toBe("newer");
  });
});

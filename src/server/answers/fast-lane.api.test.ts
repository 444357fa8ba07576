import { request } from "node:http";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { artworks } from "#server/db/schema";
import type { ArtworkPage } from "#shared/artwork";
import { messages } from "#shared/messages";
import { newArtwork, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { logLines } from "#tests/logs";
import { testClock } from "#tests/orders";
import { TEST_INDEX_HTML } from "#tests/read-routes";
import { ANSWER_TTL_MS } from "./cache";
import { VERSION_TRUSTED_MS } from "./version";

// The fast lane sends cached answers straight onto Node's response. It must send exactly what
// the app sends, only what the app would send now, and say so in the same log line.

type Raw = { status: number; headers: Record<string, string>; body: Buffer };

/** A request over HTTP, its body as the bytes sent (no decompression, unlike fetch). */
type Init = { method?: string; headers?: Record<string, string> };

function raw(origin: string, target: string, init: Init = {}) {
  return new Promise<Raw>((resolve, reject) => {
    const req = request(`${origin}${target}`, init, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** An answer without what differs from one request to the next. */
const comparable = ({ status, headers, body }: Raw) => {
  const { date: _date, "x-request-id": requestId, ...rest } = headers;
  expect(requestId).toMatch(/^[\w-]{36}$/);
  return { status, headers: rest, body: body.toString("base64") };
};

const titlesIn = (answer: Raw) =>
  (JSON.parse(answer.body.toString()) as ArtworkPage).items.map((artwork) => artwork.title);

describe(`the fast lane on ${testDbKind}`, () => {
  const clock = testClock(new Date());
  const t = useTestApp({
    indexHtml: TEST_INDEX_HTML,
    clock: clock.now,
    artworks: [
      { title: "Amber Field", createdAt: new Date("2026-01-02") },
      { title: "Blue Tide", createdAt: new Date("2026-01-01") },
    ],
  });
  let origin: string;
  let owner: TestUser;
  beforeAll(async () => {
    origin = await t.listen();
    owner = await t.signIn({ owner: true });
  });
  // A version read stands for VERSION_TRUSTED_MS by the monotonic clock, and on a loaded
  // machine half a second can pass between two requests: the lane then rightly stands aside.
  // Here that clock stands still (performance.now), so whether the lane answers turns on writes
  // and the test's clock alone — except where a test lets it run.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Asked twice: the app answers and caches, then reads the version the lane relies on. */
  const askTwice = async (target: string) => {
    await raw(origin, target);
    return raw(origin, target);
  };
  /** Whether the lane has an answer for `target` it may send now. */
  const laneHas = (target: string) => t.answers.answerAt(target) !== undefined;

  it("sends a cached answer exactly as the app does: each coding, HEAD and 304", async () => {
    const [amber] = t.artworks;
    const targets = [
      "/api/artworks?limit=2",
      `/api/artworks/${amber.id}`,
      "/",
      `/?artwork=${amber.slug}`,
      "/?medium=oil&q=amber",
    ];
    for (const target of targets) {
      expect(laneHas(target)).toBe(false);
      // Not known yet: the app answers (the second time from its cache, the version read)…
      const fromApp = await raw(origin, target);
      expect(fromApp.status).toBe(200);
      expect(comparable(await raw(origin, target))).toEqual(comparable(fromApp));
      expect(laneHas(target)).toBe(true); // …and the lane knows it from now on
      const etag = fromApp.headers.etag;
      const inits: Init[] = [
        {},
        { headers: { "accept-encoding": "br" } },
        { headers: { "accept-encoding": "gzip, deflate" } },
        { headers: { "accept-encoding": "br;q=0, gzip;q=0" } },
        { method: "HEAD" },
        { headers: { "if-none-match": etag } },
        { headers: { "if-none-match": `W/"other", ${etag}` } },
      ];
      for (const init of inits) {
        // The app's answer (asked straight, past the lane) and the lane's, over HTTP.
        const viaApp = await t.app.request(target, init);
        const viaLane = await raw(origin, target, init);
        expect(comparable(viaLane).status).toBe(viaApp.status);
        const appHeaders = Object.fromEntries(viaApp.headers);
        const { "x-request-id": _id, ...laneHeaders } = viaLane.headers;
        const { "x-request-id": _appId, ...expectedHeaders } = appHeaders;
        for (const [name, value] of Object.entries(expectedHeaders)) {
          expect([target, init, name, laneHeaders[name]]).toEqual([target, init, name, value]);
        }
        const byNode = ["content-length", "date", "connection", "keep-alive"];
        const extra = Object.keys(laneHeaders).filter(
          (name) => !(name in expectedHeaders) && !byNode.includes(name),
        );
        expect([target, init, extra]).toEqual([target, init, []]);
        const expectedBody = Buffer.from(await viaApp.arrayBuffer());
        expect(viaLane.body.equals(expectedBody)).toBe(true);
        if (viaApp.status === 200 && init.method !== "HEAD") {
          expect(Number(viaLane.headers["content-length"])).toBe(expectedBody.length);
        }
      }
      // And the same as the app answers through Node, the first time.
      expect(comparable(await raw(origin, target))).toEqual(comparable(fromApp));
    }
  });

  it("sends a 304 the same whichever answers it: the lane, or the app when the lane may not", async () => {
    for (const target of ["/api/artworks?limit=4", "/?limit=4"]) {
      const fresh = await askTwice(target);
      expect(laneHas(target)).toBe(true);
      const revalidate = { headers: { "if-none-match": fresh.headers.etag } };
      const fromLane = await raw(origin, target, revalidate);
      // The lane standing aside, as it does once it may no longer trust the version it read.
      const lane = vi.spyOn(t.answers, "answerAt").mockReturnValue(undefined);
      try {
        const fromApp = await raw(origin, target, revalidate);
        expect(lane).toHaveBeenCalled();
        expect(fromApp.status).toBe(304);
        expect(comparable(fromApp)).toEqual(comparable(fromLane));
        // The answer's own type, not the adapter's text/plain for a response without one.
        expect(fromApp.headers["content-type"]).toBe(fresh.headers["content-type"]);
      } finally {
        lane.mockRestore();
      }
    }
  });

  it("answers only the targets the app has answered, and only GET and HEAD", async () => {
    const lane = vi.spyOn(t.answers, "answerAt");
    try {
      await askTwice("/api/artworks?limit=1");
      await raw(origin, "/api/artworks?limit=1");
      expect(lane.mock.results.at(-1)?.value).toBeDefined();
      // Another spelling of the same question is the app's to answer first.
      expect(laneHas("/api/artworks?limit=1&")).toBe(false);
      // A very long target is never kept: the app answers it every time.
      const long = `/api/artworks?limit=1&q=${"a".repeat(30)}&x=${"b".repeat(2_100)}`;
      expect((await askTwice(long)).status).toBe(200);
      expect(laneHas(long)).toBe(false);
      expect((await raw(origin, "/api/artworks?limit=1&")).status).toBe(200);
      // A bad target is the app's every time, with its reason.
      for (let i = 0; i < 2; i++) {
        const bad = await raw(origin, "/api/artworks?limit=0");
        expect(bad.status).toBe(400);
        expect(laneHas("/api/artworks?limit=0")).toBe(false);
      }
      // Other methods never reach the lane.
      const calls = lane.mock.calls.length;
      const posted = await raw(origin, "/api/artworks?limit=1", { method: "POST" });
      expect(posted.status).toBeGreaterThanOrEqual(400);
      expect(posted.status).toBeLessThan(500);
      expect(lane.mock.calls.length).toBe(calls);
    } finally {
      lane.mockRestore();
    }
  });

  it("leaves a request with a control character in a cookie to the app, which refuses it", async () => {
    const target = "/api/artworks?limit=2";
    expect((await askTwice(target)).status).toBe(200);
    expect(laneHas(target)).toBe(true);
    const lane = vi.spyOn(t.answers, "answerAt");
    try {
      const cookie = "atelier_preview=abcdefghijklmnopqrstuv%00";
      const refused = await raw(origin, target, { headers: { cookie } });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body.toString()).error).toBe(messages.api.controlCharacterHeader);
      // Asked, and stood aside.
      expect(lane).toHaveBeenCalledWith(target, false);
      expect((await raw(origin, target)).status).toBe(200);
    } finally {
      lane.mockRestore();
    }
  });

  it("writes the same log line as the app", async () => {
    await raw(origin, "/api/artworks?limit=3");
    await raw(origin, "/api/artworks?limit=3", { headers: { "x-request-id": "proxy-id-1234" } });
    const lines = logLines().filter((line) => line.msg === "request");
    expect(lines).toHaveLength(2);
    const [fromApp, fromLane] = lines;
    expect(Object.keys(fromLane)).toEqual(Object.keys(fromApp));
    expect(fromLane).toMatchObject({
      level: "info",
      method: "GET",
      path: "/api/artworks",
      status: 200,
      ip: "127.0.0.1",
    });
    // No proxy is trusted here: its request id is not taken.
    expect(fromLane.requestId).not.toBe("proxy-id-1234");
  });

  it("never sends an answer older than a write of this process", async () => {
    const target = "/api/artworks?limit=5";
    await askTwice(target);
    expect(laneHas(target)).toBe(true);

    // Through the app…
    const created = await t.send("POST", "/api/artworks", newArtwork("Cold Harbour"), {
      cookie: owner.cookie,
    });
    expect(created.status).toBe(201);
    expect(laneHas(target)).toBe(false);
    expect(titlesIn(await raw(origin, target))).toEqual([
      "Cold Harbour",
      "Amber Field",
      "Blue Tide",
    ]);

    // …and straight in the database, past the app.
    await askTwice(target);
    expect(laneHas(target)).toBe(true);
    await t.db.update(artworks).set({ title: "Renamed" }).where(sql`title = 'Blue Tide'`);
    expect(laneHas(target)).toBe(false);
    expect(titlesIn(await raw(origin, target))).toContain("Renamed");
  });

  it("stops sending an answer once its time is up", async () => {
    const target = "/api/artworks?limit=7";
    await askTwice(target);
    expect(laneHas(target)).toBe(true);
    clock.advance(ANSWER_TTL_MS);
    expect(laneHas(target)).toBe(false);
    expect((await askTwice(target)).status).toBe(200);
    expect(laneHas(target)).toBe(true);
  });

  it.runIf(testDbKind === "postgres")(
    "on PostgreSQL, sends another process's write within the bound",
    async () => {
      // Another process's write shows once the version read has aged: time must pass here.
      vi.useRealTimers();
      const target = "/api/artworks?limit=9";
      const [{ name }] = (
        (await t.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      const elsewhere = new pg.Client(`${inject("postgresServerUrl")}/${name}`);
      await elsewhere.connect();
      try {
        await askTwice(target);
        await elsewhere.query(
          "update artworks set title = 'From Elsewhere' where title = 'Amber Field'",
        );
        const written = performance.now();
        while (!titlesIn(await raw(origin, target)).includes("From Elsewhere")) {
          expect(performance.now() - written).toBeLessThan(VERSION_TRUSTED_MS + 500);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      } finally {
        await elsewhere.end();
      }
    },
  );
});

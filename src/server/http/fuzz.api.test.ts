import { describe, expect, it } from "vitest";
import { SITE, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { expectReadsHealthy, TEST_INDEX_HTML } from "#tests/read-routes";

/** A small seeded generator, so a failure can be replayed from its seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick };
}

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  "\r\n\r\n",
  "\ud800",
  "🖼️".repeat(50),
  "x".repeat(70_000),
  "%",
  "_",
  "\\",
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "../../etc/passwd",
  "/images/../../x-1280.webp",
  "00000000-0000-0000-0000-000000000000",
  "null",
  "NaN",
  "-1",
  "1e309",
  "__proto__",
];

const NASTY_VALUES: unknown[] = [
  ...NASTY_STRINGS,
  null,
  true,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  [],
  [null],
  {},
  { $gt: "" },
  { __proto__: { polluted: true } },
];

const FIELDS = [
  "email",
  "password",
  "name",
  "callbackURL",
  "image",
  "role",
  "title",
  "artist",
  "description",
  "price",
  "medium",
  "size",
  "imageUrl",
  "fullName",
  "prompt",
  "artworkId",
  "shipping",
  "trackingNumber",
  "amount",
  "days",
  "__proto__",
  "constructor",
];

const ROUTES: Array<[string, string]> = [
  ["GET", "/api/artworks"],
  ["GET", "/api/artworks/{id}"],
  ["POST", "/api/artworks"],
  ["PUT", "/api/artworks/{id}"],
  ["DELETE", "/api/artworks/{id}"],
  ["PUT", "/api/artworks/{id}/availability"],
  ["POST", "/api/images"],
  ["GET", "/api/favorites"],
  ["PUT", "/api/favorites/{id}"],
  ["DELETE", "/api/favorites/{id}"],
  ["GET", "/api/cart"],
  ["PUT", "/api/cart/{id}"],
  ["DELETE", "/api/cart/{id}"],
  ["PATCH", "/api/account/profile"],
  ["GET", "/api/account/export"],
  ["DELETE", "/api/account"],
  ["POST", "/api/generator/images"],
  ["GET", "/api/orders"],
  ["POST", "/api/orders"],
  ["GET", "/api/orders/{id}"],
  ["POST", "/api/orders/{id}/cancel"],
  ["GET", "/api/admin/orders"],
  ["POST", "/api/admin/orders/{id}/paid"],
  ["POST", "/api/admin/orders/{id}/shipped"],
  ["POST", "/api/admin/orders/{id}/cancel"],
  ["POST", "/api/payments/stripe/webhook"],
  ["GET", "/api/admin/payment-requests"],
  ["POST", "/api/admin/payment-requests"],
  ["POST", "/api/admin/payment-requests/{id}/cancel"],
  ["POST", "/api/admin/payment-requests/{id}/paid"],
  ["GET", "/api/payment-requests/{id}"],
  ["POST", "/api/payment-requests/{id}/pay"],
  ["GET", "/pay/{id}"],
  ["POST", "/api/auth/sign-in/email"],
  ["POST", "/api/auth/sign-up/email"],
  ["POST", "/api/auth/send-verification-email"],
  ["POST", "/api/auth/sign-out"],
  ["GET", "/api/auth/get-session"],
  ["GET", "/api/auth/verify-email"],
  ["POST", "/api/auth/update-user"],
  ["POST", "/api/auth/{id}"],
  ["GET", "/api/{id}"],
  ["GET", "/"],
  ["HEAD", "/"],
  ["GET", "/{id}"],
  ["HEAD", "/{id}"],
  ["GET", "//{id}"],
  ["GET", "/images/{id}-640.webp"],
  ["GET", "/sitemap.xml"],
];

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "text/plain",
  "",
];

/** A string as a URL path segment; a lone surrogate, which cannot be encoded, as raw bytes. */
function encodePathPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

/** One malformed request: a route, a mangled id or query, a mangled body and encoding. */
function malformedRequest(random: ReturnType<typeof seeded>, knownId: string) {
  const [method, template] = random.pick(ROUTES);
  const id = random.pick([knownId, ...NASTY_STRINGS.map(encodePathPart), "%ff", "%00", ".."]);
  let url = template.replace("{id}", id);
  if (random.next() < 0.5) {
    const query = new URLSearchParams();
    for (let i = 0; i < 3; i++) {
      query.append(
        random.pick([
          "q",
          "price",
          "medium",
          "size",
          "availability",
          "artwork",
          "status",
          "limit",
          "cursor",
          "token",
          "x",
        ]),
        random.pick(NASTY_STRINGS),
      );
    }
    url += `?${query}`;
  }
  let body: string | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const shape = random.next();
    if (shape < 0.08)
      body = random.pick([
        '------x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n------x--\r\n',
        '------x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot an image\r\n------x--\r\n',
        "------x\r\nContent-Disposition: form-data\r\n\r\n",
        "------x--",
      ]);
    else if (shape < 0.15)
      body = random.pick([
        '{"a":',
        "[",
        "nul",
        "{}}",
        "\u0000",
        '{"a":"\\ud800"}',
        '{"price":1e309}',
      ]);
    else if (shape < 0.3) body = JSON.stringify(random.pick(NASTY_VALUES));
    else {
      const fields: Record<string, unknown> = {};
      for (let i = 0; i < 1 + random.next() * 6; i++) {
        fields[random.pick(FIELDS)] = random.pick(NASTY_VALUES);
      }
      body = JSON.stringify(fields);
    }
  }
  const headers: Record<string, string> = { origin: SITE };
  const type = random.pick(CONTENT_TYPES);
  if (type) headers["content-type"] = type;
  return { method, url, body, headers };
}

/**
 * Each database's tier sends its own share of the requests, from a seed of its own: both tiers
 * run in every CI run, so together they send as many different requests as one tier sent alone
 * before, at half the CPU (3,000 took 25 CPU-seconds a tier). Most are refused before any query,
 * and those that reach one meet the same PostgreSQL either way (PGlite is PostgreSQL built for
 * WebAssembly), so neither database needs the other's share.
 * FUZZ_REQUESTS (and FUZZ_SEED, to replay one) sends more.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? (testDbKind === "pglite" ? 20261122 : 20261127));

describe(`${REQUESTS} malformed requests over every route on ${testDbKind} (seed ${SEED})`, () => {
  const t = useTestApp({
    indexHtml: TEST_INDEX_HTML,
    artworks: [{ title: "Kept" }, { title: "Also kept" }],
  });
  const catalogue = async () =>
    JSON.stringify((await (await t.app.request("/api/artworks?limit=100")).json()).items);

  // Sign-ups hash passwords and the generator paints: a few thousand take a while.
  it("answers every one with less than 500, in parallel, and leaves the shop as it was", {
    timeout: 180_000,
  }, async () => {
    const before = await catalogue();
    const [first] = t.artworks;
    const shopper = await t.signIn();
    const owner = await t.signIn({ owner: true });
    const random = seeded(SEED);
    const requests = Array.from({ length: REQUESTS }, (_, i) => {
      const request = malformedRequest(random, first.id);
      // Anonymous, a shopper and the owner: none may change the catalogue with what is sent
      // (the owner's one well-formed change, deleting an artwork, is left out).
      const who = random.pick([undefined, shopper, owner]);
      if (who) request.headers.cookie = who.cookie;
      return { i, who, ...request };
    }).filter((request) => !(request.who === owner && request.method === "DELETE"));
    const failures: string[] = [];
    // Sixteen at a time, as a crowd of clients would send them.
    for (let from = 0; from < requests.length; from += 16) {
      await Promise.all(
        requests.slice(from, from + 16).map(async (request) => {
          const response = await t.app.request(`http://localhost:3000${request.url}`, {
            method: request.method,
            headers: request.headers,
            body: request.body,
          });
          await response.arrayBuffer();
          if (response.status >= 500) {
            failures.push(`#${request.i} ${request.method} ${request.url} → ${response.status}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(await catalogue()).toBe(before);
    // Fresh sessions: the fuzz may well have signed its shopper and owner out.
    await expectReadsHealthy(t, await t.signIn(), await t.signIn({ owner: true }));
  });
});

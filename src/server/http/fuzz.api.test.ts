import { describe, expect, it } from "vitest";
import { MONEY_MAX } from "#shared/money-input";
import { newArtwork, SITE, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { TEST_SHIPPING } from "#tests/orders";
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
  ["GET", "/api/preview"],
  ["GET", "/api/delivery/quote"],
  ["POST", "/api/offers"],
  ["POST", "/api/admin/offers/{id}/counter"],
  ["POST", "/api/admin/reservations"],
  ["PUT", "/api/admin/settings"],
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
  ["GET", "/preview"],
  ["HEAD", "/{id}"],
  ["GET", "//{id}"],
  ["GET", "/images/{id}-640.webp"],
  ["GET", "/sitemap.xml"],
];

/** Cookies as a browser could send them, percent-encoded where a raw byte may not be sent. */
const NASTY_COOKIES = [
  "atelier_preview=abcdefghijklmnopqrstuv%00",
  "atelier_preview=%00",
  "atelier_preview=a%0Ab",
  "atelier_preview=abc",
  `atelier_preview=${"A".repeat(43)}`,
  `atelier_preview=${"%C3%A9".repeat(30)}`,
  "atelier_preview=%ff%fe",
  "atelier_preview=%",
  "better-auth.session_token=%00",
  "better-auth.session_token=x%01y.z",
  "x=\u0001",
  "x=a%7Fb",
  "=",
  ";;;",
];

/** Headers any client may send, with control characters a fetch Headers object allows. */
const NASTY_HEADERS: Array<[string, string]> = [
  ["user-agent", "agent\u0001"],
  ["user-agent", "\u001b[31mred"],
  ["accept-language", "en\u007f"],
  ["x-forwarded-for", "1.2.3.4\u0008"],
  ["if-none-match", '"\u0002"'],
  ["x-request-id", "id\u001f"],
  ["accept-encoding", "gzip\tbr"],
  ["referer", "https://example.com/%00"],
  ["x-note", "x".repeat(8_000)],
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
          "country",
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
  // A third carry a nasty cookie, a third a nasty header.
  const cookie = random.next() < 0.33 ? random.pick(NASTY_COOKIES) : undefined;
  if (random.next() < 0.33) {
    const [name, value] = random.pick(NASTY_HEADERS);
    headers[name] = value;
  }
  return { method, url, body, headers, cookie };
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
      const cookies = [who?.cookie, request.cookie].filter(Boolean);
      if (cookies.length > 0) request.headers.cookie = cookies.join("; ");
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

/** Amounts at the limit, past it, and rounding to nothing, as JSON numbers. */
const AT_LIMIT = [MONEY_MAX, 0.01];
const PAST_LIMIT = [MONEY_MAX + 0.01, 1_000_000, 21_474_836.48, 99_999_999.99, 1e12, 1e308];
const NOT_AN_AMOUNT = [4e-9, 0.004, 0.005, 0, -0.01, -MONEY_MAX, 1e-300];

describe(`money at and past the limit on every route that takes an amount, on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [
      { title: "At the limit", price: MONEY_MAX },
      // Priced before the limit, as the API once allowed: read, never refused by a 500.
      { title: "Past the limit", price: 99_999_999.99 },
      { title: "Dear", price: 600_000 },
      { title: "Also dear", price: 600_000 },
      { title: "Plain", price: 100 },
    ],
  });

  it("answers every amount with less than 500, and one past the limit with 400 or 422", {
    timeout: 120_000,
  }, async () => {
    const [atLimit, pastLimit, dear, alsoDear, plain] = t.artworks;
    const owner = await t.signIn({ owner: true });
    const shopper = await t.signIn();
    const failures: string[] = [];
    const send = async (who: TestUser, method: string, url: string, body?: unknown) => {
      const response = await t.send(method, url, body, { cookie: who.cookie });
      const text = await response.text();
      if (response.status >= 500) failures.push(`${method} ${url} ${JSON.stringify(body)} → 500`);
      return { status: response.status, text };
    };
    const expectRefused = (sent: { status: number; text: string }, what: string) => {
      if (sent.status !== 400 && sent.status !== 422) {
        failures.push(`${what} → ${sent.status} ${sent.text.slice(0, 200)}`);
      }
    };

    // Every route whose body carries an amount in pounds.
    const offer = await send(shopper, "POST", "/api/offers", {
      artworkId: dear.id,
      amount: 400_000,
    });
    expect(offer.status, offer.text).toBe(201);
    const offerId = JSON.parse(offer.text).id as string;
    const amountRoutes = (amount: number): Array<[TestUser, string, string, unknown]> => [
      [shopper, "POST", "/api/offers", { artworkId: atLimit.id, amount }],
      [shopper, "POST", "/api/offers", { artworkId: pastLimit.id, amount }],
      [owner, "POST", `/api/admin/offers/${offerId}/counter`, { amount }],
      [
        owner,
        "POST",
        "/api/admin/reservations",
        { artworkId: plain.id, email: "kept@example.com", days: 1, price: amount },
      ],
      [
        owner,
        "POST",
        "/api/admin/payment-requests",
        { email: "payer@example.com", description: "Deposit", amount },
      ],
      [owner, "POST", "/api/artworks", { ...newArtwork("Priced"), price: amount }],
      [owner, "PUT", `/api/artworks/${plain.id}`, { ...newArtwork("Plain"), price: amount }],
      [owner, "PUT", "/api/admin/settings", settingsWithRate(amount)],
    ];
    for (const amount of [...AT_LIMIT, ...PAST_LIMIT, ...NOT_AN_AMOUNT]) {
      for (const [who, method, url, body] of amountRoutes(amount)) {
        const sent = await send(who, method, url, body);
        // Free delivery is a rate of its own (0), unlike any other amount.
        const free = amount === 0 && url === "/api/admin/settings";
        const refused = !free && (PAST_LIMIT.includes(amount) || NOT_AN_AMOUNT.includes(amount));
        if (refused) expectRefused(sent, `${method} ${url} ${amount}`);
        // A reservation made at the limit is ended, so the next one may be made.
        if (url === "/api/admin/reservations" && sent.status === 201) {
          await send(owner, "DELETE", `/api/admin/reservations/${JSON.parse(sent.text).id}`);
        }
      }
    }
    // Back to rates free at home and charged abroad (£75), for the totals below.
    const rates = settingsWithRate(75, 0);
    expect((await send(owner, "PUT", "/api/admin/settings", rates)).status).toBe(200);
    // The import takes prices too, as CSV cells.
    for (const price of ["999999.99", "1000000", "99999999.99", "0.000000004", "0", "1e12"]) {
      const csv = `title,artist,price,medium,size,imageUrl\nImported,A,${price},Oil,10 x 10 cm,https://images.example/a.jpg\n`;
      const response = await t.app.request("/api/admin/imports/artworks?dryRun=true", {
        method: "POST",
        headers: { cookie: owner.cookie, origin: SITE, "content-type": "text/csv" },
        body: csv,
      });
      const report = await response.json();
      if (response.status >= 500) failures.push(`import ${price} → ${response.status}`);
      if (price !== "999999.99" && report.errors?.[0]?.field !== "price") {
        failures.push(`import ${price} → ${JSON.stringify(report)}`);
      }
    }

    // Totals: the cart's quote, orders in full and in monthly parts, each past the limit.
    const carts: Array<[string, string[]]> = [
      ["a work priced past the limit", [pastLimit.id]],
      ["two works past it together", [dear.id, alsoDear.id]],
      ["a work at the limit and its delivery abroad", [atLimit.id]],
    ];
    for (const [what, ids] of carts) {
      const buyer = await t.signIn();
      for (const id of ids) await send(buyer, "PUT", `/api/cart/${id}`);
      const country = what.endsWith("abroad") ? "FR" : "GB";
      expectRefused(await send(buyer, "GET", `/api/delivery/quote?country=${country}`), what);
      const shipping = {
        ...TEST_SHIPPING,
        ...(country === "FR" && { country, postcode: "75001" }),
      };
      for (const instalments of [undefined, 2, 3]) {
        const body = { shipping, artworkIds: ids, ...(instalments && { instalments }) };
        expectRefused(await send(buyer, "POST", "/api/orders", body), `${what}, ${instalments}`);
      }
    }
    expect(failures).toEqual([]);
    // At the limit, in parts: ordered, and its parts add up to it.
    const buyer = await t.signIn();
    await send(buyer, "PUT", `/api/cart/${atLimit.id}`);
    const inParts = await send(buyer, "POST", "/api/orders", {
      shipping: TEST_SHIPPING,
      instalments: 3,
    });
    expect(inParts.status, inParts.text).toBe(201);
    const { order } = JSON.parse(inParts.text);
    expect(order.total).toBe(MONEY_MAX);
    const parts = order.plan.schedule.map((part: { amount: number }) =>
      Math.round(part.amount * 100),
    );
    expect(parts.reduce((sum: number, pence: number) => sum + pence, 0)).toBe(99_999_999);
  });
});

/** The shop's settings with every delivery rate at `pounds` (`home`, in the UK). */
function settingsWithRate(pounds: number, home = pounds) {
  const zone = { small: pounds, medium: pounds, large: pounds, oversize: pounds };
  const uk = { small: home, medium: home, large: home, oversize: home };
  return {
    businessName: "Studio",
    address: "1 High Street",
    email: "studio@example.com",
    vatNumber: null,
    delivery: { rates: { uk, europe: zone, world: zone }, collection: true },
  };
}

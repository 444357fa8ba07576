import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#server/db/auth-schema";
import { messages } from "#shared/messages";
import { SITE, type TestApp, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

const PASSWORD = "correct horse battery";

/** A request as if from `ip` (the Node adapter's socket, which clientIp reads). */
function from(t: TestApp, ip: string, path: string, init: RequestInit) {
  return t.app.request(path, init, { incoming: { socket: { remoteAddress: ip } } });
}

function json(body: unknown) {
  return {
    method: "POST",
    headers: { origin: SITE, "content-type": "application/json" },
    body: JSON.stringify(body),
  };
}

const signIn = (t: TestApp, ip: string, email: string, password: string) =>
  from(t, ip, "/api/auth/sign-in/email", json({ email, password }));

/** A verified account with a password, written directly (as sign-up and the link would). */
async function accountWithPassword(t: TestApp, email: string) {
  const user = await t.signIn({ email, password: PASSWORD });
  return user;
}

const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((counts, r) => {
    counts[r.status] = (counts[r.status] ?? 0) + 1;
    return counts;
  }, {});

describe(`sign-in throttles under attack on ${testDbKind}`, () => {
  const t = useTestApp();

  it("evaluates at most 10 of 100 parallel wrong passwords for one account from one address", async () => {
    await accountWithPassword(t, "target@example.com");
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(t, "203.0.113.1", "target@example.com", `wrong password ${i}`),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 90 });
    const refused = responses.find((r) => r.status === 429) as Response;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toBe(messages.api.tooManyAccountSignIns);
  });

  it("evaluates at most 50 of 120 parallel guesses across accounts from one address", async () => {
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        signIn(t, "203.0.113.2", `guess-${i}@example.com`, "wrong password"),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: 50, 429: 70 });
    const refused = responses.find((r) => r.status === 429) as Response;
    expect((await refused.json()).error).toBe(messages.api.tooManySignIns);
  });

  it("does not let a stranger's address lock the owner out", async () => {
    await accountWithPassword(t, "owner@example.com");
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t, "198.51.100.66", "owner@example.com", "guess")).status).toBe(401);
    }
    expect((await signIn(t, "198.51.100.66", "owner@example.com", PASSWORD)).status).toBe(429);
    // The owner, from her own address, still signs in.
    expect((await signIn(t, "192.0.2.10", "owner@example.com", PASSWORD)).status).toBe(200);
  });

  it("stops an account after 100 failures an hour from all addresses together", async () => {
    await accountWithPassword(t, "botnet-target@example.com");
    for (let bot = 0; bot < 10; bot++) {
      const guesses = await Promise.all(
        Array.from({ length: 10 }, () =>
          signIn(t, `10.0.${bot}.1`, "botnet-target@example.com", "guess"),
        ),
      );
      expect(statuses(guesses)).toEqual({ 401: 10 });
    }
    const blocked = await signIn(t, "192.0.2.20", "botnet-target@example.com", PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("does not count successful sign-ins", async () => {
    await accountWithPassword(t, "regular@example.com");
    for (let i = 0; i < 15; i++) {
      expect((await signIn(t, "192.0.2.30", "regular@example.com", PASSWORD)).status).toBe(200);
    }
  });

  it("refuses every body but JSON with 415, so a locked account stays locked", async () => {
    await accountWithPassword(t, "locked@example.com");
    for (let i = 0; i < 10; i++) await signIn(t, "192.0.2.40", "locked@example.com", "guess");
    const form = await from(t, "192.0.2.40", "/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "locked@example.com", password: PASSWORD }).toString(),
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error).toBe(messages.api.jsonRequired);
    for (const type of ["multipart/form-data; boundary=x", "text/plain", ""]) {
      const response = await from(t, "192.0.2.41", "/api/auth/sign-up/email", {
        method: "POST",
        headers: { origin: SITE, "content-type": type },
        body: "email=x@example.com",
      });
      expect(response.status).toBe(415);
    }
  });
});

describe(`U+0000 and control characters on ${testDbKind}`, () => {
  const t = useTestApp({ artworks: [{ title: "Existing" }] });

  it("refuses a NUL with 400 and a reason on every kind of route, never 500", async () => {
    const owner = await t.signIn({ owner: true });
    const artwork = {
      title: "T",
      artist: "A",
      price: 10,
      medium: "Oil",
      size: "10 x 10 cm",
      imageUrl: "https://example.com/a\u0000.jpg",
    };
    const [existing] = (await (await t.app.request("/api/artworks")).json()).items;
    const attempts = [
      t.send("POST", "/api/auth/sign-in/email", { email: "a\u0000@e.com", password: PASSWORD }),
      t.send("POST", "/api/auth/send-verification-email", { email: "a\u0000@e.com" }),
      t.send("POST", "/api/auth/sign-up/email", {
        email: "a@e.com",
        password: PASSWORD,
        name: "\u0000",
      }),
      t.send("POST", "/api/artworks", artwork, { cookie: owner.cookie }),
      t.send("PUT", `/api/artworks/${existing.id}`, artwork, { cookie: owner.cookie }),
      t.send("POST", "/api/auth/update-user", { name: "\u0000" }, { cookie: owner.cookie }),
      t.send("PATCH", "/api/account/profile", { fullName: "\u0000" }, { cookie: owner.cookie }),
      t.send("PATCH", "/api/account/profile", { "full\u0000Name": "x" }, { cookie: owner.cookie }),
      t.app.request("/api/artworks?q=%00"),
      t.app.request("/api/artworks/%00"),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(messages.api.controlCharacter);
    }
  });

  it("refuses other control characters in single-line auth fields", async () => {
    const response = await t.send("POST", "/api/auth/sign-up/email", {
      email: "bell@example.com",
      password: PASSWORD,
      name: "Ada\u0007Lovelace",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toHaveProperty("name");
  });
});

describe(`sign-up does not tell whether an address is registered, on ${testDbKind}`, () => {
  const t = useTestApp();
  const signUp = (ip: string, email: string) =>
    from(t, ip, "/api/auth/sign-up/email", json({ email, password: PASSWORD, name: "Ada" }));

  it("answers a new and a registered address with the same status, body and headers", async () => {
    await accountWithPassword(t, "known@example.com");
    const fresh = await signUp("192.0.2.50", "new-person@example.com");
    const known = await signUp("192.0.2.50", "known@example.com");
    expect(fresh.status).toBe(200);
    expect(known.status).toBe(fresh.status);
    expect(await known.text()).toBe(await fresh.text());
    expect(known.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    // The new address really got an account (waiting for its e-mail link).
    const [created] = await t.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, "new-person@example.com"));
    expect(created).toEqual({ verified: false });
  });

  it("takes about as long for either (medians within 25%)", async () => {
    await accountWithPassword(t, "timed@example.com");
    const timeOf = async (email: string, ip: string) => {
      const started = performance.now();
      expect((await signUp(ip, email)).status).toBe(200);
      return performance.now() - started;
    };
    const fresh: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 9; i++) {
      // Interleaved, each from its own address (sign-ups are limited per address).
      fresh.push(await timeOf(`timed-new-${i}@example.com`, `192.0.3.${i}`));
      known.push(await timeOf("timed@example.com", `192.0.4.${i}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
    const [a, b] = [median(fresh), median(known)];
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThanOrEqual(0.25);
  });
});

describe(`user fields go through the profile's rules, on ${testDbKind}`, () => {
  const t = useTestApp();

  it("switches off better-auth endpoints Atelier does not use", async () => {
    const user = await t.signIn({ name: "Ada" });
    for (const [path, body] of [
      ["/api/auth/update-user", { name: "x".repeat(900_000) }],
      ["/api/auth/update-user", { image: "javascript:alert(1)" }],
      ["/api/auth/change-email", { newEmail: "evil@example.com" }],
      ["/api/auth/delete-user", {}],
      ["/api/auth/admin/set-role", { userId: user.id, role: "owner" }],
    ] as const) {
      const response = await t.send("POST", path, body, { cookie: user.cookie });
      expect(response.status).toBe(404);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: "Ada", image: null, role: "customer" });
  });

  it("refuses a sign-up name longer than the profile allows, and fields Atelier does not use", async () => {
    for (const extra of [
      { name: "x".repeat(900_000) },
      { name: "Ada", image: "javascript:alert(1)" },
      { name: "Ada", role: "owner" },
    ]) {
      const response = await t.send("POST", "/api/auth/sign-up/email", {
        email: `someone-${randomUUID()}@example.com`,
        password: PASSWORD,
        ...extra,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
  });
});

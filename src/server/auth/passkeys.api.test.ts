import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passkeys, sessions, users } from "#server/db/auth-schema";
import { messages } from "#shared/messages";
import { cookiesFrom, SITE, type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { softwareAuthenticator } from "#tests/passkey-authenticator";

type Authenticator = ReturnType<typeof softwareAuthenticator>;

const BASE = "/api/auth/passkey";

/** A request as if from `ip` (the Node adapter's socket, which clientIp reads). */
const from = (t: TestApp, ip: string, path: string, init: RequestInit = {}) =>
  t.app.request(path, init, { incoming: { socket: { remoteAddress: ip } } });

/** The options for a new passkey, and the cookie that names their challenge. */
async function registrationOptions(t: TestApp, user: TestUser) {
  const response = await t.app.request(`${BASE}/generate-register-options`, {
    headers: { cookie: user.cookie, origin: SITE },
  });
  expect(response.status).toBe(200);
  return { options: await response.json(), cookie: `${user.cookie}; ${cookiesFrom(response)}` };
}

/** Adds a passkey to `user`'s account as the profile does: options, the device, the check. */
async function register(t: TestApp, user: TestUser, device: Authenticator, name?: string) {
  const { options, cookie } = await registrationOptions(t, user);
  return t.send(
    "POST",
    `${BASE}/verify-registration`,
    { response: device.register(options), ...(name === undefined ? {} : { name }) },
    { cookie },
  );
}

/** Signs in with a passkey as /auth does, from `ip`: options, the device, the check. */
async function signInWith(t: TestApp, device: Authenticator, ip = "192.0.2.10") {
  const optionsResponse = await from(t, ip, `${BASE}/generate-authenticate-options`, {
    headers: { origin: SITE },
  });
  expect(optionsResponse.status).toBe(200);
  const options = await optionsResponse.json();
  return from(t, ip, `${BASE}/verify-authentication`, {
    method: "POST",
    headers: {
      origin: SITE,
      "content-type": "application/json",
      cookie: cookiesFrom(optionsResponse),
    },
    body: JSON.stringify({ response: device.authenticate(options) }),
  });
}

const list = (t: TestApp, user: TestUser) =>
  t.app.request(`${BASE}/list-user-passkeys`, { headers: { cookie: user.cookie, origin: SITE } });

const rowsOf = (t: TestApp, userId: string) =>
  t.db.select().from(passkeys).where(eq(passkeys.userId, userId));

describe(`passkeys on ${testDbKind}`, () => {
  const t = useTestApp();

  it("asks for a session before adding a passkey", async () => {
    const options = await t.app.request(`${BASE}/generate-register-options`, {
      headers: { origin: SITE },
    });
    expect(options.status).toBe(401);
    const verify = await t.send("POST", `${BASE}/verify-registration`, {
      response: softwareAuthenticator(SITE).register({ challenge: "abc", rp: { id: "localhost" } }),
    });
    expect(verify.status).toBe(401);
    expect((await t.app.request(`${BASE}/list-user-passkeys`)).status).toBe(401);
  });

  it("adds a passkey, lists it without its key, and signs in with it", async () => {
    const user = await t.signIn({ name: "Ada" });
    const device = softwareAuthenticator(SITE);
    const added = await register(t, user, device, "  Laptop  ");
    expect(added.status).toBe(200);

    const listed = await list(t, user);
    expect(listed.status).toBe(200);
    const rows = await listed.json();
    expect(rows).toEqual([
      {
        id: expect.any(String),
        name: "Laptop",
        createdAt: expect.any(String),
        deviceType: "singleDevice",
        backedUp: false,
      },
    ]);

    const signedIn = await signInWith(t, device);
    expect(signedIn.status).toBe(200);
    const cookie = cookiesFrom(signedIn);
    expect(cookie).toContain("session_token=");
    const session = await t.app.request("/api/auth/get-session", { headers: { cookie } });
    expect((await session.json()).user.email).toBe(user.email);
    // The counter moved on, so a replayed answer from before would be refused.
    const [row] = await rowsOf(t, user.id);
    expect(row?.counter).toBe(1);

    // The copy of the account's data names it, without its key.
    const exported = await t.app.request("/api/account/export", {
      headers: { cookie: user.cookie },
    });
    const data = await exported.json();
    expect(data.passkeys).toEqual([
      { name: "Laptop", deviceType: "singleDevice", createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(data)).not.toContain(row?.publicKey);
  });

  it("answers 400 with a reason to bodies that are not a passkey, never 500", async () => {
    const user = await t.signIn();
    const { options, cookie } = await registrationOptions(t, user);
    const device = softwareAuthenticator(SITE);
    const genuine = device.register(options);
    const bodies: unknown[] = [
      null,
      {},
      { response: "x" },
      { response: { ...genuine, id: "not base64url!" } },
      { response: { ...genuine, response: { clientDataJSON: "abc" } } },
      { response: genuine, name: "x".repeat(51) },
      { response: genuine, name: 7 },
    ];
    for (const body of bodies) {
      const response = await t.send("POST", `${BASE}/verify-registration`, body, { cookie });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    // Well formed, but signed for another challenge (a forged one): refused, nothing kept.
    const forged = device.register({ ...options, challenge: "Zm9yZ2Vk" });
    const refused = await t.send(
      "POST",
      `${BASE}/verify-registration`,
      { response: forged },
      {
        cookie,
      },
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(messages.passkeys.notVerified);
    expect(await rowsOf(t, user.id)).toEqual([]);

    const signIns: unknown[] = [{}, { response: { id: "abc" } }, { response: genuine }];
    for (const body of signIns) {
      const response = await t.send("POST", `${BASE}/verify-authentication`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const text = await t.app.request(`${BASE}/verify-authentication`, {
      method: "POST",
      headers: { origin: SITE, "content-type": "text/plain" },
      body: "{}",
    });
    expect(text.status).toBe(415);
  });

  it("refuses a passkey it does not know, and a signature made by another key", async () => {
    const user = await t.signIn();
    const device = softwareAuthenticator(SITE);
    expect((await register(t, user, device)).status).toBe(200);
    expect((await signInWith(t, softwareAuthenticator(SITE))).status).toBe(401);

    // Another device's signature under this passkey's id.
    const impostor = softwareAuthenticator(SITE);
    const optionsResponse = await t.app.request(`${BASE}/generate-authenticate-options`, {
      headers: { origin: SITE },
    });
    const answer = impostor.authenticate(await optionsResponse.json());
    const forged = await t.send(
      "POST",
      `${BASE}/verify-authentication`,
      { response: { ...answer, id: device.id, rawId: device.id } },
      { cookie: cookiesFrom(optionsResponse) },
    );
    expect(forged.status).toBe(401);
    expect(cookiesFrom(forged)).not.toContain("session_token=");
  });

  it("lists and removes only the shopper's own passkeys", async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const [theirs] = await t.db
      .insert(passkeys)
      .values({
        id: randomUUID(),
        userId: b.id,
        name: "B's phone",
        publicKey: "cHVibGlj",
        credentialID: randomUUID(),
        counter: 0,
        deviceType: "multiDevice",
        backedUp: true,
      })
      .returning();
    expect(await (await list(t, a)).json()).toEqual([]);

    const remove = (user: TestUser, id: string) =>
      t.send("POST", `${BASE}/delete-passkey`, { id }, { cookie: user.cookie });
    const refused = await remove(a, theirs?.id as string);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error).toBe(messages.passkeys.notFound);
    expect(await rowsOf(t, b.id)).toHaveLength(1);
    expect((await remove(a, "no-such-passkey")).status).toBe(404);
    expect((await t.send("POST", `${BASE}/delete-passkey`, { id: theirs?.id })).status).toBe(401);
    expect(
      (await t.send("POST", `${BASE}/delete-passkey`, { id: 5 }, { cookie: a.cookie })).status,
    ).toBe(400);

    const removed = await remove(b, theirs?.id as string);
    expect(removed.status).toBe(200);
    expect(await rowsOf(t, b.id)).toEqual([]);
  });

  it("signs in neither an unconfirmed account nor a banned one", async () => {
    const user = await t.signIn();
    const device = softwareAuthenticator(SITE);
    expect((await register(t, user, device)).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));

    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const unconfirmed = await signInWith(t, device);
    expect(unconfirmed.status).toBe(403);
    expect((await unconfirmed.json()).message).toBe(messages.passkeys.notConfirmed);

    await t.db
      .update(users)
      .set({ emailVerified: true, banned: true })
      .where(eq(users.id, user.id));
    const banned = await signInWith(t, device);
    expect(banned.status).toBe(403);
    expect(cookiesFrom(banned)).not.toContain("session_token=");
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("removes the passkeys with the account", async () => {
    const user = await t.signIn();
    expect((await register(t, user, softwareAuthenticator(SITE))).status).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await rowsOf(t, user.id)).toEqual([]);
  });

  it("throttles passkey sign-ins per client address: 30 steps in 15 minutes", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await from(t, ip, `${BASE}/generate-authenticate-options`, {
        headers: { origin: SITE },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    const verify = await from(t, ip, `${BASE}/verify-authentication`, {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json" },
      body: "{}",
    });
    expect(verify.status).toBe(429);
    expect(verify.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address is not held back.
    const other = await from(t, "198.51.100.78", `${BASE}/generate-authenticate-options`, {
      headers: { origin: SITE },
    });
    expect(other.status).toBe(200);
  });
});

import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ARTIST, demoCollection } from "#server/catalogue/demo-collection";
import { demoImageKey, seedDemoCollection } from "#server/catalogue/seed";
import { users } from "#server/db/auth-schema";
import { artworks, shopSettings } from "#server/db/schema";
import { imageName } from "#server/images/store";
import { log } from "#server/lib/logger";
import { IMAGE_WIDTHS } from "#shared/images";
import { messages } from "#shared/messages";
import type { SetupInput } from "#shared/setup";
import type { ShopInfo } from "#shared/shop";
import { cookiesFrom, getJson, type TestApp, useTestApp } from "#tests/api";
import { insertArtworks, testDbKind } from "#tests/database";
import { logLines } from "#tests/logs";
import { TEST_INDEX_HTML } from "#tests/read-routes";
import { SETUP_RATE_LIMITS } from "./routes";
import { hasOwner, issueSetupLink, logSetupLink } from "./service";

/** A start of the server, as serve.ts makes it: the link issued and its line logged. */
async function start(t: TestApp, shared = false) {
  const link = await issueSetupLink({
    db: t.db,
    adminEmails: t.config.adminEmails,
    publicUrl: t.config.publicUrl,
    shared,
  });
  logSetupLink(log, link);
  return link;
}

/** The token of the link the last start printed. */
function printedToken(t: TestApp): string {
  const prefix = `${t.config.publicUrl}/setup?token=`;
  const line = logLines().findLast((entry) => entry.msg?.includes(prefix));
  if (!line?.msg) throw new Error("no setup link on the log");
  return line.msg.slice(line.msg.indexOf(prefix) + prefix.length).split(/\s/)[0];
}

const storedHash = async (t: TestApp) =>
  (await t.db.select().from(shopSettings).where(eq(shopSettings.id, 1)))[0].setupTokenHash;

const owners = async (t: TestApp) =>
  (await t.db.select().from(users).where(eq(users.role, "owner"))).length;

/** A whole, valid setup with `token`; each field may be replaced. */
function setupBody(token: string, change: Partial<SetupInput> = {}): SetupInput {
  return {
    token,
    name: "Maren Holloway",
    email: "maren@holloway.example",
    password: "a long enough password",
    galleryName: "Holloway Studio",
    businessName: "Maren Holloway Fine Art",
    address: "Studio 4, 12 Harbour Street\nFalmouth TR11 2AB",
    contactEmail: "studio@holloway.example",
    removeDemo: false,
    ...change,
  };
}

const post = (t: TestApp, body: unknown) => t.send("POST", "/api/setup", body);

describe(`the first run's setup on ${testDbKind}`, () => {
  const t = useTestApp({ indexHtml: TEST_INDEX_HTML });
  let token: string;

  it("prints a one-time link while the shop has no owner, and keeps only its hash", async () => {
    expect((await start(t)).kind).toBe("issued");
    token = printedToken(t);
    expect(token).toMatch(/^[\w-]{43,}$/); // 32 random bytes or more, base64url
    expect(await storedHash(t)).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(logLines())).toContain(token); // the link itself, in its line
  });

  it("makes a new token on each start, and the earlier one stops working", async () => {
    const earlier = token;
    await start(t);
    token = printedToken(t);
    expect(token).not.toBe(earlier);
    expect((await t.app.request(`/api/setup?token=${earlier}`)).status).toBe(404);
    expect((await t.app.request(`/api/setup?token=${token}`)).status).toBe(204);
  });

  it("answers the setup page only to the current token: 404 without it or with another", async () => {
    const page = (query: string) => t.app.request(`http://localhost:3000/setup${query}`);
    expect((await page("")).status).toBe(404);
    expect((await page("?token=wrong")).status).toBe(404);
    expect((await page(`?token=${token}x`)).status).toBe(404);
    const open = await page(`?token=${encodeURIComponent(token)}`);
    expect(open.status).toBe(200);
    expect(await open.text()).toContain('name="robots" content="noindex');
    expect((await t.app.request("/api/setup")).status).toBe(400);
    expect((await t.app.request("/api/setup?token=wrong")).status).toBe(404);
  });

  it("refuses a wrong token with 404, and changes nothing", async () => {
    const response = await post(t, setupBody("not-the-token"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: messages.api.notFound });
    expect(await owners(t)).toBe(0);
    expect(await storedHash(t)).not.toBeNull();
  });

  it.each([
    ["name", { name: "  " }],
    ["email", { email: "not an address" }],
    ["password", { password: "short" }],
    ["password", { password: "Password1" }],
    ["galleryName", { galleryName: "" }],
    ["galleryName", { galleryName: "x".repeat(81) }],
    ["businessName", { businessName: "" }],
    ["address", { address: "" }],
    ["contactEmail", { contactEmail: "studio@" }],
    ["removeDemo", { removeDemo: "yes" as unknown as boolean }],
  ])("refuses a bad %s with 400 and its reason under its name", async (field, change) => {
    const response = await post(t, setupBody(token, change));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.error).toBe(`${field}: ${body.fields[field]}`);
    expect(await owners(t)).toBe(0);
  });

  it("refuses an address that has an account already, beside the e-mail, keeping the token", async () => {
    const shopper = await t.signIn({ email: "taken@example.com" });
    const response = await post(t, setupBody(token, { email: "Taken@Example.com" }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: `email: ${messages.setup.emailTaken}`,
      fields: { email: messages.setup.emailTaken },
    });
    expect(await owners(t)).toBe(0);
    expect((await t.app.request(`/api/setup?token=${token}`)).status).toBe(204);
    expect(shopper.email).toBe("taken@example.com");
  });

  it("makes the owner, signed in and verified, with the gallery's name and business details", async () => {
    const response = await post(t, setupBody(token, { email: "Maren@Holloway.example" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      owner: { email: "maren@holloway.example", name: "Maren Holloway" },
      demoRemoved: 0,
    });
    const cookie = cookiesFrom(response);
    expect(cookie).not.toBe("");

    const settings = await t.app.request("/api/admin/settings", { headers: { cookie } });
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({
      businessName: "Maren Holloway Fine Art",
      address: "Studio 4, 12 Harbour Street\nFalmouth TR11 2AB",
      email: "studio@holloway.example",
    });
    const session = await t.app.request("/api/auth/get-session", { headers: { cookie } });
    expect(((await session.json()) as { user: unknown }).user).toMatchObject({
      email: "maren@holloway.example",
      isOwner: true,
    });
    const [owner] = await t.db.select().from(users).where(eq(users.role, "owner"));
    expect(owner.emailVerified).toBe(true);

    // The gallery's name: the shop's, and the pages' title.
    expect((await getJson<ShopInfo>(t.app, "/api/shop")).body.galleryName).toBe("Holloway Studio");
    const page = await t.app.request("http://localhost:3000/auth");
    expect(await page.text()).toContain("<title>Holloway Studio</title>");

    // The owner signs in with the password chosen, like anyone.
    const signIn = await t.send("POST", "/api/auth/sign-in/email", {
      email: "maren@holloway.example",
      password: "a long enough password",
    });
    expect(signIn.status).toBe(200);
  });

  it("is gone once used: the token is 404 everywhere, and no new one is made", async () => {
    expect((await post(t, setupBody(token, { email: "again@example.com" }))).status).toBe(404);
    expect((await t.app.request(`http://localhost:3000/setup?token=${token}`)).status).toBe(404);
    expect((await t.app.request(`/api/setup?token=${token}`)).status).toBe(404);
    expect(await storedHash(t)).toBeNull();
    expect(await owners(t)).toBe(1);

    expect(await start(t)).toEqual({ kind: "owned" });
    expect(logLines().filter((line) => line.msg?.includes("/setup?token="))).toEqual([]);
    expect(await storedHash(t)).toBeNull();
  });
});

describe(`the setup once an owner exists another way, on ${testDbKind}`, () => {
  const t = useTestApp({
    indexHtml: TEST_INDEX_HTML,
    env: { ADMIN_EMAILS: "boss@example.com" },
  });

  it("ends when an account is granted the owner role (npm run admin -- grant)", async () => {
    await start(t);
    const token = printedToken(t);
    const granted = await t.signIn({ email: "granted@example.com" });
    await t.db.update(users).set({ role: "owner" }).where(eq(users.id, granted.id));

    expect((await t.app.request(`http://localhost:3000/setup?token=${token}`)).status).toBe(404);
    expect((await t.app.request(`/api/setup?token=${token}`)).status).toBe(404);
    const response = await post(t, setupBody(token));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: messages.setup.ownerExists });
    expect(await owners(t)).toBe(1);
    // The setup is over: its token is gone, and a start makes no other.
    expect(await storedHash(t)).toBeNull();
    expect(await start(t)).toEqual({ kind: "owned" });
  });

  it("ends when an address ADMIN_EMAILS lists has an account", async () => {
    await t.db.update(users).set({ role: "customer" });
    expect(await hasOwner(t.db, t.config.adminEmails)).toBe(false);
    expect((await start(t)).kind).toBe("issued");
    const token = printedToken(t);
    await t.signIn({ email: "Boss@example.com" });
    expect(await hasOwner(t.db, t.config.adminEmails)).toBe(true);
    expect((await t.app.request(`/api/setup?token=${token}`)).status).toBe(404);
    expect(await start(t)).toEqual({ kind: "owned" });
    expect(await storedHash(t)).toBeNull();
  });
});

describe(`several processes and parallel setups on ${testDbKind}`, () => {
  const t = useTestApp();

  it("prints one link between processes that start together on one database", async () => {
    const first = await start(t, true);
    const second = await start(t, true);
    expect(first.kind).toBe("issued");
    expect(second).toMatchObject({ kind: "elsewhere", by: expect.stringContaining("process") });
    const links = logLines().filter((line) => line.msg?.includes("/setup?token="));
    expect(links).toHaveLength(1);
    // The first process's link is the one that works.
    expect((await t.app.request(`/api/setup?token=${printedToken(t)}`)).status).toBe(204);
  });

  it("makes exactly one owner of two setups sent at once with the same token", async () => {
    await start(t);
    const token = printedToken(t);
    const responses = await Promise.all([
      post(t, setupBody(token, { email: "one@example.com", galleryName: "One" })),
      post(t, setupBody(token, { email: "two@example.com", galleryName: "Two" })),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 404]);
    expect(await owners(t)).toBe(1);
    const [owner] = await t.db.select().from(users).where(eq(users.role, "owner"));
    const won = owner.email === "one@example.com" ? "One" : "Two";
    expect((await getJson<ShopInfo>(t.app, "/api/shop")).body.galleryName).toBe(won);
  });
});

describe(`removing the demo collection at setup on ${testDbKind}`, () => {
  const t = useTestApp();
  const placeholder = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: "#888888" } })
      .webp()
      .toBuffer();

  beforeAll(async () => {
    await seedDemoCollection(t.db);
    // The first two demo paintings "painted"; the owner's own work beside them, with the
    // demo's artist name but an image of its own.
    const image = await placeholder();
    for (const { key } of demoCollection.slice(0, 2)) {
      for (const width of IMAGE_WIDTHS) await t.images.put(imageName(key, width), image);
    }
    await t.images.put(imageName("owners-own", 640), image);
    await insertArtworks(t.db, [
      { title: "The owner's own", artist: DEMO_ARTIST, imageUrl: "/images/owners-own-640.webp" },
    ]);
  });

  it("removes the demo paintings and their images, and only them", async () => {
    await start(t);
    const response = await post(t, setupBody(printedToken(t), { removeDemo: true }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ demoRemoved: demoCollection.length });

    const left = await t.db.select({ title: artworks.title }).from(artworks);
    expect(left).toEqual([{ title: "The owner's own" }]);
    const { body } = await getJson<{ total: number }>(t.app, "/api/artworks");
    expect(body.total).toBe(1);
    for (const { key } of demoCollection.slice(0, 2)) {
      for (const width of IMAGE_WIDTHS)
        expect(await t.images.has(imageName(key, width))).toBe(false);
    }
    expect(await t.images.has(imageName("owners-own", 640))).toBe(true);
    // A removed demo image is not painted again when asked for.
    const missing = await t.app.request(
      `/images/${imageName(demoImageKey(demoCollection[0]), 320)}`,
    );
    expect(missing.status).toBe(404);
  });

  it("never seeds the demo again, even into an empty catalogue", async () => {
    await t.db.delete(artworks);
    expect(await seedDemoCollection(t.db)).toBe(0);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(artworks))[0].n).toBe(0);
  });
});

describe(`the setup's rate limit on ${testDbKind}`, () => {
  const t = useTestApp();

  it("refuses a client that tries too often with 429", async () => {
    const { limit } = SETUP_RATE_LIMITS.setups;
    for (let i = 0; i < limit; i++) {
      expect((await post(t, setupBody(`guess-${i}`))).status).toBe(404);
    }
    const refused = await post(t, setupBody("one-more"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

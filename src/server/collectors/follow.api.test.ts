import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { followers } from "#server/db/schema";
import { newArtwork, type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { MINUTE, testClock } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

// Following the artist (docs/product.md: collectors): double opt-in, new work gathered per
// digest window, one-click unsubscribe; answers that tell nothing about an address.

const follow = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.send("POST", "/api/follow", { email }, headers);

/** The path of the confirmation link in a mail. */
const confirmPathIn = (body: string) =>
  body.match(/https?:\/\/[^/\s]+(\/api\/follow\/confirm\/[\w-]+)/)?.[1];

async function tokenOf(t: TestApp, email: string) {
  const [row] = await t.db.select().from(followers).where(eq(followers.email, email));
  return row?.token;
}

describe(`following the artist on ${testDbKind}`, () => {
  const t = useTestApp({ env: { GALLERY_NAME: "Maren's Studio" } });

  it("asks a new address to confirm, answering the same whether or not it has an account", async () => {
    await t.signIn({ email: "member@example.com" });
    const stranger = await follow(t, "Stranger@Example.com");
    const member = await follow(t, "member@example.com");
    expect([stranger.status, member.status]).toEqual([202, 202]);
    expect(await stranger.json()).toEqual({ following: false });
    expect(await member.json()).toEqual({ following: false });

    await t.deliverMail();
    const [mail] = await mailsTo(t.dataDir, "stranger@example.com");
    expect(mail.subject).toBe("Confirm you want to follow Maren's Studio");
    expect(await t.followers.isFollowing("stranger@example.com")).toBe(false);

    const confirmed = await t.app.request(confirmPathIn(mail.body) ?? "/missing");
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/follow?state=confirmed");
    expect(await t.followers.isFollowing("stranger@example.com")).toBe(true);

    // Asking again: the same answer, and a note rather than a second confirmation.
    expect(await (await follow(t, "stranger@example.com")).json()).toEqual({ following: false });
    await t.deliverMail();
    expect((await mailsTo(t.dataDir, "stranger@example.com")).map((m) => m.subject)).toEqual([
      "Confirm you want to follow Maren's Studio",
      "You already follow Maren's Studio",
    ]);
  });

  it("follows at once with a signed-in shopper's own address, and says so", async () => {
    const shopper = await t.signIn({ email: "collector@example.com" });
    expect((await t.send("GET", "/api/follow")).status).toBe(401);
    const asShopper = { cookie: shopper.cookie };
    expect(await (await t.send("GET", "/api/follow", undefined, asShopper)).json()).toEqual({
      following: false,
    });
    const followed = await follow(t, "Collector@example.com", asShopper);
    expect(followed.status).toBe(202);
    expect(await followed.json()).toEqual({ following: true });
    expect(await (await t.send("GET", "/api/follow", undefined, asShopper)).json()).toEqual({
      following: true,
    });
    // Another address, even signed in, is confirmed by mail first.
    expect(await (await follow(t, "other@example.com", asShopper)).json()).toEqual({
      following: false,
    });
    await t.deliverMail();
    expect(await mailsTo(t.dataDir, "collector@example.com")).toEqual([]);

    // Their profile's "Stop following": the row is deleted.
    expect((await t.send("DELETE", "/api/follow")).status).toBe(401);
    const stopped = await t.send("DELETE", "/api/follow", undefined, asShopper);
    expect(await stopped.json()).toEqual({ following: false });
    expect(await tokenOf(t, "collector@example.com")).toBeUndefined();
  });

  it("refuses a bad address with a reason, and ignores a robot's form", async () => {
    for (const body of [{ email: "not-an-address" }, {}, { email: "a@b.co\u0001" }]) {
      const refused = await t.send("POST", "/api/follow", body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).fields.email).toEqual(expect.any(String));
    }
    const robot = await t.send("POST", "/api/follow", {
      email: "robot@example.com",
      website: "http://spam.example",
    });
    expect(robot.status).toBe(202);
    expect(await robot.json()).toEqual({ following: false });
    expect(await tokenOf(t, "robot@example.com")).toBeUndefined();
  });
});

describe(`new work, told to followers on ${testDbKind}`, () => {
  const clock = testClock();
  const t = useTestApp({ clock: clock.now, env: { GALLERY_NAME: "Maren's Studio" } });
  let owner: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
    const fan = await t.signIn({ email: "fan@example.com" });
    await follow(t, "fan@example.com", { cookie: fan.cookie });
    await follow(t, "unconfirmed@example.com");
  });
  const add = async (title: string) => {
    const created = await t.send("POST", "/api/artworks", newArtwork(title), {
      cookie: owner.cookie,
    });
    expect(created.status).toBe(201);
  };

  it("gathers the works of one window into one mail to each confirmed follower", async () => {
    await add("Harbour at Dawn");
    clock.advance(10 * MINUTE);
    await add("Quiet Field");
    expect(await t.followers.announceDue(clock.now())).toBe(0); // the window is still open
    clock.advance(50 * MINUTE); // an hour after the first
    expect(await t.followers.announceDue(clock.now())).toBe(2);
    expect(await t.followers.announceDue(clock.now())).toBe(0); // each once
    await t.deliverMail();

    const [mail, ...more] = await mailsTo(t.dataDir, "fan@example.com");
    expect(more).toEqual([]);
    expect(mail.subject).toBe("2 new works from Maren's Studio");
    expect(mail.body).toContain("Harbour at Dawn");
    expect(mail.body).toContain("Quiet Field");
    expect(mail.body).toContain("£1");
    const token = await tokenOf(t, "fan@example.com");
    const headers = mail.body.replace(/\r?\n[ \t]+/g, " "); // long header lines are folded
    expect(headers).toContain(`List-Unsubscribe: <http://localhost:3000/api/unsubscribe/${token}>`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    // The unconfirmed address has had its confirmation, and nothing else.
    expect((await mailsTo(t.dataDir, "unconfirmed@example.com")).map((m) => m.subject)).toEqual([
      "Confirm you want to follow Maren's Studio",
    ]);

    // The next work opens a window of its own.
    await add("Late Light");
    clock.advance(60 * MINUTE);
    expect(await t.followers.announceDue(clock.now())).toBe(1);
    await t.deliverMail();
    expect((await mailsTo(t.dataDir, "fan@example.com")).at(-1)?.subject).toBe(
      "New work from Maren's Studio: Late Light",
    );
  });

  it("stops at once after one click, with no session and from no page of the site", async () => {
    const token = await tokenOf(t, "fan@example.com");
    const opened = await t.app.request(`/api/unsubscribe/${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/follow?state=unsubscribe&token=${token}`);
    expect(await t.followers.isFollowing("fan@example.com")).toBe(true); // a GET changes nothing

    const clicked = await t.app.request(`/api/unsubscribe/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect(await tokenOf(t, "fan@example.com")).toBeUndefined(); // nothing of it is kept
    const before = (await mailsTo(t.dataDir, "fan@example.com")).length;
    await add("After Goodbye");
    clock.advance(60 * MINUTE);
    await t.followers.announceDue(clock.now());
    await t.deliverMail();
    expect(await mailsTo(t.dataDir, "fan@example.com")).toHaveLength(before);
    // A link used twice, or made up, answers the same.
    for (const link of [token, "made-up"]) {
      expect((await t.app.request(`/api/unsubscribe/${link}`, { method: "POST" })).status).toBe(
        200,
      );
    }
  });
});

describe(`new work with no digest window on ${testDbKind}`, () => {
  const t = useTestApp({ env: { FOLLOW_DIGEST_MINUTES: "0" } });

  it("mails each addition at once, in the transaction that adds it", async () => {
    const owner = await t.signIn({ owner: true });
    const fan = await t.signIn({ email: "eager@example.com" });
    await follow(t, "eager@example.com", { cookie: fan.cookie });
    for (const title of ["First", "Second"]) {
      await t.send("POST", "/api/artworks", newArtwork(title), { cookie: owner.cookie });
    }
    await t.deliverMail();
    expect((await mailsTo(t.dataDir, "eager@example.com")).map((m) => m.subject)).toEqual([
      "New work from Atelier: First",
      "New work from Atelier: Second",
    ]);
  });
});

describe(`following, throttled on ${testDbKind}`, () => {
  const t = useTestApp();

  it("lets an address ask five times an hour, however many requests race", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => follow(t, "busy@example.com")),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("lets a client ask twenty times an hour, whatever the addresses", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => follow(t, `someone-${i}@example.com`)),
    );
    // Eight were counted by the test before, from the same client.
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8);
  });
});

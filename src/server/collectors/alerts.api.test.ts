import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alerts } from "#server/db/schema";
import { newArtwork, type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { MINUTE, testClock } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

// "Notify me about similar work" (docs/product.md: collectors): an alert keeps the painting's
// medium family, size class and price range, and mails its address when a new work shares all
// three; confirmed by mail unless a shopper asks with their own address.

const ask = (t: TestApp, body: object, headers: Record<string, string> = {}) =>
  t.send("POST", "/api/alerts", body, headers);

const confirmPathIn = (body: string) =>
  body.match(/https?:\/\/[^/\s]+(\/api\/alerts\/confirm\/[\w-]+)/)?.[1];

async function tokenOf(t: TestApp, email: string) {
  const [row] = await t.db.select().from(alerts).where(eq(alerts.email, email));
  return row?.token;
}

type Work = { title: string; medium: string; size: string; price: number };

describe(`similar-work alerts on ${testDbKind}`, () => {
  const clock = testClock();
  const t = useTestApp({ clock: clock.now, env: { GALLERY_NAME: "Maren's Studio" } });
  let owner: TestUser;
  let shopper: TestUser;
  let sold: string;

  const add = async (work: Work) => {
    const created = await t.send(
      "POST",
      "/api/artworks",
      { ...newArtwork(work.title), ...work },
      { cookie: owner.cookie },
    );
    expect(created.status).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  /** Adds works and lets their digest window end, so they are announced. */
  const announce = async (...works: Work[]) => {
    for (const work of works) await add(work);
    clock.advance(60 * MINUTE);
    await t.followers.announceDue(clock.now());
    await t.deliverMail();
  };

  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
    shopper = await t.signIn({ email: "collector@example.com" });
    // Oil, 60 × 80 cm (medium), £500: on the edge of two price ranges.
    sold = await add({ title: "Harbour", medium: "Oil on canvas", size: "60 x 80 cm", price: 500 });
  });

  it("sets a shopper's own alert at once, and asks any other address to confirm", async () => {
    const own = await ask(t, { artworkId: sold }, { cookie: shopper.cookie });
    expect(own.status).toBe(201);
    expect(await own.json()).toEqual({ active: true });

    // A stranger's address and a member's answer alike.
    await t.signIn({ email: "member@example.com" });
    const member = await ask(t, { artworkId: sold, email: "Member@example.com" });
    const stranger = await ask(t, { artworkId: sold, email: "stranger@example.com" });
    expect([member.status, stranger.status]).toEqual([201, 201]);
    expect(await member.json()).toEqual({ active: false });
    expect(await stranger.json()).toEqual({ active: false });

    await t.deliverMail();
    const [mail] = await mailsTo(t.dataDir, "stranger@example.com");
    expect(mail.subject).toBe('Confirm your alert for work like "Harbour"');
    const headers = mail.body.replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toContain(
      `List-Unsubscribe: <http://localhost:3000/api/unsubscribe/${await tokenOf(t, "stranger@example.com")}>`,
    );
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const confirmed = await t.app.request(confirmPathIn(mail.body) ?? "/missing");
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/follow?state=alert");

    // Asking again: the same answer, and a note instead of a second confirmation.
    expect(await (await ask(t, { artworkId: sold, email: "stranger@example.com" })).json()).toEqual(
      { active: false },
    );
    await t.deliverMail();
    expect((await mailsTo(t.dataDir, "stranger@example.com")).map((m) => m.subject)).toEqual([
      'Confirm your alert for work like "Harbour"',
      'Your alert for work like "Harbour" is active',
    ]);
  });

  it("mails once when a new work shares medium family, size class and price range", async () => {
    const before = (await mailsTo(t.dataDir, "collector@example.com")).length;
    await announce(
      // Unlike: another medium; a size over 100 cm; £1000.01 (over both ranges of £500).
      { title: "Acrylic Sea", medium: "Acrylic", size: "60 x 80 cm", price: 500 },
      { title: "Big Oil", medium: "Oil", size: "100.5 x 80 cm", price: 500 },
      { title: "Dear Oil", medium: "Oil", size: "60 x 80 cm", price: 1000.01 },
      { title: "Cheap Oil", medium: "oil", size: "60 x 80 cm", price: 99.99 },
      // Like: each edge of the two ranges £500 bounds, and of the size class.
      { title: "Edge £100", medium: "OIL on board", size: "50 x 50 cm", price: 100 },
      { title: "Edge £1000", medium: "Oil", size: "100 x 100 cm", price: 1000 },
    );
    const mails = (await mailsTo(t.dataDir, "collector@example.com")).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(["2 new works like ones you asked about"]);
    for (const title of ["Edge £100", "Edge £1000"]) expect(mails[0].body).toContain(title);
    for (const title of ["Acrylic Sea", "Big Oil", "Dear Oil", "Cheap Oil"]) {
      expect(mails[0].body).not.toContain(title);
    }
    // Each work once: the next window's work is the next mail's, and nothing is told twice.
    clock.advance(60 * MINUTE);
    await t.followers.announceDue(clock.now());
    await t.deliverMail();
    expect(await mailsTo(t.dataDir, "collector@example.com")).toHaveLength(before + 1);
  });

  it("lists and ends a shopper's own alerts on their profile, and nobody else's", async () => {
    expect((await t.send("GET", "/api/alerts")).status).toBe(401);
    const listed = await t.send("GET", "/api/alerts", undefined, { cookie: shopper.cookie });
    const { alerts: mine } = (await listed.json()) as { alerts: Array<{ id: string }> };
    expect(mine).toEqual([
      expect.objectContaining({ artworkId: sold, artworkTitle: "Harbour", confirmed: true }),
    ]);
    // The stranger's alert is not the shopper's to end.
    const [theirs] = await t.db
      .select()
      .from(alerts)
      .where(eq(alerts.email, "stranger@example.com"));
    const other = await t.send("DELETE", `/api/alerts/${theirs.id}`, undefined, {
      cookie: shopper.cookie,
    });
    expect(other.status).toBe(404);
    expect(
      (await t.send("DELETE", "/api/alerts/not-an-id", undefined, { cookie: shopper.cookie }))
        .status,
    ).toBe(400);
    const ended = await t.send("DELETE", `/api/alerts/${mine[0].id}`, undefined, {
      cookie: shopper.cookie,
    });
    expect(ended.status).toBe(200);
    expect(await tokenOf(t, "collector@example.com")).toBeUndefined();
  });

  it("ends with one click, after which a like work mails nobody", async () => {
    const token = await tokenOf(t, "stranger@example.com");
    const clicked = await t.app.request(`/api/unsubscribe/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect(await tokenOf(t, "stranger@example.com")).toBeUndefined();
    const before = (await mailsTo(t.dataDir, "stranger@example.com")).length;
    await announce({ title: "Like Again", medium: "Oil", size: "60 x 80 cm", price: 300 });
    expect(await mailsTo(t.dataDir, "stranger@example.com")).toHaveLength(before);
  });

  it("refuses what it cannot use with a reason", async () => {
    const cases: Array<[object, number]> = [
      [{ artworkId: sold }, 400], // signed out, no address
      [{ artworkId: "nope", email: "a@example.com" }, 400],
      [{ artworkId: sold, email: "not-an-address" }, 400],
      [{ artworkId: "00000000-0000-4000-8000-000000000000", email: "a@example.com" }, 404],
    ];
    for (const [body, status] of cases) {
      const answer = await ask(t, body);
      expect(answer.status).toBe(status);
      expect((await answer.json()).error).toEqual(expect.any(String));
    }
  });
});

describe(`similar-work alerts, throttled on ${testDbKind}`, () => {
  const t = useTestApp({ artworks: [newArtwork("Only")] });

  it("lets an address ask five times an hour, however many requests race", async () => {
    const [artwork] = (await (await t.send("GET", "/api/artworks")).json()).items;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ask(t, { artworkId: artwork.id, email: "busy@example.com" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201, 201, 201, 201, 201, 429, 429, 429,
    ]);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { artworks } from "#server/db/schema";
import { createServices } from "#server/services";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import { newArtwork, type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { HOUR, MINUTE, TEST_SHIPPING, testClock } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

// Drafts and scheduled releases (docs/product.md: drops): absent from every public answer until
// released, seen by the owners, opened early to the artist's confirmed followers, released at
// the minute and announced once.

const clock = testClock(new Date("2026-11-22T10:00:00.000Z"));
/** The release the test schedules: 30 hours on, so its early look (24 hours) opens at 6. */
const RELEASE = new Date(clock.now().getTime() + 30 * HOUR);
/** A later release, whose early look is not open while the first one's is. */
const LATER = new Date(RELEASE.getTime() + 3 * 24 * HOUR);

const previewPathIn = (body: string) =>
  body.match(/https?:\/\/[^/\s]+(\/preview\?token=[\w-]+)/)?.[1];

describe(`drafts, releases and early access on ${testDbKind}`, () => {
  const t: TestApp = useTestApp({
    clock: clock.now,
    env: { FOLLOW_DIGEST_MINUTES: "0", GALLERY_NAME: "Maren's Studio" },
    indexHtml:
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
  });
  let owner: TestUser;
  let follower: TestUser;
  let stranger: TestUser;
  const works = {} as Record<"out" | "draft" | "first" | "second" | "later", Artwork>;

  const add = async (key: keyof typeof works, extra: Record<string, unknown>) => {
    const response = await t.send(
      "POST",
      "/api/artworks",
      { ...newArtwork(`Drop ${key}`), ...extra },
      { cookie: owner.cookie },
    );
    expect(response.status).toBe(201);
    works[key] = await response.json();
  };
  const as = (user: TestUser) => ({ cookie: user.cookie });
  const publicList = async (query = "") =>
    (await (await t.send("GET", `/api/artworks${query}`)).json()) as ArtworkPage;
  const ids = (page: ArtworkPage) => page.items.map((artwork) => artwork.id);
  /** Another process's services over the same database: its own sweep, caches and workers. */
  const otherProcess = () =>
    createServices({
      db: t.db,
      config: t.config,
      auth: t.services.auth,
      outbox: t.services.outbox,
      clock: clock.now,
      images: t.images,
    });
  const earlyMails = async (email: string) =>
    (await mailsTo(t.dataDir, email)).filter(
      (mail) => mail.subject === "Your early look at new work from Maren's Studio",
    );

  beforeAll(async () => {
    owner = await t.signIn({ email: "owner@example.com", owner: true });
    follower = await t.signIn({ email: "follower@example.com" });
    stranger = await t.signIn({ email: "stranger@example.com" });
    // A confirmed follower (their own address, signed in), and one who never confirmed.
    await t.send("POST", "/api/follow", { email: follower.email }, as(follower));
    await t.send("POST", "/api/follow", { email: "unconfirmed@example.com" });
    await add("out", {});
    await add("draft", { visibility: "draft" });
    await add("first", { releaseAt: RELEASE.toISOString() });
    await add("second", { releaseAt: RELEASE.toISOString().replace("Z", "+00:00") });
    await add("later", { releaseAt: LATER.toISOString() });
    await t.deliverMail();
  });

  it("keeps a draft and a coming work out of every public answer, and shows them to owners", async () => {
    const hidden = [works.draft.id, works.first.id, works.second.id, works.later.id];
    const page = await publicList();
    expect(ids(page)).toEqual([works.out.id]);
    expect([page.matched, page.total]).toEqual([1, 1]);
    expect(page.nextReleaseAt).toBe(RELEASE.toISOString());
    // Search and filters, counts included.
    const searched = await publicList("?q=drop");
    expect([ids(searched), searched.matched, searched.total]).toEqual([[works.out.id], 1, 1]);
    expect((await publicList("?availability=available")).matched).toBe(1);
    for (const id of hidden) {
      expect((await t.send("GET", `/api/artworks/${id}`)).status).toBe(404);
      expect((await t.send("GET", `/api/artworks/${id}`, undefined, as(stranger))).status).toBe(
        404,
      );
      // Its page (by id, not moved to its slug: that would tell its title), its place in the
      // sitemap, the cart, favourites, offers and enquiries.
      const rendered = await t.app.request(`/?artwork=${id}`);
      expect(rendered.status).toBe(404);
      expect(await rendered.text()).not.toContain("Drop ");
      expect((await t.send("PUT", `/api/cart/${id}`, undefined, as(stranger))).status).toBe(404);
      expect((await t.send("PUT", `/api/favorites/${id}`, undefined, as(stranger))).status).toBe(
        404,
      );
      const offer = { artworkId: id, amount: 1 };
      expect((await t.send("POST", "/api/offers", offer, as(stranger))).status).toBe(404);
      const enquiry = {
        artworkId: id,
        kind: "question",
        name: "Ada",
        email: "ada@example.com",
        message: "Is it framed?",
      };
      expect((await t.send("POST", "/api/enquiries", enquiry)).status).toBe(404);
    }
    const sitemap = await (await t.app.request("/sitemap.xml")).text();
    expect(sitemap).toContain(`artwork=${works.out.slug}<`);
    for (const work of [works.draft, works.first, works.second, works.later]) {
      expect(sitemap).not.toContain(work.id);
      expect(sitemap).not.toContain(`artwork=${work.slug}<`);
    }
    const home = await (await t.app.request("/")).text();
    expect(home).toContain("Drop out");
    expect(home).not.toContain("Drop first");

    // The owners see every work, marked, in their table and on its own.
    const all = (await (
      await t.send("GET", "/api/artworks?scope=all", undefined, as(owner))
    ).json()) as ArtworkPage;
    expect(all.total).toBe(5);
    expect(new Set(ids(all))).toEqual(new Set([works.out.id, ...hidden]));
    const draft = await t.send("GET", `/api/artworks/${works.draft.id}`, undefined, as(owner));
    expect(draft.headers.get("cache-control")).toBe("private, no-store");
    expect(await draft.json()).toMatchObject({ visibility: "draft", releaseAt: null });
    expect(works.second.releaseAt).toBe(RELEASE.toISOString());
    expect((await t.send("GET", "/api/artworks?scope=all")).status).toBe(401);
    expect((await t.send("GET", "/api/artworks?scope=all", undefined, as(stranger))).status).toBe(
      403,
    );
    // And followers were told of the work that is out, and of nothing else.
    expect((await mailsTo(t.dataDir, follower.email)).map((mail) => mail.subject)).toEqual([
      "New work from Maren's Studio: Drop out",
    ]);
  });

  it("refuses a release time that is not a moment, with a reason", async () => {
    for (const releaseAt of ["tomorrow", "2027-02-30T10:00:00Z", "3000-01-01T00:00:00Z", 5]) {
      const refused = await t.send(
        "POST",
        "/api/artworks",
        { ...newArtwork("Bad time"), releaseAt },
        as(owner),
      );
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain("Release time must be");
    }
    const visibility = await t.send(
      "POST",
      "/api/artworks",
      { ...newArtwork("Bad"), visibility: "hidden" },
      as(owner),
    );
    expect(visibility.status).toBe(400);
  });

  it("mails each confirmed follower one private link when the early look opens, and it opens only that release", async () => {
    // Before the early look opens: nothing.
    expect(await t.services.earlyAccess.sendDue(clock.now())).toBe(0);
    clock.advance(7 * HOUR); // the release is 23 hours away
    // Two processes' sweeps at once: one mail per confirmed follower, whichever wins.
    const sent = await Promise.all([
      t.services.earlyAccess.sendDue(clock.now()),
      otherProcess().earlyAccess.sendDue(clock.now()),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await t.services.earlyAccess.sendDue(clock.now())).toBe(0);
    await t.deliverMail();
    const [mail, ...more] = await earlyMails(follower.email);
    expect(more).toEqual([]);
    expect(mail.body).toContain("Drop first");
    expect(mail.body).not.toContain("Drop later");
    expect(await earlyMails("unconfirmed@example.com")).toEqual([]);
    const link = previewPathIn(mail.body) as string;
    expect(link).toBeDefined();
    const token = new URL(link, "http://x").searchParams.get("token") as string;

    // Without the link, or with a made-up one, the preview says nothing.
    expect((await t.send("GET", "/api/preview")).status).toBe(404);
    expect((await t.send("GET", "/api/preview?token=not-a-real-token-at-all-1234")).status).toBe(
      404,
    );
    expect((await t.send("GET", "/api/preview?token=%00")).status).toBe(400);

    // With it: this release's works, none of a later one or a draft, and a cookie that keeps it.
    const opened = await t.send("GET", `/api/preview?token=${token}`);
    expect(opened.status).toBe(200);
    const preview = await opened.json();
    expect(preview.releaseAt).toBe(RELEASE.toISOString());
    expect(preview.works.map((work: Artwork) => work.id).sort()).toEqual(
      [works.first.id, works.second.id].sort(),
    );
    const cookie = opened.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^atelier_preview=/);
    expect(cookie).toMatch(/HttpOnly/i);
    const previewCookie = cookie.split(";")[0];
    const withLink = { cookie: previewCookie };
    expect(
      (await t.send("GET", `/api/artworks/${works.first.id}`, undefined, withLink)).status,
    ).toBe(200);
    for (const id of [works.later.id, works.draft.id]) {
      expect((await t.send("GET", `/api/artworks/${id}`, undefined, withLink)).status).toBe(404);
    }
    // The public list stays the public's, link or not.
    expect(ids(await publicList())).toEqual([works.out.id]);

    // Signed in with the confirmed follower's address, no link is needed.
    const asFollower = await t.send("GET", "/api/preview", undefined, as(follower));
    expect((await asFollower.json()).works).toHaveLength(2);
    expect((await t.send("GET", "/api/preview", undefined, as(stranger))).status).toBe(404);
    // The owners see every coming work, however far off (unbounded: PGlite once refused the
    // far bound it was given, a 500).
    const asOwner = await t.send("GET", "/api/preview", undefined, as(owner));
    expect(asOwner.status).toBe(200);
    const coming = (await asOwner.json()).works.map((work: Artwork) => work.id);
    expect(coming).toEqual([works.first.id, works.second.id, works.later.id]);
  });

  it("sells a coming work to a follower before release, held like any other", async () => {
    // The follower, signed in: favourite and buy.
    expect(
      (await t.send("PUT", `/api/favorites/${works.first.id}`, undefined, as(follower))).status,
    ).toBe(200);
    const favourites = await (
      await t.send("GET", "/api/favorites", undefined, as(follower))
    ).json();
    expect(favourites.items.map((work: Artwork) => work.id)).toEqual([works.first.id]);
    expect(
      (await t.send("PUT", `/api/cart/${works.first.id}`, undefined, as(follower))).status,
    ).toBe(200);
    const ordered = await t.send("POST", "/api/orders", { shipping: TEST_SHIPPING }, as(follower));
    expect(ordered.status).toBe(201);

    // A stranger holding a follower's link may buy the other; without it, not.
    const opened = await t.send("GET", "/api/preview", undefined, as(follower));
    expect(opened.status).toBe(200);
    const [mail] = await earlyMails(follower.email);
    const link = previewPathIn(mail.body) as string;
    const linkCookie = (await t.send("GET", `/api/${link.slice(1)}`)).headers
      .get("set-cookie")
      ?.split(";")[0] as string;
    expect(
      (await t.send("PUT", `/api/cart/${works.second.id}`, undefined, as(stranger))).status,
    ).toBe(404);
    const withBoth = { cookie: `${stranger.cookie}; ${linkCookie}` };
    // The first is held for the follower's order: 409, as for any painting an order holds.
    expect((await t.send("PUT", `/api/cart/${works.first.id}`, undefined, withBoth)).status).toBe(
      200,
    );
    const refused = await t.send(
      "POST",
      "/api/orders",
      { shipping: TEST_SHIPPING, artworkIds: [works.first.id] },
      withBoth,
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBeTruthy();
    await t.send("DELETE", `/api/cart/${works.first.id}`, undefined, withBoth);
    expect((await t.send("PUT", `/api/cart/${works.second.id}`, undefined, withBoth)).status).toBe(
      200,
    );
    expect(
      (await t.send("POST", "/api/orders", { shipping: TEST_SHIPPING }, withBoth)).status,
    ).toBe(201);
    const owned = await t.send("GET", `/api/artworks/${works.first.id}`, undefined, as(owner));
    expect((await owned.json()).availability).toBe("reserved");
  });

  it("releases at the minute — cached answers end with it — and announces it once", async () => {
    const before = await publicList();
    expect(ids(before)).toEqual([works.out.id]);
    // A minute before: still the cached answer, and nothing announced.
    clock.advance(RELEASE.getTime() - clock.now().getTime() - MINUTE);
    expect(ids(await publicList())).toEqual([works.out.id]);
    expect(await t.followers.announceDue(clock.now())).toBe(0);

    clock.advance(MINUTE);
    const after = await publicList();
    expect(new Set(ids(after))).toEqual(new Set([works.out.id, works.first.id, works.second.id]));
    expect(after.total).toBe(3);
    expect(after.nextReleaseAt).toBe(LATER.toISOString());
    // Held by the orders placed in the early look.
    expect(
      after.items.filter((work) => work.id !== works.out.id).map((work) => work.availability),
    ).toEqual(["reserved", "reserved"]);
    expect((await t.send("GET", `/api/artworks/${works.first.id}`)).status).toBe(200);
    // Its page changed for the public when it came out, after the owner last edited it (as
    // this test's clock has it: a row's first edit time is the database's own clock).
    await t.db
      .update(artworks)
      .set({ updatedAt: new Date(RELEASE.getTime() - HOUR) })
      .where(eq(artworks.id, works.first.id));
    expect(await (await t.app.request("/sitemap.xml")).text()).toContain(
      `?artwork=${works.first.slug}</loc><lastmod>${RELEASE.toISOString()}</lastmod>`,
    );

    // Two processes' sweeps at once: the release is announced once, both works in one mail.
    const announced = await Promise.all([
      t.followers.announceDue(clock.now()),
      otherProcess().followers.announceDue(clock.now()),
    ]);
    expect(announced[0] + announced[1]).toBe(2);
    expect(await t.followers.announceDue(clock.now())).toBe(0);
    await t.deliverMail();
    const told = (await mailsTo(t.dataDir, follower.email)).filter((mail) =>
      mail.subject.startsWith("2 new works"),
    );
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain("Drop first");
    expect(told[0].body).not.toContain("Drop later");
  });

  it("announces a draft when it is made public, and a public work never again", async () => {
    const published = await t.send(
      "PUT",
      `/api/artworks/${works.draft.id}`,
      { ...newArtwork("Drop draft"), visibility: "public" },
      as(owner),
    );
    expect(published.status).toBe(200);
    expect(ids(await publicList())).toContain(works.draft.id);
    await t.send(
      "PUT",
      `/api/artworks/${works.out.id}`,
      newArtwork("Drop out, renamed"),
      as(owner),
    );
    await t.deliverMail();
    const subjects = (await mailsTo(t.dataDir, follower.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes("Drop draft"))).toHaveLength(1);
    // "Drop out" was announced once, when it was added; renamed, it is not told again.
    expect(subjects.filter((subject) => subject.includes("Drop out"))).toHaveLength(1);

    // Made a draft again, it leaves the public's view at once.
    await t.send(
      "PUT",
      `/api/artworks/${works.draft.id}`,
      { ...newArtwork("Drop draft"), visibility: "draft" },
      as(owner),
    );
    expect(ids(await publicList())).not.toContain(works.draft.id);
    expect((await t.send("GET", `/api/artworks/${works.draft.id}`)).status).toBe(404);
  });
});

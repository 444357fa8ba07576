import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, reviews } from "#server/db/schema";
import type { Order } from "#shared/order";
import type { AdminReview, ReviewsPage } from "#shared/reviews";
import { type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { placeOrderFor, testClock } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

const DAY = 86_400_000;
const TEMPLATE = `<!doctype html><html lang="en-GB"><head><title>%GALLERY_NAME%</title></head><body><div id="root"></div></body></html>`;

describe(`reviews from buyers on ${testDbKind}`, () => {
  const clock = testClock();
  const t = useTestApp({
    indexHtml: TEMPLATE,
    clock: clock.now,
    env: { ADMIN_EMAILS: "owner@example.com", REVIEW_INVITE_DAYS: "7" },
    artworks: [
      { title: "Harbour" },
      { title: "Meadow" },
      { title: "Dune" },
      { title: "Tide" },
      { title: "Reef" },
    ],
  });
  const as = (user: TestUser) => ({ cookie: user.cookie });
  const review = (user: TestUser, order: Pick<Order, "id">, body: unknown) =>
    t.send("POST", `/api/orders/${order.id}/review`, body, as(user));
  let boss: TestUser | undefined;
  const owner = async () => {
    boss ??= await t.signIn({ email: "owner@example.com" });
    return boss;
  };
  const moderate = async (id: string, action: string, body?: unknown) =>
    t.send("POST", `/api/admin/reviews/${id}/${action}`, body, as(await owner()));
  const published = async () => (await (await t.app.request("/api/reviews")).json()) as ReviewsPage;

  /** An order of `titles` placed by `buyer`, paid and — unless told not — shipped. */
  async function bought(buyer: TestUser, ids: string[], ship = true) {
    const order = await placeOrderFor(t, buyer.cookie, ids);
    const asOwner = as(await owner());
    await t.send("POST", `/api/admin/orders/${order.id}/paid`, undefined, asOwner);
    if (ship) await t.send("POST", `/api/admin/orders/${order.id}/shipped`, {}, asOwner);
    return order;
  }

  it("takes one review per order from its buyer once it was sent, and shows nothing unpublished", async () => {
    const [harbour, meadow] = t.artworks;
    const buyer = await t.signIn({ email: "ada@example.com", name: "Ada Lovelace" });
    const stranger = await t.signIn({ email: "eve@example.com" });
    const order = await bought(buyer, [harbour.id, meadow.id], false);

    // Paid but not sent: too early.
    const early = await review(buyer, order, { rating: 5, text: "Lovely" });
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe(
      "You can review an order once it has been sent to you.",
    );
    await t.send("POST", `/api/admin/orders/${order.id}/shipped`, {}, as(await owner()));

    // Someone else's order is not found; bad input is refused beside its field.
    expect((await review(stranger, order, { rating: 5, text: "Fake" })).status).toBe(404);
    const bad = await review(buyer, order, { rating: 6, text: "" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(["rating", "text"]);
    const signedOut = await t.send("POST", `/api/orders/${order.id}/review`, {
      rating: 5,
      text: "x",
    });
    expect(signedOut.status).toBe(401);

    const first = await review(buyer, order, {
      rating: 4,
      text: "<script>alert(1)</script> Even better on the wall.",
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ status: "pending" });
    const again = await review(buyer, order, { rating: 1, text: "Changed my mind" });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("You have already reviewed this order.");

    // Nothing shows until the owner publishes it.
    expect(await published()).toEqual({ average: null, count: 0, items: [] });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.orderId, order.id));
    expect(row).toMatchObject({
      rating: 4,
      displayName: "Ada L.",
      artworkTitle: "Harbour and Meadow",
      status: "pending",
    });
  });

  it("lets owners publish, hide and reply — never change the buyer's words — and counts only what is published", async () => {
    const [, , dune, tide] = t.artworks;
    const grace = await t.signIn({ email: "grace@example.com", name: "Grace Hopper" });
    const order = await bought(grace, [dune.id]);
    expect(
      (await review(grace, order, { rating: 5, text: "Perfect", displayName: "G.H." })).status,
    ).toBe(201);
    const later = await bought(grace, [tide.id]);
    expect((await review(grace, later, { rating: 3, text: "Fine" })).status).toBe(201);

    const list = await t.app.request("/api/admin/reviews", { headers: as(await owner()) });
    const all: AdminReview[] = (await list.json()).reviews;
    expect(all.map((item) => item.status)).toEqual(["pending", "pending", "pending"]);
    const byText = (text: string) => all.find((item) => item.text === text) as AdminReview;
    const perfect = byText("Perfect");
    const fine = byText("Fine");
    const script = all.find((item) => item.text.startsWith("<script>")) as AdminReview;

    // Customers may not moderate; an owner cannot send new words for the review.
    const customer = await t.send(
      "POST",
      `/api/admin/reviews/${perfect.id}/publish`,
      undefined,
      as(grace),
    );
    expect(customer.status).toBe(403);
    const edit = await moderate(perfect.id, "reply", { text: "Thank you!", rating: 1 });
    expect(edit.status).toBe(400);
    const put = await t.send(
      "PUT",
      `/api/admin/reviews/${perfect.id}`,
      { text: "Better" },
      as(await owner()),
    );
    expect(put.status).toBe(404);

    // Newest published first.
    for (const item of [script, fine, perfect]) {
      clock.advance(60_000);
      expect((await moderate(item.id, "publish")).status).toBe(200);
    }
    const replied = await moderate(perfect.id, "reply", { text: "Thank you, Grace." });
    expect((await replied.json()).review).toMatchObject({
      text: "Perfect",
      reply: "Thank you, Grace.",
    });
    expect((await moderate(fine.id, "hide")).status).toBe(200);
    expect((await moderate("00000000-0000-4000-8000-000000000000", "hide")).status).toBe(404);

    const page = await published();
    expect(page.count).toBe(2);
    expect(page.average).toBe(4.5);
    expect(page.items.map((item) => [item.displayName, item.rating, item.reply])).toEqual([
      ["G.H.", 5, "Thank you, Grace."],
      ["Ada L.", 4, null],
    ]);
    // The buyer's words are kept as written: HTML is the page's to show as text.
    expect(page.items[1].text).toBe("<script>alert(1)</script> Even better on the wall.");
    expect(JSON.stringify(page)).not.toContain("grace@example.com");

    // /reviews arrives rendered with them, the buyer's HTML shown as text.
    const rendered = await t.app.request("/reviews");
    expect(rendered.status).toBe(200);
    const html = await rendered.text();
    expect(html).toContain(">Reviews from collectors</h1>");
    expect(html).toContain("4.5 out of 5, from 2 reviews");
    expect(html).toContain("Thank you, Grace.");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Even better on the wall.");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain(">Fine<");
  });

  it("invites the buyer once, some days after delivery, through the outbox", async () => {
    const reef = t.artworks[4];
    const buyer = await t.signIn({ email: "invited@example.com", name: "Ivy Bell" });
    const order = await bought(buyer, [reef.id]);
    await t.db
      .update(orders)
      .set({ status: "delivered", deliveredAt: clock.now() })
      .where(eq(orders.id, order.id));

    expect(await t.services.reviews.invite(new Date(clock.now().getTime() + 6 * DAY))).toBe(0);
    const due = new Date(clock.now().getTime() + 7 * DAY);
    expect(await t.services.reviews.invite(due)).toBe(1);
    expect(await t.services.reviews.invite(due)).toBe(0);
    await t.deliverMail();
    const mails = (await mailsTo(t.dataDir, "invited@example.com")).filter((mail) =>
      mail.subject.startsWith("How is your painting"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(`/profile?tab=orders&review=${order.id}`);
    expect(mails[0].body).toContain("Reef");
  });
});

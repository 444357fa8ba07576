import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  alerts,
  cartItems,
  cartPrints,
  enquiries,
  followers,
  orderItems,
  orders,
  reviews,
  sessions,
  userFavorites,
  users,
} from "#server/db/schema";
import { mailTexts } from "#shared/mail-texts";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import { newArtwork, type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { LIMITED_EDITION, OPEN_EDITION } from "#tests/editions";
import { placeOrderFor, TEST_SHIPPING } from "#tests/orders";
import { mailsTo, newestVerificationLink } from "#tests/outbox";
import { addEdition, orderItemsFor } from "#tests/prints";
import type { AccountExport } from "./data";

// docs/product.md#your-data: a copy of everything held about an account, and deleting it —
// what goes, and what the shop keeps without the link.

const PASSWORD = "correct horse battery";

/** A verified account with a password and a session, written directly. */
async function accountWithPassword(t: TestApp, options: { email: string; owner?: boolean }) {
  const user = await t.signIn({
    ...options,
    name: options.email.split("@")[0],
    password: PASSWORD,
  });
  return user;
}

const deleteAccount = (t: TestApp, user: TestUser, body: unknown, origin?: string) =>
  t.send("DELETE", "/api/account", body, { cookie: user.cookie, ...(origin ? { origin } : {}) });

const signIn = (t: TestApp, email: string) =>
  t.send("POST", "/api/auth/sign-in/email", { email, password: PASSWORD });

async function exportOf(t: TestApp, user: TestUser) {
  const response = await t.app.request("/api/account/export", {
    headers: { cookie: user.cookie },
  });
  expect(response.status).toBe(200);
  return { response, body: (await response.json()) as AccountExport };
}

describe(`your data: the export and deleting the account, on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: ["Harbour", "Field", "Orchard", "Estuary"].map((title) => newArtwork(title)),
  });
  let ada: TestUser;
  let bea: TestUser;
  let harbour: string;
  let field: string;
  let orchard: string;
  let estuary: string;
  let adaOrders: Order[];
  let beaOrder: Order;

  beforeAll(async () => {
    [harbour, field, orchard, estuary] = t.artworks.map((artwork) => artwork.id);
    ada = await accountWithPassword(t, { email: "ada@example.com" });
    bea = await accountWithPassword(t, { email: "bea@example.com" });
    const as = (user: TestUser) => ({ cookie: user.cookie });

    // Overlapping favourites, the same painting in both carts.
    for (const id of [harbour, field])
      await t.send("PUT", `/api/favorites/${id}`, undefined, as(ada));
    for (const id of [field, orchard])
      await t.send("PUT", `/api/favorites/${id}`, undefined, as(bea));
    // Two orders of Ada's, one of Bea's; then Orchard waits in both carts.
    // Ada's first holds two numbered prints of the Harbour too, paid for: numbers 1 and 2.
    const owner = await t.signIn({ owner: true });
    const limited = await addEdition(t, owner.cookie, harbour);
    const open = await addEdition(t, owner.cookie, field, OPEN_EDITION);
    adaOrders = [
      await orderItemsFor(t, ada.cookie, [
        { artworkId: harbour },
        { editionId: limited.id, quantity: 2 },
      ]),
      await placeOrderFor(t, ada.cookie, [estuary]),
    ];
    const paid = await t.send("POST", `/api/admin/orders/${adaOrders[0].id}/paid`, undefined, {
      cookie: owner.cookie,
    });
    expect(paid.status).toBe(200);
    beaOrder = await placeOrderFor(t, bea.cookie, [field]);
    for (const user of [ada, bea]) await t.send("PUT", `/api/cart/${orchard}`, undefined, as(user));
    // Prints in the carts: two of the Harbour's in Ada's, one of the Field's in Bea's.
    for (const [user, editionId, quantity] of [
      [ada, limited.id, 2],
      [bea, open.id, 1],
    ] as const) {
      const put = await t.send("PUT", `/api/cart/prints/${editionId}`, { quantity }, as(user));
      expect(put.status).toBe(200);
    }

    // Both follow, both ask about work like the Harbour.
    for (const user of [ada, bea]) {
      expect((await t.send("POST", "/api/follow", { email: user.email }, as(user))).status).toBe(
        202,
      );
      expect((await t.send("POST", "/api/alerts", { artworkId: harbour }, as(user))).status).toBe(
        201,
      );
    }
    // An enquiry from each account, and one sent signed out with Ada's address.
    const enquiry = (name: string, email: string) => ({
      kind: "question",
      artworkId: harbour,
      name,
      email,
      message: `A question from ${name}`,
    });
    await t.send("POST", "/api/enquiries", enquiry("Ada", ada.email), as(ada));
    await t.send("POST", "/api/enquiries", enquiry("Bea", bea.email), as(bea));
    await t.send("POST", "/api/enquiries", enquiry("Ada signed out", "ADA@example.com"));

    // Ada's first order's review is published, her second's waits; Bea's waits.
    const review = (order: Order, userId: string, status: "pending" | "published") => ({
      orderId: order.id,
      userId,
      rating: 5,
      text: `Lovely: ${order.number}`,
      displayName: "A collector",
      artworkTitle: order.items[0].title,
      status,
      createdAt: new Date(),
      publishedAt: status === "published" ? new Date() : null,
    });
    await t.db
      .insert(reviews)
      .values([
        review(adaOrders[0], ada.id, "published"),
        review(adaOrders[1], ada.id, "pending"),
        review(beaOrder, bea.id, "pending"),
      ]);
  });

  it("downloads everything held about the account, and nothing of anyone else's", async () => {
    const { response, body } = await exportOf(t, ada);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="atelier-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");

    expect(body.profile).toMatchObject({
      id: ada.id,
      name: "ada",
      email: ada.email,
      emailVerified: true,
      role: "customer",
      photoUrl: null,
    });
    expect(body.sessions).toHaveLength(1);
    expect(body.favorites.map((row) => [row.artworkId, row.title])).toEqual([
      [harbour, "Harbour"],
      [field, "Field"],
    ]);
    expect(body.cart.map((row) => [row.artworkId, row.title])).toEqual([[orchard, "Orchard"]]);
    expect(body.cartPrints).toEqual([
      expect.objectContaining({
        artworkId: harbour,
        title: "Harbour",
        ...LIMITED_EDITION,
        quantity: 2,
      }),
    ]);
    expect(body.cartPrints[0].images.length).toBeGreaterThan(0);
    // Each work with its address and every photograph of it, in order.
    const work = (await (await t.app.request(`/api/artworks/${harbour}`)).json()) as {
      slug: string;
      images: { url: string }[];
    };
    expect(body.favorites[0].slug).toBe(work.slug);
    expect(body.favorites[0].images.map((image) => image.url)).toEqual(
      work.images.map((image) => image.url),
    );
    expect(body.favorites[0].images.length).toBeGreaterThan(0);
    // The orders as Ada sees them, addresses included.
    const seen = (
      await (await t.send("GET", "/api/orders", undefined, { cookie: ada.cookie })).json()
    ).orders as Order[];
    expect(body.orders).toEqual(seen);
    expect(body.orders.map((order) => order.id).sort()).toEqual(
      adaOrders.map((order) => order.id).sort(),
    );
    expect(body.orders[0].shippingAddress).toMatchObject({ line1: TEST_SHIPPING.line1 });
    // The prints she bought, each with its number and its own certificate.
    const prints = body.orders
      .flatMap((order) => order.items)
      .find((item) => item.kind === "print");
    expect(prints).toMatchObject({ title: "Harbour", quantity: 2, edition: { size: 50 } });
    expect(prints?.prints.map((print) => [print.number, print.size])).toEqual([
      [1, 50],
      [2, 50],
    ]);
    expect(new Set(prints?.prints.map((print) => print.certificate.code)).size).toBe(2);
    expect(body.follows).toEqual([expect.objectContaining({ email: ada.email, confirmed: true })]);
    expect(body.alerts).toEqual([
      expect.objectContaining({ email: ada.email, artworkId: harbour, confirmed: true }),
    ]);
    expect(body.enquiries.map((row) => row.name).sort()).toEqual(["Ada", "Ada signed out"]);
    expect(body.reviews.map((row) => [row.orderId, row.status]).sort()).toEqual(
      [
        [adaOrders[0].id, "published"],
        [adaOrders[1].id, "pending"],
      ].sort(),
    );

    // Nothing of Bea's, and no secret: no password hash, session or link token.
    const text = JSON.stringify(body);
    expect(text).not.toContain(bea.email);
    expect(text).not.toContain(beaOrder.id);
    expect(text).not.toContain("$argon2");
    const token = decodeURIComponent(ada.cookie.split("=")[1]).split(".")[0];
    expect(text).not.toContain(token);
    const [follow] = await t.db.select().from(followers).where(eq(followers.email, ada.email));
    expect(text).not.toContain(follow.token);
    expect(text).not.toMatch(/"token"/);

    // Bea's own copy is hers alone.
    const theirs = (await exportOf(t, bea)).body;
    expect(theirs.profile.email).toBe(bea.email);
    expect(theirs.favorites.map((row) => row.artworkId)).toEqual([field, orchard]);
    expect(theirs.orders.map((order) => order.id)).toEqual([beaOrder.id]);
    expect(theirs.enquiries.map((row) => row.name)).toEqual(["Bea"]);
    expect(JSON.stringify(theirs)).not.toContain(ada.email);
  });

  it("answers 401 signed out", async () => {
    const response = await t.app.request("/api/account/export");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: messages.api.signInRequired });
  });

  it("refuses another origin, a missing and a wrong password, deleting nothing", async () => {
    const elsewhere = await deleteAccount(t, ada, { password: PASSWORD }, "https://evil.example");
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toEqual({ error: messages.api.crossOrigin });

    const missing = await deleteAccount(t, ada, {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields.password).toBe("Password is required");

    const wrong = await deleteAccount(t, ada, { password: "not my password" });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({
      error: messages.api.wrongPassword,
      fields: { password: messages.api.wrongPassword },
    });

    expect((await t.send("DELETE", "/api/account", { password: PASSWORD })).status).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, ada.id))).toHaveLength(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, ada.id))).toHaveLength(1);
    expect((await exportOf(t, ada)).body.favorites).toHaveLength(2);
  });

  it("deletes the account and what belongs to it; orders and published reviews stay unlinked", async () => {
    const deleted = await deleteAccount(t, ada, { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    // The browser's session cookie is cleared.
    const cleared = deleted.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cleared).toMatch(/session_token=;/);
    expect(cleared).toMatch(/Max-Age=0/i);

    const rows = async <T>(query: Promise<T[]>) => (await query).length;
    expect(await rows(t.db.select().from(users).where(eq(users.id, ada.id)))).toBe(0);
    expect(await rows(t.db.select().from(sessions).where(eq(sessions.userId, ada.id)))).toBe(0);
    expect(await rows(t.db.select().from(accounts).where(eq(accounts.userId, ada.id)))).toBe(0);
    expect(
      await rows(t.db.select().from(userFavorites).where(eq(userFavorites.userId, ada.id))),
    ).toBe(0);
    expect(await rows(t.db.select().from(cartItems).where(eq(cartItems.userId, ada.id)))).toBe(0);
    expect(await rows(t.db.select().from(cartPrints).where(eq(cartPrints.userId, ada.id)))).toBe(0);
    expect(await rows(t.db.select().from(followers).where(eq(followers.email, ada.email)))).toBe(0);
    expect(await rows(t.db.select().from(alerts).where(eq(alerts.email, ada.email)))).toBe(0);

    // The orders stay, with their lines (the prints' too), linked to no account.
    const ids = adaOrders.map((order) => order.id);
    const kept = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(kept.map((order) => [order.userId, order.buyerEmail])).toEqual([
      [null, ada.email],
      [null, ada.email],
    ]);
    expect(await rows(t.db.select().from(orderItems).where(inArray(orderItems.orderId, ids)))).toBe(
      3,
    );
    // The published review stays without the link; the pending one is gone.
    const left = await t.db.select().from(reviews);
    expect(left.map((review) => [review.orderId, review.userId, review.status]).sort()).toEqual(
      [
        [adaOrders[0].id, null, "published"],
        [beaOrder.id, bea.id, "pending"],
      ].sort(),
    );
    // Enquiries are the owner's correspondence: kept, without the account.
    const asked = await t.db.select().from(enquiries);
    expect(asked).toHaveLength(3);
    expect(asked.every((row) => row.userId !== ada.id)).toBe(true);

    // Bea's data is untouched.
    const theirs = (await exportOf(t, bea)).body;
    expect(theirs.favorites).toHaveLength(2);
    expect(theirs.cart).toHaveLength(1);
    expect(theirs.cartPrints.map((row) => [row.artworkId, row.quantity])).toEqual([[field, 1]]);
    expect(theirs.follows).toHaveLength(1);
    expect(theirs.alerts).toHaveLength(1);
    expect(theirs.reviews).toHaveLength(1);

    // A confirmation to the address, written with the deletion.
    await t.deliverMail();
    const mails = await mailsTo(t.dataDir, ada.email);
    expect(mails.at(-1)?.subject).toBe(mailTexts.account.deleted.subject(t.config.galleryName));

    // The old session is no more.
    const after = await t.app.request("/api/account/export", { headers: { cookie: ada.cookie } });
    expect(after.status).toBe(401);
  });

  it("lets that address no longer sign in, and sign up again as a new account", async () => {
    expect((await signIn(t, ada.email)).status).toBe(401);

    const signUp = await t.send("POST", "/api/auth/sign-up/email", {
      email: ada.email,
      password: "another good password",
      name: "Ada again",
    });
    expect(signUp.status).toBe(200);
    const [again] = await t.db.select().from(users).where(eq(users.email, ada.email));
    expect(again).toMatchObject({ name: "Ada again", emailVerified: false });
    expect(again.id).not.toBe(ada.id);
    // A new account's confirmation, not the "you already have an account" notice.
    await t.deliverMail();
    expect(await newestVerificationLink(t.dataDir, ada.email)).toMatch(/verify-email/);
    // The kept orders do not come back to the new account.
    const theirOrders = await t.db.select().from(orders).where(eq(orders.userId, again.id));
    expect(theirOrders).toEqual([]);
  });
});

describe(`deleting an owner's account on ${testDbKind}`, () => {
  const t = useTestApp();

  it("refuses the shop's last owner, and lets one go while another remains", async () => {
    const first = await accountWithPassword(t, { email: "maren@example.com", owner: true });
    const refused = await deleteAccount(t, first, { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: messages.api.lastOwner });
    expect(await t.db.select().from(users).where(eq(users.id, first.id))).toHaveLength(1);
    // Refused for being the last owner, the right password is no failed attempt.
    expect((await signIn(t, first.email)).status).toBe(200);

    await accountWithPassword(t, { email: "partner@example.com", owner: true });
    expect((await deleteAccount(t, first, { password: PASSWORD })).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, first.id))).toEqual([]);
  });

  it("counts wrong passwords with the sign-in attempts, beside the field", async () => {
    const user = await accountWithPassword(t, { email: "guessed@example.com" });
    for (let i = 0; i < 10; i++) {
      expect((await deleteAccount(t, user, { password: `guess ${i}` })).status).toBe(403);
    }
    const limited = await deleteAccount(t, user, { password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).fields.password).toBe(messages.api.tooManyPasswordAttempts);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});

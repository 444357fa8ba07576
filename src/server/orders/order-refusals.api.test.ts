import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { act, addToCart, availabilityOf, place, placed } from "#tests/order-steps";
import { TEST_SHIPPING } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

describe(`who may see and change an order, on ${testDbKind}`, () => {
  const t = useTestApp({ artworks: [{ title: "One" }, { title: "Two" }] });

  it("answers 401 signed out, 404 for another's order, 403 to customers on the owner's routes", async () => {
    const buyer = await t.signIn();
    const stranger = await t.signIn();
    const owner = await t.signIn({ owner: true });
    await addToCart(t, buyer, [t.artworks[0]]);
    const order = await placed(t, buyer);

    const anonymous = [
      ["GET", "/api/orders"],
      ["POST", "/api/orders"],
      ["GET", `/api/orders/${order.id}`],
      ["POST", `/api/orders/${order.id}/cancel`],
      ["GET", "/api/admin/orders"],
      ["POST", `/api/admin/orders/${order.id}/paid`],
      ["POST", `/api/admin/orders/${order.id}/shipped`],
      ["POST", `/api/admin/orders/${order.id}/cancel`],
    ] as const;
    for (const [method, url] of anonymous) {
      expect((await t.send(method, url, method === "POST" ? {} : undefined)).status, url).toBe(401);
    }
    // Another shopper: the order does not exist for them, and cannot be cancelled.
    for (const [method, url] of [
      ["GET", `/api/orders/${order.id}`],
      ["POST", `/api/orders/${order.id}/cancel`],
    ] as const) {
      const response = await t.send(method, url, undefined, { cookie: stranger.cookie });
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe(messages.api.orderNotFound);
    }
    const theirs = await t.app.request("/api/orders", { headers: { cookie: stranger.cookie } });
    expect((await theirs.json()).orders).toEqual([]);
    // Customers are not owners.
    for (const [method, url] of anonymous.slice(4)) {
      const response = await t.send(method, url, method === "POST" ? {} : undefined, {
        cookie: buyer.cookie,
      });
      expect(response.status).toBe(403);
    }
    // Unknown and malformed ids.
    const unknown = await act(t, owner, { id: randomUUID() } as Order, "paid");
    expect(unknown.status).toBe(404);
    const malformed = await t.send("POST", "/api/admin/orders/not-an-id/paid", undefined, {
      cookie: owner.cookie,
    });
    expect(malformed.status).toBe(400);
    // Still awaiting payment: nobody else changed it.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("awaiting_payment");
  });

  it("lets a buyer cancel an order awaiting payment, and tells the owners", async () => {
    const buyer = await t.signIn({ email: "canceller@example.com" });
    await t.signIn({ email: "granted-owner@example.com", owner: true });
    await addToCart(t, buyer, [t.artworks[1]]);
    const order = await placed(t, buyer);
    const cancelled = await t.send("POST", `/api/orders/${order.id}/cancel`, undefined, {
      cookie: buyer.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).order.status).toBe("cancelled");
    expect(await availabilityOf(t, t.artworks[1].id)).toBe("available");
    const again = await t.send("POST", `/api/orders/${order.id}/cancel`, undefined, {
      cookie: buyer.cookie,
    });
    expect(again.status).toBe(409);
    await t.deliverMail();
    const ownerMails = await mailsTo(t.dataDir, "granted-owner@example.com");
    expect(ownerMails.map((mail) => mail.subject)).toContain(
      `Order ${order.number} was cancelled by the buyer`,
    );
  });
});

describe(`carts with paintings gone elsewhere, and bad input, on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [
      { title: "Still here", price: 0.1 },
      { title: "Also here", price: 0.2 },
      { title: "Sold at the fair", price: 300 },
    ],
  });

  it("leaves unavailable items out, or refuses when the page expected them", async () => {
    const [here, alsoHere, fair] = t.artworks;
    const owner = await t.signIn({ owner: true });
    const buyer = await t.signIn();
    await addToCart(t, buyer, [here, alsoHere, fair]);
    const marked = await t.send(
      "PUT",
      `/api/artworks/${fair.id}/availability`,
      { availability: "sold" },
      { cookie: owner.cookie },
    );
    expect(marked.status).toBe(200);
    const cart = await (
      await t.app.request("/api/cart", { headers: { cookie: buyer.cookie } })
    ).json();
    expect(cart.items.find((a: Artwork) => a.id === fair.id).availability).toBe("sold");

    // The checkout page sends what it showed: a painting gone since → 409, nothing ordered.
    const stale = await place(t, buyer, {
      shipping: TEST_SHIPPING,
      artworkIds: [here.id, fair.id],
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).unavailable).toEqual([fair.id]);
    expect((await t.db.select({ n: count() }).from(orders))[0].n).toBe(0);

    // Without a list, the order takes what is available, in pence: 0.10 + 0.20 = 0.30.
    const order = await placed(t, buyer);
    expect(order.items.map((item) => item.title)).toEqual(["Still here", "Also here"]);
    expect(order.total).toBe(0.3);
    const left = await (
      await t.app.request("/api/cart", { headers: { cookie: buyer.cookie } })
    ).json();
    expect(left.items.map((a: Artwork) => a.id)).toEqual([fair.id]);
    // Only unavailable items in the cart: 409, naming them.
    const nothing = await place(t, buyer);
    expect(nothing.status).toBe(409);
    expect((await nothing.json()).unavailable).toEqual([fair.id]);
  });

  it("refuses an empty cart, bad fields and other people's paintings with reasons", async () => {
    const buyer = await t.signIn();
    const empty = await place(t, buyer);
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe(messages.api.emptyCart);

    await addToCart(t, buyer, [t.artworks[2]]);
    for (const [shipping, field] of [
      [{ ...TEST_SHIPPING, postcode: "12345" }, "shipping.postcode"],
      [{ ...TEST_SHIPPING, name: "  " }, "shipping.name"],
      [{ ...TEST_SHIPPING, country: "Atlantis" }, "shipping.country"],
      [{ ...TEST_SHIPPING, line1: "x".repeat(101) }, "shipping.line1"],
      [{ ...TEST_SHIPPING, city: "Lon\u0007don" }, "shipping.city"],
      [{ ...TEST_SHIPPING, phone: "call me" }, "shipping.phone"],
    ] as const) {
      const response = await place(t, buyer, { shipping });
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toHaveProperty([field]);
    }
    // A US zip is fine outside the United Kingdom: what stops this order is the painting it
    // names, which is not in the cart.
    const abroad = { ...TEST_SHIPPING, country: "United States", postcode: "10001" };
    const stranger = await place(t, buyer, { shipping: abroad, artworkIds: [randomUUID()] });
    expect(stranger.status).toBe(400);
    expect((await stranger.json()).error).toBe(messages.api.notInCart);
    expect((await place(t, buyer, { shipping: "x" })).status).toBe(400);
    expect((await place(t, buyer, { shipping: TEST_SHIPPING, artworkIds: ["nope"] })).status).toBe(
      400,
    );
  });

  it("refuses to delete an artwork an open order holds, and keeps sold orders' snapshots", async () => {
    const owner = await t.signIn({ owner: true });
    const buyer = await t.signIn();
    const [artwork] = await t.db
      .insert((await import("#server/db/schema")).artworks)
      .values({
        title: "Snapshot",
        slug: "snapshot",
        artist: "Maren",
        price: 700,
        imageUrl: "https://example.com/s.jpg",
        medium: "Oil",
        size: "50 x 50 cm",
        sizeClass: "medium",
      })
      .returning();
    await addToCart(t, buyer, [{ id: artwork.id } as Artwork]);
    const order = await placed(t, buyer);
    const refused = await t.send("DELETE", `/api/artworks/${artwork.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(messages.api.artworkInOpenOrder);
    const held = await t.send(
      "PUT",
      `/api/artworks/${artwork.id}/availability`,
      { availability: "sold" },
      { cookie: owner.cookie },
    );
    expect(held.status).toBe(409);

    expect((await act(t, owner, order, "paid")).status).toBe(200);
    await t.send(
      "PUT",
      `/api/artworks/${artwork.id}`,
      {
        title: "Renamed",
        artist: "Maren",
        price: 1,
        medium: "Oil",
        size: "1 x 1 cm",
        imageUrl: "https://example.com/s.jpg",
      },
      { cookie: owner.cookie },
    );
    const deleted = await t.send("DELETE", `/api/artworks/${artwork.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(deleted.status).toBe(200);
    const view = await t.app.request(`/api/orders/${order.id}`, {
      headers: { cookie: buyer.cookie },
    });
    expect((await view.json()).order.items).toEqual([
      {
        kind: "original",
        quantity: 1,
        edition: null,
        prints: [],
        artworkId: null,
        artworkSlug: null,
        title: "Snapshot",
        artist: "Maren",
        imageUrl: "https://example.com/s.jpg",
        price: 700,
        // The certificate keeps the painting's id: its address outlives the artwork.
        certificate: {
          code: expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/),
          url: `/api/orders/${order.id}/certificates/${artwork.id}`,
        },
        plan: null,
      },
    ]);
  });

  it("leaves no order, no hold and the cart intact when the database fails half-way", async () => {
    const buyer = await t.signIn();
    const [first, second] = await t.db
      .insert((await import("#server/db/schema")).artworks)
      .values(
        ["Fine", "Explodes"].map((title) => ({
          title,
          slug: title.toLowerCase(),
          artist: "Maren",
          price: 50,
          imageUrl: "https://example.com/x.jpg",
          medium: "Oil",
          size: "20 x 20 cm",
          sizeClass: "small",
        })),
      )
      .returning();
    await addToCart(t, buyer, [first, second] as unknown as Artwork[]);
    await t.db.execute(sql`
      create function explode() returns trigger language plpgsql as $$
      begin
        if new.title = 'Explodes' then raise exception 'disk on fire'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger explode before insert on order_items for each row execute function explode()`,
    );
    const ordersBefore = (await t.db.select({ n: count() }).from(orders))[0].n;
    try {
      const response = await place(t, buyer);
      expect(response.status).toBe(500);
      expect((await response.json()).error).toBe(messages.api.internal);
    } finally {
      await t.db.execute(sql`drop trigger explode on order_items`);
      await t.db.execute(sql`drop function explode()`);
    }
    expect((await t.db.select({ n: count() }).from(orders))[0].n).toBe(ordersBefore);
    expect(await availabilityOf(t, first.id)).toBe("available");
    const cart = await (
      await t.app.request("/api/cart", { headers: { cookie: buyer.cookie } })
    ).json();
    expect(cart.items.map((a: Artwork) => a.title).sort()).toEqual(["Explodes", "Fine"]);
  });
});

import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems, orderItems, orders } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { AdminOrder, Order } from "#shared/order";
import { type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { HOUR, TEST_SHIPPING, testClock } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

async function addToCart(t: TestApp, user: TestUser, artworks: Artwork[]) {
  for (const artwork of artworks) {
    const response = await t.send("PUT", `/api/cart/${artwork.id}`, undefined, {
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
  }
}

const place = (t: TestApp, user: TestUser, body: unknown = { shipping: TEST_SHIPPING }) =>
  t.send("POST", "/api/orders", body, { cookie: user.cookie });

async function placed(t: TestApp, user: TestUser, body?: unknown): Promise<Order> {
  const response = await place(t, user, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).order;
}

async function availabilityOf(t: TestApp, id: string) {
  return ((await (await t.app.request(`/api/artworks/${id}`)).json()) as Artwork).availability;
}

const act = (t: TestApp, owner: TestUser, order: Order, action: string, body?: unknown) =>
  t.send("POST", `/api/admin/orders/${order.id}/${action}`, body, { cookie: owner.cookie });

describe(`an order's whole life on ${testDbKind}`, () => {
  const clock = testClock();
  const t = useTestApp({
    clock: clock.now,
    env: { ADMIN_EMAILS: "owner@example.com", PAYMENT_INSTRUCTIONS: "Pay by bank transfer." },
    artworks: [
      { title: "Harbour", price: 1250.5 },
      { title: "Meadow", price: 99.99 },
      { title: "Left in the cart", price: 10 },
    ],
  });

  it("reserves, sells and ships, telling the buyer and the owner at each step", async () => {
    const [harbour, meadow, third] = t.artworks;
    const buyer = await t.signIn({ email: "buyer@example.com" });
    const owner = await t.signIn({ email: "owner@example.com" });
    await addToCart(t, buyer, [harbour, meadow]);

    // Prices from the database, however the request dresses up: a price field is refused.
    const dressed = await place(t, buyer, { shipping: TEST_SHIPPING, total: 0.01 });
    expect(dressed.status).toBe(400);

    const order = await placed(t, buyer, { shipping: TEST_SHIPPING });
    expect(order).toMatchObject({
      number: expect.stringMatching(/^A-\d{4,}$/),
      status: "awaiting_payment",
      subtotal: 1350.49,
      shipping: 0,
      total: 1350.49,
      paymentMethod: "manual",
      paymentInstructions: "Pay by bank transfer.",
      shippingAddress: { ...TEST_SHIPPING, postcode: "SW1A 1AA" },
      holdExpiresAt: new Date(clock.now().getTime() + 72 * HOUR).toISOString(),
      createdAt: clock.now().toISOString(),
    });
    expect(order.items).toEqual([
      {
        artworkId: harbour.id,
        title: "Harbour",
        artist: harbour.artist,
        imageUrl: harbour.imageUrl,
        price: 1250.5,
        certificate: null,
      },
      {
        artworkId: meadow.id,
        title: "Meadow",
        artist: meadow.artist,
        imageUrl: meadow.imageUrl,
        price: 99.99,
        certificate: null,
      },
    ]);
    // Ordered items leave the cart; the gallery shows them reserved, everywhere.
    const cart = await (
      await t.app.request("/api/cart", { headers: { cookie: buyer.cookie } })
    ).json();
    expect(cart.items).toEqual([]);
    expect(await availabilityOf(t, harbour.id)).toBe("reserved");
    expect(await availabilityOf(t, third.id)).toBe("available");
    const listed = await (await t.app.request("/api/artworks")).json();
    expect(listed.items.find((a: Artwork) => a.id === meadow.id).availability).toBe("reserved");
    const onlyAvailable = await (
      await t.app.request("/api/artworks?availability=available")
    ).json();
    expect(onlyAvailable.items.map((a: Artwork) => a.id)).toEqual([third.id]);
    expect(onlyAvailable).toMatchObject({ matched: 1, total: 3 });

    // The buyer sees it; the owner's table has it, with the buyer.
    const mine = await (
      await t.app.request("/api/orders", { headers: { cookie: buyer.cookie } })
    ).json();
    expect(mine.orders.map((o: Order) => o.id)).toEqual([order.id]);
    const table = await (
      await t.app.request("/api/admin/orders?status=awaiting_payment", {
        headers: { cookie: owner.cookie },
      })
    ).json();
    expect(table.orders[0]).toMatchObject({ id: order.id, buyer: { email: "buyer@example.com" } });

    // Shipping before payment is refused with a reason; paying sells the paintings.
    const early = await act(t, owner, order, "shipped", {});
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe(
      messages.api.orderTransition("marked as shipped", "awaiting_payment"),
    );
    const paid = await act(t, owner, order, "paid");
    expect(paid.status).toBe(200);
    expect((await paid.json()).order).toMatchObject({ status: "paid", paidAt: expect.any(String) });
    expect(await availabilityOf(t, harbour.id)).toBe("sold");
    // Paid is not cancellable, and the buyer cannot cancel it either.
    expect((await act(t, owner, order, "cancel")).status).toBe(409);
    const buyerCancel = await t.send("POST", `/api/orders/${order.id}/cancel`, undefined, {
      cookie: buyer.cookie,
    });
    expect(buyerCancel.status).toBe(409);

    const shipped = await act(t, owner, order, "shipped", { trackingNumber: "RM123456789GB" });
    expect((await shipped.json()).order).toMatchObject({
      status: "shipped",
      trackingNumber: "RM123456789GB",
    });
    expect(await availabilityOf(t, meadow.id)).toBe("sold");
    expect((await act(t, owner, order, "paid")).status).toBe(409);

    await t.deliverMail();
    // The order's e-mails, to the buyer and to the owners, in both parts.
    const buyerMails = await mailsTo(t.dataDir, "buyer@example.com");
    expect(buyerMails.map((mail) => mail.subject)).toEqual([
      `Your order ${order.number} at Atelier`,
      `Payment received for order ${order.number}`,
      `Order ${order.number} is on its way`,
    ]);
    const [placedMail, , shippedMail] = buyerMails;
    expect(placedMail.body).toContain("Pay by bank transfer.");
    expect(placedMail.body).toContain("£1,350.49");
    expect(placedMail.body).toContain("Reserved until");
    expect(placedMail.body).toMatch(/Content-Type: text\/html/);
    expect(shippedMail.body).toContain("RM123456789GB");
    const ownerMails = await mailsTo(t.dataDir, "owner@example.com");
    expect(ownerMails.map((mail) => mail.subject)).toEqual([
      `New order ${order.number} from buyer@example.com`,
    ]);
  });

  it("escapes every value in the HTML part", async () => {
    const buyer = await t.signIn({ email: "escapes@example.com" });
    const [artwork] = await t.db
      .insert((await import("#server/db/schema")).artworks)
      .values({
        title: "<script>alert(1)</script>",
        artist: "A & B",
        price: 5,
        imageUrl: "https://example.com/a.jpg",
        medium: "Oil",
        size: "10 x 10 cm",
        sizeClass: "small",
      })
      .returning();
    await addToCart(t, buyer, [{ id: artwork.id } as Artwork]);
    await placed(t, buyer, { shipping: { ...TEST_SHIPPING, name: "<b>Ada</b>" } });
    await t.deliverMail();
    const [mail] = await mailsTo(t.dataDir, "escapes@example.com");
    const html = mail.body.slice(mail.body.indexOf("text/html"));
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(html).toContain("A &#38; B");
  });
});

describe(`twenty shoppers racing for one painting on ${testDbKind}`, () => {
  const t = useTestApp({ artworks: [{ title: "The only one", price: 480 }] });

  it("gives exactly one order and nineteen clear 409s", async () => {
    const [painting] = t.artworks;
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => t.signIn()));
    for (const shopper of shoppers) await addToCart(t, shopper, [painting]);
    const responses = await Promise.all(shoppers.map((shopper) => place(t, shopper)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toEqual({
        error: messages.api.unavailable,
        unavailable: [painting.id],
      });
    }
    const [{ n }] = await t.db.select({ n: count() }).from(orders);
    expect(n).toBe(1);
    const holders = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.artworkId, painting.id));
    expect(holders).toHaveLength(1);
    // The losers keep the painting in their carts, shown as reserved.
    const [{ carts }] = await t.db.select({ carts: count() }).from(cartItems);
    expect(carts).toBe(19);
  });
});

describe(`holds that end, on ${testDbKind}`, () => {
  const clock = testClock();
  const t = useTestApp({
    clock: clock.now,
    env: { ORDER_HOLD_HOURS: "2" },
    artworks: [{ title: "Held" }],
  });

  it("never lets an ended hold block a buyer, and tells the first buyer once", async () => {
    const [painting] = t.artworks;
    const first = await t.signIn({ email: "first@example.com" });
    const second = await t.signIn({ email: "second@example.com" });
    await addToCart(t, first, [painting]);
    await addToCart(t, second, [painting]);
    const order = await placed(t, first);
    expect((await place(t, second)).status).toBe(409);

    clock.advance(2 * HOUR - 1);
    expect(await availabilityOf(t, painting.id)).toBe("reserved");
    clock.advance(1);
    // The moment the hold ends the painting is available, before anything has swept.
    expect(await availabilityOf(t, painting.id)).toBe("available");
    const taken = await placed(t, second);
    expect(taken.items[0].artworkId).toBe(painting.id);

    const firstView = await t.app.request(`/api/orders/${order.id}`, {
      headers: { cookie: first.cookie },
    });
    expect((await firstView.json()).order.status).toBe("expired");
    // An expired order can be neither paid nor cancelled.
    const cancel = await t.send("POST", `/api/orders/${order.id}/cancel`, undefined, {
      cookie: first.cookie,
    });
    expect(cancel.status).toBe(409);
    await t.deliverMail();
    const expiredMails = (await mailsTo(t.dataDir, "first@example.com")).filter((mail) =>
      mail.subject.includes("expired"),
    );
    expect(expiredMails).toHaveLength(1);
    expect(await availabilityOf(t, painting.id)).toBe("reserved");
  });

  it("lets the owner's order table show an ended hold as expired", async () => {
    const owner = await t.signIn({ owner: true });
    const buyer = await t.signIn();
    const [painting] = t.artworks;
    clock.advance(3 * HOUR); // the second buyer's hold ends too
    await addToCart(t, buyer, [painting]);
    const order = await placed(t, buyer);
    clock.advance(3 * HOUR);
    const table = await (
      await t.app.request("/api/admin/orders", { headers: { cookie: owner.cookie } })
    ).json();
    expect(table.orders.find((o: AdminOrder) => o.id === order.id).status).toBe("expired");
    expect((await act(t, owner, order, "paid")).status).toBe(409);
  });
});

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
    // A US zip is fine outside the United Kingdom.
    const abroad = { ...TEST_SHIPPING, country: "United States", postcode: "10001" };
    expect((await place(t, buyer, { shipping: abroad, artworkIds: [randomUUID()] })).status).toBe(
      409,
    );
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
        artworkId: null,
        title: "Snapshot",
        artist: "Maren",
        imageUrl: "https://example.com/s.jpg",
        price: 700,
        // The certificate keeps the painting's id: its address outlives the artwork.
        certificate: {
          code: expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/),
          url: `/api/orders/${order.id}/certificates/${artwork.id}`,
        },
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
    }
    expect((await t.db.select({ n: count() }).from(orders))[0].n).toBe(ordersBefore);
    expect(await availabilityOf(t, first.id)).toBe("available");
    const cart = await (
      await t.app.request("/api/cart", { headers: { cookie: buyer.cookie } })
    ).json();
    expect(cart.items.map((a: Artwork) => a.title).sort()).toEqual(["Explodes", "Fine"]);
  });
});

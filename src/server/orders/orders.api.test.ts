import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems, orderItems, orders } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { AdminOrder, Order } from "#shared/order";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { act, addToCart, availabilityOf, place, placed } from "#tests/order-steps";
import { HOUR, TEST_SHIPPING, testClock } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

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

    // Prices from the database, however the request dresses up: what it says of money is ignored.
    const order = await placed(t, buyer, { shipping: TEST_SHIPPING, total: 0.01, subtotal: 0 });
    expect(order).toMatchObject({
      number: expect.stringMatching(/^A-\d{4,}$/),
      status: "awaiting_payment",
      subtotal: 1350.49,
      shipping: 0,
      total: 1350.49,
      paymentMethod: "manual",
      paymentInstructions: "Pay by bank transfer.",
      shippingAddress: { ...TEST_SHIPPING, country: "GB", postcode: "SW1A 1AA" },
      holdExpiresAt: new Date(clock.now().getTime() + 72 * HOUR).toISOString(),
      createdAt: clock.now().toISOString(),
    });
    expect(order.items).toEqual([
      {
        kind: "original",
        quantity: 1,
        edition: null,
        prints: [],
        artworkId: harbour.id,
        artworkSlug: harbour.slug,
        title: "Harbour",
        artist: harbour.artist,
        imageUrl: harbour.imageUrl,
        price: 1250.5,
        certificate: null,
        plan: null,
      },
      {
        kind: "original",
        quantity: 1,
        edition: null,
        prints: [],
        artworkId: meadow.id,
        artworkSlug: meadow.slug,
        title: "Meadow",
        artist: meadow.artist,
        imageUrl: meadow.imageUrl,
        price: 99.99,
        certificate: null,
        plan: null,
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
    // The owner cancels no paid order (a refund undoes a sale); the buyer's cancellation of
    // one is the right to cancel (right-to-cancel.api.test.ts).
    expect((await act(t, owner, order, "cancel")).status).toBe(409);

    const shipped = await act(t, owner, order, "shipped", { trackingNumber: "RM123456789GB" });
    expect((await shipped.json()).order).toMatchObject({
      status: "shipped",
      trackingNumber: "RM123456789GB",
    });
    // Once sent, it is no longer cancelled outright: it is returned.
    const buyerCancel = await t.send("POST", `/api/orders/${order.id}/cancel`, undefined, {
      cookie: buyer.cookie,
    });
    expect(buyerCancel.status).toBe(409);
    expect((await buyerCancel.json()).error).toBe(
      messages.api.orderTransition("cancelled", "shipped"),
    );
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
        slug: "script-alert-1-script",
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

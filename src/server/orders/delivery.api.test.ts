import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartItems, orders } from "#server/db/schema";
import type { Order } from "#shared/order";
import { type TestUser, useTestApp } from "#tests/api";
import { cardOrder, sessionIdOf, useCardShop } from "#tests/card-shop";
import { testDbKind } from "#tests/database";
import { TEST_SHIPPING } from "#tests/orders";

const FRANCE = {
  name: "Claire Martin",
  line1: "12 rue des Arts",
  city: "Lyon",
  postcode: "69001",
  country: "FR",
};
const JAPAN = { ...FRANCE, city: "Kyoto", postcode: "600-8216", country: "Japan" };

describe(`orders priced with their delivery on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [
      { title: "Small", size: "40 x 50 cm", price: 300 },
      { title: "Medium", size: "60 x 80 cm", price: 450.5 },
      { title: "Oversize", size: "120 x 180 cm", price: 2000 },
    ],
  });
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await t.signIn();
  });
  const order = async (artworkIds: string[], body: Record<string, unknown>) => {
    for (const id of artworkIds) {
      await t.send("PUT", `/api/cart/${id}`, undefined, { cookie: buyer.cookie });
    }
    const response = await t.send(
      "POST",
      "/api/orders",
      { artworkIds, ...body },
      { cookie: buyer.cookie },
    );
    return { status: response.status, body: await response.json() };
  };
  const cancel = (placed: Order) =>
    t.send("POST", `/api/orders/${placed.id}/cancel`, undefined, { cookie: buyer.cookie });

  it("delivers free in the UK, and keeps the country as its code", async () => {
    const [small] = t.artworks;
    const { status, body } = await order([small.id], { shipping: TEST_SHIPPING });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({ subtotal: 300, shipping: 0, total: 300 });
    expect(body.order.shippingAddress.country).toBe("GB");
    await cancel(body.order);
  });

  it("adds each painting's rate for Europe, whatever the request says it costs", async () => {
    const [small, medium] = t.artworks;
    const { status, body } = await order([small.id, medium.id], {
      shipping: { ...FRANCE, shippingPence: 0, total: 1 },
      shipping_cost: 0,
      total: 0.01,
      subtotal: 0.01,
    });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({ subtotal: 750.5, shipping: 45 + 75, total: 870.5 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, body.order.id));
    expect(row).toMatchObject({
      subtotalPence: 75_050,
      shippingPence: 12_000,
      totalPence: 87_050,
      shipCountry: "FR",
    });
    await cancel(body.order);
  });

  it("refuses on the country field what the shop does not send there, and orders nothing", async () => {
    const [small, , oversize] = t.artworks;
    const before = (await t.db.select({ n: count() }).from(orders))[0].n;
    const { status, body } = await order([small.id, oversize.id], { shipping: JAPAN });
    expect(status).toBe(422);
    expect(body).toEqual({
      error: expect.stringContaining("does not deliver some of these paintings to Japan"),
      field: "country",
      notShipped: [oversize.id],
    });
    expect(body.error).toContain("enquiry");
    expect((await t.db.select({ n: count() }).from(orders))[0].n).toBe(before);
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id));
    expect(cart.map((item) => item.artworkId).sort()).toEqual([small.id, oversize.id].sort());
  });

  it("collects from the studio for nothing, with a name and a phone instead of an address", async () => {
    const [, , oversize] = t.artworks;
    const { status, body } = await order([oversize.id], {
      collect: true,
      name: "Claire Martin",
      phone: "+44 7700 900123",
      shipping: { ...JAPAN, line1: "ignored" },
      total: 1,
    });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({
      subtotal: 2000,
      shipping: 0,
      total: 2000,
      shippingAddress: null,
      collect: { name: "Claire Martin", phone: "+44 7700 900123" },
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, body.order.id));
    expect(row).toMatchObject({ collect: true, shipLine1: null, shipCountry: "GB" });
    await cancel(body.order);
  });

  it("takes the collector's name and phone from `shipping` too, and asks for both", async () => {
    const [small] = t.artworks;
    const lifted = await order([small.id], {
      collect: true,
      shipping: { name: "Ann Lee", phone: "01632 960 001" },
    });
    expect(lifted.status).toBe(201);
    expect(lifted.body.order.collect).toEqual({ name: "Ann Lee", phone: "01632 960 001" });
    await cancel(lifted.body.order);
    const missing = await order([small.id], { collect: true, name: "Ann Lee" });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ phone: "Phone is required" });
    const noAddress = await order([small.id], { collect: "yes", name: "Ann Lee" });
    expect(noAddress.status).toBe(400);
    expect(Object.keys(noAddress.body.fields)).toEqual(["shipping"]);
  });

  it("prices with the owner's current table", async () => {
    const owner = await t.signIn({ owner: true });
    const settings = await (
      await t.app.request("/api/admin/settings", { headers: { cookie: owner.cookie } })
    ).json();
    settings.delivery.rates.world.oversize = 499.99;
    const trader = {
      businessName: "M. Holloway",
      address: "1 Quay, Falmouth",
      email: "m@h.example",
    };
    const saved = await t.send(
      "PUT",
      "/api/admin/settings",
      { ...settings, ...trader },
      { cookie: owner.cookie },
    );
    expect(saved.status).toBe(200);
    const [, , oversize] = t.artworks;
    const { status, body } = await order([oversize.id], { shipping: JAPAN });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({ shipping: 499.99, total: 2499.99 });
    expect(body.order.shippingAddress.country).toBe("JP");
    await cancel(body.order);

    // Without collection on offer, asking to collect orders nothing.
    settings.delivery.collection = false;
    await t.send(
      "PUT",
      "/api/admin/settings",
      { ...settings, ...trader },
      { cookie: owner.cookie },
    );
    const refused = await order([oversize.id], {
      collect: true,
      name: "A",
      phone: "020 7946 0000",
    });
    expect(refused).toEqual({
      status: 422,
      body: { error: expect.stringContaining("collection from the studio"), field: "collect" },
    });
  });
});

describe(`a card order's delivery on Stripe's page on ${testDbKind}`, () => {
  const { state } = useCardShop([{ title: "Harbour", size: "60 x 80 cm", price: 1250.5 }]);

  it("is a line of its own, so Stripe's total is the order's", async () => {
    const { t, standIn } = state;
    const buyer = await t.signIn({ email: "card-france@example.com" });
    const placed = await cardOrder(t, buyer, t.artworks, FRANCE);
    expect(placed).toMatchObject({ subtotal: 1250.5, shipping: 75, total: 1325.5 });
    const session = standIn.sessions.get(sessionIdOf(placed));
    expect(session?.amount_total).toBe(132_550);
    expect(
      session?.line_items.map((item) => [
        item.price_data.product_data.name,
        Number(item.price_data.unit_amount),
      ]),
    ).toEqual([
      ["Harbour", 125_050],
      ["Delivery to France", 7_500],
    ]);
  });
});

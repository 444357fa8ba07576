import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "#server/db/schema";
import { formatDay } from "#shared/dates";
import { mailTexts } from "#shared/mail-texts";
import { messages } from "#shared/messages";
import type { AdminOrder, Order } from "#shared/order";
import { RETURN_DAYS } from "#shared/shop";
import { type TestApp, type TestUser, useTestApp } from "#tests/api";
import { cardOrder, orderOf, sessionIdOf, useCardShop } from "#tests/card-shop";
import { testDbKind } from "#tests/database";
import { act, addToCart, availabilityOf, placed, setTrader, TEST_TRADER } from "#tests/order-steps";
import { HOUR, TEST_SHIPPING, testClock } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

// The buyer's right to cancel (docs/product.md: selling): a paid order cancelled before it is
// sent, a dispatched one returned within 14 days of delivery; the owner marks deliveries,
// receives returns and records refunds. Every painting released is for sale again.

const DAY = 24 * HOUR;
const api = messages.api;
const mail = mailTexts.orders;

/** The buyer's requests on their own orders. */
const buyerSends = (t: TestApp, buyer: TestUser, order: Order, what: string, body?: unknown) =>
  t.send("POST", `/api/orders/${order.id}/${what}`, body, { cookie: buyer.cookie });

const subjectsTo = async (t: TestApp, address: string) =>
  (await mailsTo(t.dataDir, address)).map((sent) => sent.subject);

/** The newest mail to `address` with this subject (its body decoded, headers included). */
async function mailTo(t: TestApp, address: string, subject: string) {
  const found = (await mailsTo(t.dataDir, address)).filter((sent) => sent.subject === subject);
  expect(found.length, `${subject} to ${address}`).toBeGreaterThan(0);
  return found[found.length - 1].body;
}

/** The code of the order's first certificate, as its buyer sees it. */
async function certificateCode(t: TestApp, buyer: TestUser, order: Order) {
  const response = await t.app.request(`/api/orders/${order.id}`, {
    headers: { cookie: buyer.cookie },
  });
  const { items } = ((await response.json()) as { order: Order }).order;
  return items[0].certificate?.code ?? "";
}

async function isVoid(t: TestApp, code: string) {
  const page = await (await t.app.request(`/verify/${code}`)).text();
  return page.includes("This certificate is void");
}

describe(`cancelling a paid order before it is sent, manual payment, on ${testDbKind}`, () => {
  const clock = testClock();
  const t = useTestApp({
    clock: clock.now,
    env: { ADMIN_EMAILS: "owner@example.com", PUBLIC_URL: "https://gallery.example" },
    artworks: [{ title: "Harbour" }, { title: "Meadow" }, { title: "Orchard" }],
  });

  it("still cancels an order awaiting payment outright", async () => {
    const buyer = await t.signIn();
    await addToCart(t, buyer, [t.artworks[2]]);
    const order = await placed(t, buyer);
    const cancelled = await buyerSends(t, buyer, order, "cancel");
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).order).toMatchObject({ status: "cancelled", refund: null });
    expect(await availabilityOf(t, t.artworks[2].id)).toBe("available");
  });

  it("owes the payment back, puts the painting on sale, voids its certificate; the owner records the refund", async () => {
    const [harbour] = t.artworks;
    const buyer = await t.signIn({ email: "changed-mind@example.com" });
    const owner = await t.signIn({ email: "owner@example.com" });
    const fan = await t.signIn({ email: "harbour-fan@example.com" });
    const stranger = await t.signIn();
    await t.send("PUT", `/api/favorites/${harbour.id}`, undefined, { cookie: fan.cookie });
    await addToCart(t, buyer, [harbour]);
    const order = await placed(t, buyer);
    expect((await act(t, owner, order, "paid")).status).toBe(200);
    const code = await certificateCode(t, buyer, order);
    expect(await isVoid(t, code)).toBe(false);

    // Only the buyer: signed out 401, another shopper's 404 (as if it did not exist).
    expect((await t.send("POST", `/api/orders/${order.id}/cancel`)).status).toBe(401);
    const theirs = await buyerSends(t, stranger, order, "cancel");
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error).toBe(api.orderNotFound);

    const cancelled = await buyerSends(t, buyer, order, "cancel");
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).order).toMatchObject({
      status: "refund_due",
      refund: null,
      cancelUntil: null,
    });
    expect(await availabilityOf(t, harbour.id)).toBe("available");
    expect(await isVoid(t, code)).toBe(true);
    // Once: it is no longer paid.
    const again = await buyerSends(t, buyer, order, "cancel");
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(api.orderTransition("cancelled", "refund_due"));

    // The owner's desk shows the refund to make; only owners record it.
    const due = await t.app.request("/api/admin/orders?status=refund_due", {
      headers: { cookie: owner.cookie },
    });
    expect((await due.json()).orders.map((o: AdminOrder) => o.id)).toEqual([order.id]);
    expect((await act(t, buyer, order, "refund")).status).toBe(403);
    const recorded = await act(t, owner, order, "refund");
    expect(recorded.status).toBe(200);
    expect((await recorded.json()).order).toMatchObject({
      status: "refunded",
      refund: { at: clock.now().toISOString(), automatic: false },
    });
    expect((await act(t, owner, order, "refund")).status).toBe(409);

    await t.deliverMail();
    expect(await subjectsTo(t, buyer.email)).toEqual([
      `Your order ${order.number} at Atelier`,
      `Payment received for order ${order.number}`,
      mail.cancelled.subject(order.number),
      mail.refunded.subject(order.number),
    ]);
    const toBuyer = await mailTo(t, buyer.email, mail.cancelled.subject(order.number));
    expect(toBuyer).toContain(mail.withdrawn.manual);
    expect(toBuyer).toContain(mail.refunded.certificatesVoid);
    const toOwner = await mailTo(t, "owner@example.com", mail.ownerCancelled.subject(order.number));
    expect(toOwner).toContain(mail.ownerCancelled.manual(buyer.email));
    expect(await subjectsTo(t, fan.email)).toEqual(["Available again: Harbour"]);

    // For sale again: another shopper orders it.
    await addToCart(t, stranger, [harbour]);
    await placed(t, stranger);
    expect(await availabilityOf(t, harbour.id)).toBe("reserved");
  });

  it("refuses once the order is sent: it is returned instead", async () => {
    const buyer = await t.signIn();
    const owner = await t.signIn({ owner: true });
    await addToCart(t, buyer, [t.artworks[1]]);
    const order = await placed(t, buyer);
    await act(t, owner, order, "paid");
    await act(t, owner, order, "shipped", {});
    const refused = await buyerSends(t, buyer, order, "cancel");
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(api.orderTransition("cancelled", "shipped"));
    expect(await availabilityOf(t, t.artworks[1].id)).toBe("sold");
  });
});

describe(`returns within the right to cancel, manual payment, on ${testDbKind}`, () => {
  const clock = testClock();
  const t = useTestApp({
    clock: clock.now,
    env: { ADMIN_EMAILS: "owner@example.com", PUBLIC_URL: "https://gallery.example" },
    artworks: [
      { title: "Estuary" },
      { title: "Dune" },
      { title: "Tide" },
      { title: "Shingle" },
      { title: "Quay" },
      { title: "Harbour wall" },
    ],
  });

  /** An order of the `index`th painting, paid and shipped by the owner. */
  async function shippedOrder(buyer: TestUser, owner: TestUser, index: number) {
    await addToCart(t, buyer, [t.artworks[index]]);
    const order = await placed(t, buyer);
    expect((await act(t, owner, order, "paid")).status).toBe(200);
    const shipped = await act(t, owner, order, "shipped", { trackingNumber: "RM1GB" });
    expect(shipped.status).toBe(200);
    return order;
  }

  it("takes a return of a sent order, tells both sides where it goes, and refunds it once back", async () => {
    await setTrader(t);
    const [estuary] = t.artworks;
    const buyer = await t.signIn({ email: "returner@example.com" });
    const owner = await t.signIn({ email: "owner@example.com" });
    const stranger = await t.signIn();

    // Paid, not sent: it is cancelled, not returned.
    await addToCart(t, buyer, [estuary]);
    const order = await placed(t, buyer);
    await act(t, owner, order, "paid");
    const early = await buyerSends(t, buyer, order, "return", {});
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe(api.orderTransition("returned", "paid"));
    const shipped = await (await act(t, owner, order, "shipped", {})).json();
    const shippedAt = new Date(shipped.order.shippedAt);
    // Until delivery is known, the right runs from the day it is taken as delivered.
    expect(shipped.order.cancelUntil).toBe("2026-12-16");
    const code = await certificateCode(t, buyer, order);

    expect((await t.send("POST", `/api/orders/${order.id}/return`, {})).status).toBe(401);
    expect((await buyerSends(t, stranger, order, "return", {})).status).toBe(404);
    const reason = "The colours are darker than on my screen.\nSorry!";
    const asked = await buyerSends(t, buyer, order, "return", { reason: `  ${reason} ` });
    expect(asked.status).toBe(200);
    expect((await asked.json()).order).toMatchObject({
      status: "return_requested",
      returnRequestedAt: clock.now().toISOString(),
      returnReason: reason,
      cancelUntil: null,
      shippedAt: shippedAt.toISOString(),
    });
    // Still the buyer's until it is back.
    expect(await availabilityOf(t, estuary.id)).toBe("sold");
    expect((await buyerSends(t, buyer, order, "return", {})).status).toBe(409);

    // Only owners receive it, and only a return.
    expect((await act(t, buyer, order, "returned")).status).toBe(403);
    const back = await act(t, owner, order, "returned");
    expect(back.status).toBe(200);
    expect((await back.json()).order.status).toBe("refund_due");
    expect((await act(t, owner, order, "returned")).status).toBe(409);
    expect(await availabilityOf(t, estuary.id)).toBe("available");
    expect(await isVoid(t, code)).toBe(true);
    const refunded = await act(t, owner, order, "refund");
    expect((await refunded.json()).order.status).toBe("refunded");

    await t.deliverMail();
    const traderAddress = "Studio 4, 12 Harbour Street, Falmouth TR11 2AB";
    const toBuyer = await mailTo(t, buyer.email, mail.returnRequested.subject(order.number));
    expect(toBuyer).toContain(
      `${mail.returnRequested.sendTo}: ${TEST_TRADER.businessName}, ${traderAddress}`,
    );
    expect(toBuyer).toContain(reason.split("\n")[0]);
    expect(toBuyer).toMatch(/^Reply-To: studio@holloway\.example/m);
    // The owner's notice goes to the shop's contact e-mail, set with the business details.
    const toOwner = await mailTo(
      t,
      TEST_TRADER.email,
      mail.ownerReturnRequested.subject(order.number),
    );
    expect(toOwner).toContain(mail.ownerReturnRequested.text(buyer.email));
    expect(toOwner).toContain(reason.split("\n")[0]);
    expect(await subjectsTo(t, buyer.email)).toEqual(
      expect.arrayContaining([
        mail.returned.subject(order.number),
        mail.refunded.subject(order.number),
      ]),
    );
    const arrived = await mailTo(t, buyer.email, mail.returned.subject(order.number));
    expect(arrived).toContain(mail.returned.manual);
  });

  it("is marked delivered from shipped only; a return on the 14th day is taken, on the 15th refused naming the day", async () => {
    const buyer = await t.signIn();
    const owner = await t.signIn({ owner: true });
    const first = await shippedOrder(buyer, owner, 1);
    const second = await shippedOrder(buyer, owner, 2);

    expect((await act(t, buyer, first, "delivered")).status).toBe(403);
    const delivered = await act(t, owner, first, "delivered");
    expect(delivered.status).toBe(200);
    const lastDay = "2026-12-06";
    expect((await delivered.json()).order).toMatchObject({
      status: "delivered",
      deliveredAt: clock.now().toISOString(),
      cancelUntil: lastDay,
    });
    const twice = await act(t, owner, first, "delivered");
    expect(twice.status).toBe(409);
    expect((await twice.json()).error).toBe(
      api.orderTransition("marked as delivered", "delivered"),
    );
    await act(t, owner, second, "delivered");

    await t.deliverMail();
    const told = await mailTo(t, buyer.email, mail.delivered.subject(first.number));
    expect(told).toContain(mail.delivered.cancelUntil(formatDay(lastDay)));

    // The 14th day after delivery, late in the evening (UK time): still within the right.
    clock.advance(RETURN_DAYS * DAY + 12 * HOUR);
    const inTime = await buyerSends(t, buyer, first, "return", {});
    expect(inTime.status).toBe(200);
    expect((await inTime.json()).order).toMatchObject({
      status: "return_requested",
      returnReason: null,
    });

    // The 15th day: refused, naming the day the right ended.
    clock.advance(12 * HOUR);
    const late = await buyerSends(t, buyer, second, "return", { reason: "Too late?" });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      error: "The 14 days to cancel ended on 6 December 2026.",
      cancelUntil: lastDay,
    });
    expect(await availabilityOf(t, t.artworks[2].id)).toBe("sold");

    // A sent order is not delivered twice, nor a paid one before it is sent.
    await addToCart(t, buyer, [t.artworks[4]]);
    const unsent = await placed(t, buyer);
    await act(t, owner, unsent, "paid");
    const notYet = await act(t, owner, unsent, "delivered");
    expect(notYet.status).toBe(409);
    expect((await notYet.json()).error).toBe(api.orderTransition("marked as delivered", "paid"));
  });

  it("takes a sent order nobody marks as delivered DELIVERY_ASSUMED_DAYS after dispatch, once", async () => {
    const buyer = await t.signIn();
    const owner = await t.signIn({ owner: true });
    const order = await shippedOrder(buyer, owner, 3);
    const shippedAt = clock.now().getTime();
    expect(t.config.deliveryAssumedDays).toBe(10);

    clock.advance(10 * DAY - HOUR);
    expect((await orderOf(t, buyer, order.id)).status).toBe("shipped");
    clock.advance(HOUR);
    const { desk } = t.services.selling;
    await desk.sweep();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("delivered");
    expect(row.deliveredAt?.getTime()).toBe(shippedAt + 10 * DAY);
    // Another sweep, here or in another process, changes nothing.
    clock.advance(HOUR);
    await desk.sweep();
    // Sent on 7 December, taken as delivered on the 17th: the right runs to the 31st.
    const seen = await orderOf(t, buyer, order.id);
    expect(seen).toMatchObject({
      status: "delivered",
      deliveredAt: new Date(shippedAt + 10 * DAY).toISOString(),
      cancelUntil: "2026-12-31",
    });
    const [again] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(again.updatedAt).toEqual(row.updatedAt);
    // The owner can no longer mark it: it is delivered.
    expect((await act(t, owner, order, "delivered")).status).toBe(409);

    // Fifteen days after the day it was taken as delivered, the right has ended.
    clock.advance(15 * DAY);
    const late = await buyerSends(t, buyer, order, "return", {});
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe(api.cancelPeriodEnded(RETURN_DAYS, "31 December 2026"));
  });

  it("takes a reason of up to 1000 characters, without control characters", async () => {
    const buyer = await t.signIn();
    const owner = await t.signIn({ owner: true });
    const order = await shippedOrder(buyer, owner, 5);
    for (const reason of ["Bell \u0007 here", "x".repeat(1001), 42]) {
      const refused = await buyerSends(t, buyer, order, "return", { reason });
      expect(refused.status).toBe(400);
      expect(Object.keys((await refused.json()).fields)).toEqual(["reason"]);
    }
    expect((await buyerSends(t, buyer, order, "return", { reason: "x", extra: 1 })).status).toBe(
      400,
    );
    const blank = await buyerSends(t, buyer, order, "return", { reason: "   " });
    expect((await blank.json()).order).toMatchObject({
      status: "return_requested",
      returnReason: null,
    });
  });
});

describe(`the right to cancel with card payments on ${testDbKind}`, () => {
  const { state } = useCardShop([
    { title: "Lighthouse", price: 640 },
    { title: "Breakwater", price: 380 },
    { title: "Slipway", price: 210 },
  ]);

  const refundCalls = (orderId: string) =>
    state.standIn.requests.filter(
      (r) => r.path === "/v1/refunds" && r.idempotencyKey === `atelier-refund-${orderId}`,
    );

  /** A card order of `index`, paid through Stripe's page. */
  async function paidCardOrder(buyer: TestUser, index: number) {
    const { t, standIn } = state;
    const order = await cardOrder(t, buyer, [t.artworks[index]]);
    await standIn.complete(sessionIdOf(order));
    expect((await orderOf(t, buyer, order.id)).status).toBe("paid");
    return order;
  }

  it("refunds a paid card order cancelled before dispatch at once, through Stripe", async () => {
    const { t, standIn } = state;
    const buyer = await t.signIn({ email: "card-cancel@example.com" });
    const order = await paidCardOrder(buyer, 0);
    const payment = standIn.sessions.get(sessionIdOf(order))?.payment_intent;

    const cancelled = await buyerSends(t, buyer, order, "cancel");
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).order).toMatchObject({
      status: "refunded",
      refund: { at: state.clock.now().toISOString(), automatic: false },
    });
    expect(refundCalls(order.id)).toHaveLength(1);
    expect(refundCalls(order.id)[0].body).toMatchObject({ payment_intent: payment });
    expect([...standIn.refunds.values()].filter((r) => r.payment_intent === payment)).toEqual([
      expect.objectContaining({ amount: 64000 }),
    ]);
    expect(await availabilityOf(t, t.artworks[0].id)).toBe("available");
    // Nothing left for the refund worker.
    expect(await t.refundLatePayments()).toEqual({ refunded: 0, retrying: 0, gaveUp: 0 });

    await t.deliverMail();
    const subjects = await subjectsTo(t, buyer.email);
    expect(subjects).toContain(mail.cancelled.subject(order.number));
    expect(subjects).toContain(mail.refunded.subject(order.number));
    expect(await mailTo(t, buyer.email, mail.cancelled.subject(order.number))).toContain(
      mail.withdrawn.card,
    );
    expect(
      await mailTo(t, "owner@example.com", mail.ownerCancelled.subject(order.number)),
    ).toContain(mail.ownerCancelled.card(buyer.email));
  });

  it("keeps the cancellation when Stripe fails, and the refund worker refunds it", async () => {
    const { t, standIn, clock } = state;
    const buyer = await t.signIn({ email: "card-retry@example.com" });
    const order = await paidCardOrder(buyer, 1);
    standIn.failRefunds(3);

    const cancelled = await buyerSends(t, buyer, order, "cancel");
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).order).toMatchObject({ status: "refund_due", refund: null });
    expect(await availabilityOf(t, t.artworks[1].id)).toBe("available");
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ refundDue: true, refundAttempts: 1 });
    expect(row.refundRetryAt?.getTime()).toBe(clock.now().getTime() + 15_000);

    clock.advance(15_000);
    expect(await t.refundLatePayments()).toEqual({ refunded: 1, retrying: 0, gaveUp: 0 });
    expect(await orderOf(t, buyer, order.id)).toMatchObject({
      status: "refunded",
      refund: { automatic: false },
    });
    expect(refundCalls(order.id)).toHaveLength(4);
    await t.deliverMail();
    expect(await subjectsTo(t, buyer.email)).toContain(mail.refunded.subject(order.number));
    expect(await subjectsTo(t, "owner@example.com")).not.toContain(
      `Late payment refunded automatically: order ${order.number}`,
    );
  });

  it("refunds a returned card order through Stripe once the owner has it back", async () => {
    const { t } = state;
    const buyer = await t.signIn({ email: "card-return@example.com" });
    const owner = await t.signIn({ email: "owner@example.com" });
    const order = await paidCardOrder(buyer, 2);
    await act(t, owner, order, "shipped", {});
    expect((await buyerSends(t, buyer, order, "return", {})).status).toBe(200);
    const back = await act(t, owner, order, "returned");
    expect(back.status).toBe(200);
    expect((await back.json()).order).toMatchObject({ status: "refunded" });
    expect(refundCalls(order.id)).toHaveLength(1);
    expect(await availabilityOf(t, t.artworks[2].id)).toBe("available");
    // Can be ordered again.
    const next = await t.signIn();
    await cardOrder(t, next, [t.artworks[2]]);
    expect(await availabilityOf(t, t.artworks[2].id)).toBe("reserved");
  });
});

describe(`the confirmation as a durable record, on ${testDbKind}`, () => {
  const t = useTestApp({
    env: { ADMIN_EMAILS: "owner@example.com", PUBLIC_URL: "https://gallery.example" },
    artworks: [
      { title: "Cornfield", price: 420 },
      { title: "Vineyard", price: 560 },
    ],
  });

  it("states the trader, each painting and its price, delivery, total, the right to cancel and the terms", async () => {
    await setTrader(t);
    const owner = await t.signIn({ owner: true });
    const home = await t.signIn({ email: "in-the-uk@example.com" });
    await addToCart(t, home, [t.artworks[0]]);
    const order = await placed(t, home);
    await act(t, owner, order, "paid");
    const abroad = await t.signIn({ email: "in-france@example.com" });
    await addToCart(t, abroad, [t.artworks[1]]);
    const french = await placed(t, abroad, {
      shipping: { ...TEST_SHIPPING, city: "Paris", postcode: "75001", country: "FR" },
    });
    expect(french).toMatchObject({ shipping: 75, total: 635 });

    await t.deliverMail();
    const record = [
      `${mail.record.seller}: ${TEST_TRADER.businessName}`,
      `${mail.record.address}: Studio 4, 12 Harbour Street, Falmouth TR11 2AB`,
      `${mail.record.email}: ${TEST_TRADER.email}`,
      mail.record.rightToCancel(RETURN_DAYS),
      `${mail.record.terms}: https://gallery.example/terms`,
    ];
    for (const subject of [
      mail.placed.subject(order.number, "Atelier"),
      mail.paid.subject(order.number),
    ]) {
      const body = await mailTo(t, home.email, subject);
      for (const line of record) expect(body, subject).toContain(line);
      expect(body).toContain("- Cornfield by Test Artist: £420");
      expect(body).toContain(`${mail.shipping}: ${mail.free}`);
      expect(body).toContain(`${mail.total}: £420`);
      expect(body).toContain(
        `${mail.record.deliverTo}: Ada Lovelace, 1 High Street, London SW1A 1AA, United Kingdom`,
      );
      expect(body).toMatch(/^Reply-To: studio@holloway\.example/m);
      expect(body).not.toContain(messages.orders.importCharges);
    }
    const toFrance = await mailTo(t, abroad.email, mail.placed.subject(french.number, "Atelier"));
    for (const line of record) expect(toFrance).toContain(line);
    expect(toFrance).toContain(`${mail.shipping}: £75`);
    expect(toFrance).toContain(`${mail.total}: £635`);
    expect(toFrance).toContain(messages.orders.importCharges);
    expect(toFrance).toContain("Paris 75001, France");
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderPlanParts, paymentRequests } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import { addMonths } from "#shared/instalments";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import type { TestApp, TestUser } from "#tests/api";
import { availabilityOf, orderOf, useCardShop } from "#tests/card-shop";
import { testDbKind } from "#tests/database";
import { TEST_SHIPPING } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

const text = messages.plans;

/** Orders `artwork` for `buyer` in `instalments` monthly parts: the raw answer. */
async function placePlan(t: TestApp, buyer: TestUser, artwork: Artwork, instalments: unknown) {
  await t.send("PUT", `/api/cart/${artwork.id}`, undefined, { cookie: buyer.cookie });
  return t.send(
    "POST",
    "/api/orders",
    { shipping: TEST_SHIPPING, artworkIds: [artwork.id], instalments },
    { cookie: buyer.cookie },
  );
}

async function planOrder(t: TestApp, buyer: TestUser, artwork: Artwork, instalments: number) {
  const response = await placePlan(t, buyer, artwork, instalments);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).order as Order;
}

/** The Stripe session id at the end of a stand-in checkout URL. */
const sessionOf = (url: string) => new URL(url).pathname.split("/").at(-1) ?? "";

/** The buyer's Pay the next part now: the payment request's id and page. */
async function payNext(t: TestApp, buyer: TestUser, orderId: string) {
  const response = await t.send("POST", `/api/orders/${orderId}/plan/next`, undefined, {
    cookie: buyer.cookie,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { url: string; paymentRequestId: string };
}

/** The Stripe session a payment request's page opens. */
async function requestSession(t: TestApp, requestId: string) {
  const response = await t.send("POST", `/api/payment-requests/${requestId}/pay`);
  expect(response.status, await response.clone().text()).toBe(200);
  return sessionOf((await response.json()).url);
}

const partsRow = (t: TestApp, orderId: string, part: number) =>
  t.db
    .select()
    .from(orderPlanParts)
    .where(and(eq(orderPlanParts.orderId, orderId), eq(orderPlanParts.part, part)));

describe(`orders paid in monthly parts on ${testDbKind}`, () => {
  const { state, webhook } = useCardShop([
    { title: "Harbour", price: 2100 },
    { title: "Meadow", price: 900 },
    { title: "Lakeside", price: 1500 },
    { title: "Bounds", price: 600 },
  ]);

  /** Moves the test clock to 10:00 UTC on `day` (YYYY-MM-DD). */
  const goTo = (day: string) => {
    const target = new Date(`${day}T10:00:00.000Z`).getTime();
    state.clock.advance(target - state.clock.now().getTime());
  };
  let boss: TestUser | undefined;
  /** The shop's owner, signed in once. */
  const ownerOf = async () => {
    boss ??= await state.t.signIn({ email: "owner@example.com", owner: true });
    return boss;
  };
  /** The first test's plan and buyer, for the last. */
  const first = {} as { order: Order; buyer: TestUser };
  /** The server's sweep, as a buyer's list of orders runs it. */
  const sweep = (buyer: TestUser) =>
    state.t.app.request("/api/orders", { headers: { cookie: buyer.cookie } });

  it("takes a 3-part card plan from the first part to the last, the work reserved throughout", async () => {
    const { t, standIn } = state;
    const harbour = t.artworks[0];
    const buyer = await t.signIn({ email: "plan-buyer@example.com" });
    const order = await planOrder(t, buyer, harbour, 3);
    Object.assign(first, { order, buyer });
    const total = Math.round(order.total * 100);
    expect(order.status).toBe("awaiting_payment");
    expect(order.plan).toMatchObject({
      parts: 3,
      paid: 0,
      nextDueAt: "2026-11-22T00:00:00.000Z",
    });
    expect(order.plan?.schedule.map((part) => part.dueDay)).toEqual([
      "2026-11-22",
      "2026-12-22",
      "2027-01-22",
    ]);
    const amounts = order.plan?.schedule.map((part) => Math.round(part.amount * 100)) ?? [];
    expect(amounts.reduce((sum, pence) => sum + pence, 0)).toBe(total);
    expect(order.items[0].plan).toEqual(order.plan);

    // The card page charges the first part only.
    const session = standIn.sessions.get(sessionOf(order.payUrl ?? ""));
    expect(session?.amount_total).toBe(amounts[0]);
    expect(session?.line_items.map((item) => item.price_data.product_data.name)).toEqual([
      text.partLine(1, 3, "Harbour"),
    ]);
    await standIn.complete(session?.id ?? "");
    const started = await orderOf(t, buyer, order.id);
    expect(started).toMatchObject({ status: "paying_in_parts", plan: { paid: 1 }, payUrl: null });
    expect(started.plan?.nextDueAt).toBe("2026-12-22T00:00:00.000Z");
    expect(await availabilityOf(t, harbour.id)).toBe("reserved");

    // Nobody else may order it, however long the plan runs.
    state.clock.advance(3 * 24 * 3_600_000);
    await sweep(buyer);
    expect((await orderOf(t, buyer, order.id)).status).toBe("paying_in_parts");
    const other = await t.signIn();
    const refused = await placePlan(t, other, harbour, undefined);
    expect(refused.status).toBe(409);
    expect(await availabilityOf(t, harbour.id)).toBe("reserved");

    // The buyer pays ahead: one request for part 2, the same one when asked again.
    const next = await payNext(t, buyer, order.id);
    expect(next.url).toBe(`https://gallery.example/pay/${next.paymentRequestId}`);
    expect((await payNext(t, buyer, order.id)).paymentRequestId).toBe(next.paymentRequestId);
    const [request] = await t.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, next.paymentRequestId));
    expect(request).toMatchObject({
      email: "plan-buyer@example.com",
      amountPence: amounts[1],
      description: text.partRequest(2, 3, order.number, "Harbour"),
    });
    const second = await requestSession(t, next.paymentRequestId);
    const paidEvent = await standIn.complete(second);
    // The same event again, and the same payment in a new event: counted once.
    const replay = await webhook(paidEvent.payload, paidEvent.signature);
    expect((await replay.json()).outcome).toBe("duplicate");
    const secondSession = standIn.sessions.get(second);
    if (!secondSession) throw new Error("no session for part 2");
    const again = standIn.event("checkout.session.completed", secondSession);
    await webhook(again.payload, again.signature);
    const two = await orderOf(t, buyer, order.id);
    expect(two).toMatchObject({ status: "paying_in_parts", plan: { paid: 2 } });
    expect(two.items[0].certificate).toBeNull();
    expect(await availabilityOf(t, harbour.id)).toBe("reserved");

    // Part 3's day: the sweep makes its request and mails it, once.
    goTo("2027-01-22");
    await sweep(buyer);
    await sweep(buyer);
    const [third] = await partsRow(t, order.id, 3);
    expect(third.paymentRequestId).not.toBeNull();
    await t.deliverMail();
    const links = (await mailsTo(t.dataDir, "plan-buyer@example.com")).filter((mail) =>
      mail.body.includes(`/pay/${third.paymentRequestId}`),
    );
    expect(links).toHaveLength(1);
    await standIn.complete(await requestSession(t, third.paymentRequestId ?? ""));
    const paid = await orderOf(t, buyer, order.id);
    expect(paid).toMatchObject({ status: "paid", plan: { paid: 3, nextDueAt: null } });
    expect(paid.items[0].certificate).not.toBeNull();
    expect(await availabilityOf(t, harbour.id)).toBe("sold");
    await t.deliverMail();
    const subjects = (await mailsTo(t.dataDir, "plan-buyer@example.com")).map((m) => m.subject);
    expect(subjects).toContain(`Order ${order.number}: your first part is paid`);
    const bodies = (await mailsTo(t.dataDir, "plan-buyer@example.com")).map((m) => m.body);
    expect(bodies.some((body) => body.includes("You chose to pay in 3 monthly parts"))).toBe(true);
    expect(subjects).toContain(`Payment received for order ${order.number}`);

    // The buyer's copy of their data carries the plan.
    const exported = await (
      await t.app.request("/api/account/export", { headers: { cookie: buyer.cookie } })
    ).json();
    expect(JSON.stringify(exported)).toContain('"schedule"');

    // Cancelled by the buyer before dispatch (the right to cancel): every part is refunded.
    const withdrawn = await t.send("POST", `/api/orders/${order.id}/cancel`, undefined, {
      cookie: buyer.cookie,
    });
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    expect((await withdrawn.json()).order.status).toBe("refunded");
    const intents = [...standIn.sessions.values()]
      .filter(
        (s) =>
          s.metadata.orderId === order.id ||
          s.metadata.paymentRequestId === next.paymentRequestId ||
          s.metadata.paymentRequestId === third.paymentRequestId,
      )
      .map((s) => s.payment_intent);
    expect(intents).toHaveLength(3);
    const refunded = [...standIn.refunds.values()].map((refund) => refund.payment_intent);
    for (const intent of intents) expect(refunded).toContain(intent);
    expect(await availabilityOf(t, harbour.id)).toBe("available");
  });

  it("plans a work reserved for a collector, and lets the owner record each part paid by hand", async () => {
    const { t } = state;
    const meadow = t.artworks[1];
    const owner = await ownerOf();
    const buyer = await t.signIn({ email: "hand-buyer@example.com" });
    const mark = (url: string) => t.send("POST", url, undefined, { cookie: owner.cookie });
    const reserved = await t.send(
      "POST",
      "/api/admin/reservations",
      { artworkId: meadow.id, email: "hand-buyer@example.com", days: 2, price: 800 },
      { cookie: owner.cookie },
    );
    expect(reserved.status, await reserved.clone().text()).toBe(201);
    const reservationId = (await reserved.json()).id;
    const placed = await t.send(
      "POST",
      "/api/orders",
      { shipping: TEST_SHIPPING, reservationId, instalments: 2 },
      { cookie: buyer.cookie },
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await placed.json()).order as Order;
    // At the price agreed: the plan splits it (and the delivery), not the work's own price.
    expect(order.items[0].price).toBe(800);
    const amounts = order.plan?.schedule.map((part) => Math.round(part.amount * 100)) ?? [];
    expect(amounts.reduce((sum, pence) => sum + pence, 0)).toBe(Math.round(order.total * 100));
    const first = await mark(`/api/admin/orders/${order.id}/paid`);
    expect(first.status).toBe(200);
    expect((await first.json()).order).toMatchObject({
      status: "paying_in_parts",
      plan: { paid: 1 },
    });
    // Marking the order paid again would skip a part: refused.
    expect((await mark(`/api/admin/orders/${order.id}/paid`)).status).toBe(409);
    const next = await payNext(t, buyer, order.id);
    expect((await mark(`/api/admin/payment-requests/${next.paymentRequestId}/paid`)).status).toBe(
      200,
    );
    const paid = await orderOf(t, buyer, order.id);
    expect(paid).toMatchObject({ status: "paid", plan: { paid: 2, nextDueAt: null } });
    expect(paid.items[0].certificate).not.toBeNull();
    expect(await availabilityOf(t, meadow.id)).toBe("sold");
  });

  it("refuses parts the shop does not offer with 400, ordering nothing", async () => {
    const { t } = state;
    const bounds = t.artworks[3];
    const buyer = await t.signIn();
    for (const instalments of [0, 4, "2", 1.5, -1, null]) {
      const response = await placePlan(t, buyer, bounds, instalments);
      expect(response.status, String(instalments)).toBe(400);
      expect((await response.json()).error).toBeTruthy();
    }
    const tooMany = await placePlan(t, buyer, bounds, 4);
    expect(await tooMany.json()).toMatchObject({
      error: text.api.tooMany(3),
      field: "instalments",
    });
    expect(await availabilityOf(t, bounds.id)).toBe("available");
  });

  it("mails a due part's link and an overdue notice once; the owner extends, then cancels with refunds", async () => {
    const { t, standIn } = state;
    const lakeside = t.artworks[2];
    const owner = await ownerOf();
    const buyer = await t.signIn({ email: "late-buyer@example.com" });
    const order = await planOrder(t, buyer, lakeside, 3);
    await standIn.complete(sessionOf(order.payUrl ?? ""));
    const due = order.plan?.schedule[1].dueDay ?? "";

    // The day before part 2 is due: nothing yet; on the day: its request, once.
    goTo(addMonths(due, 0));
    state.clock.advance(-24 * 3_600_000);
    await sweep(buyer);
    expect((await partsRow(t, order.id, 2))[0].paymentRequestId).toBeNull();
    goTo(due);
    await sweep(buyer);
    await sweep(buyer);
    const [part2] = await partsRow(t, order.id, 2);
    expect(part2.paymentRequestId).not.toBeNull();
    const made = await t.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.email, "late-buyer@example.com"));
    expect(made).toHaveLength(1);

    // Fourteen days late: the buyer and the owner are told, once.
    state.clock.advance(14 * 24 * 3_600_000);
    await sweep(buyer);
    await sweep(buyer);
    await t.deliverMail();
    const overdue = (await mailsTo(t.dataDir, "late-buyer@example.com")).filter(
      (m) => m.subject === `Order ${order.number}: a part is overdue`,
    );
    expect(overdue).toHaveLength(1);
    const ownerNews = (await mailsTo(t.dataDir, "owner@example.com")).filter(
      (m) => m.subject === `Order ${order.number}: a part is 14 days overdue`,
    );
    expect(ownerNews).toHaveLength(1);

    // Only owners extend or cancel.
    const extendUrl = `/api/admin/orders/${order.id}/plan/extend`;
    expect((await t.send("POST", extendUrl)).status).toBe(401);
    expect((await t.send("POST", extendUrl, undefined, { cookie: buyer.cookie })).status).toBe(403);
    const extended = await t.send("POST", extendUrl, undefined, { cookie: owner.cookie });
    expect(extended.status).toBe(200);
    const moved = (await extended.json()).order as Order;
    expect(moved.plan?.schedule.map((part) => part.dueDay)).toEqual([
      order.plan?.schedule[0].dueDay,
      addMonths(due, 1),
      addMonths(order.plan?.schedule[2].dueDay ?? "", 1),
    ]);
    const [afterExtend] = await partsRow(t, order.id, 2);
    expect(afterExtend.overdueNoticedAt).toBeNull();
    const [request] = await t.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, part2.paymentRequestId ?? ""));
    expect(request.expiresAt.getTime()).toBeGreaterThan(
      new Date(`${addMonths(due, 1)}T00:00:00.000Z`).getTime(),
    );

    // Part 2 paid by card, then the owner cancels: both card payments are refunded.
    const next = await payNext(t, buyer, order.id);
    expect(next.paymentRequestId).toBe(part2.paymentRequestId);
    await standIn.complete(await requestSession(t, next.paymentRequestId));
    const cancelUrl = `/api/admin/orders/${order.id}/plan/cancel`;
    const cancelled = await t.send("POST", cancelUrl, undefined, { cookie: owner.cookie });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await cancelled.json()).order).toMatchObject({ status: "refunded" });
    const refunded = [...standIn.refunds.values()].map((refund) => refund.payment_intent);
    const paidIntents = [...standIn.sessions.values()]
      .filter(
        (session) =>
          session.metadata.orderId === order.id ||
          session.metadata.paymentRequestId === part2.paymentRequestId,
      )
      .map((session) => session.payment_intent);
    expect(paidIntents).toHaveLength(2);
    for (const intent of paidIntents) expect(refunded).toContain(intent);
    expect(await availabilityOf(t, lakeside.id)).toBe("available");
    // Its last part's request can no longer be paid.
    const [part3] = await partsRow(t, order.id, 3);
    if (part3.paymentRequestId) {
      expect(
        (await t.send("POST", `/api/payment-requests/${part3.paymentRequestId}/pay`)).status,
      ).toBe(409);
    }
    await t.deliverMail();
    expect((await mailsTo(t.dataDir, "late-buyer@example.com")).map((m) => m.subject)).toContain(
      `Order ${order.number}: your plan is cancelled`,
    );

    // Not paying in parts any more: 409 with a reason.
    const twice = await t.send("POST", cancelUrl, undefined, { cookie: owner.cookie });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error).toBeTruthy();
    expect((await t.send("POST", extendUrl, undefined, { cookie: owner.cookie })).status).toBe(409);
  });

  it("keeps one buyer's plan from another (404), and a paid order has no next part (409)", async () => {
    const { t } = state;
    const planned = first.order;
    const stranger = await t.signIn();
    const response = await t.send("POST", `/api/orders/${planned?.id}/plan/next`, undefined, {
      cookie: stranger.cookie,
    });
    expect(response.status).toBe(404);
    const mine = await t.send("POST", `/api/orders/${planned?.id}/plan/next`, undefined, {
      cookie: first.buyer.cookie,
    });
    expect(mine.status).toBe(409);
  });
});

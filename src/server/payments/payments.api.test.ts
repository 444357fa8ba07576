import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, paymentEvents } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { AdminOrder } from "#shared/order";
import { createTestApp } from "#tests/api";
import {
  availabilityOf,
  cardOrder,
  orderOf,
  sessionIdOf,
  useCardShop,
  WEBHOOK_SECRET,
} from "#tests/card-shop";
import { testDbKind } from "#tests/database";
import { MINUTE, TEST_SHIPPING } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

describe(`card payments through Stripe Checkout on ${testDbKind}`, () => {
  const { state, webhook } = useCardShop([
    { title: "Harbour", price: 1250.5 },
    { title: "Meadow", price: 99.99 },
    { title: "Replayed", price: 300 },
    { title: "Signed", price: 10 },
  ]);

  it("says the checkout takes cards", async () => {
    const response = await state.t.app.request("/api/payments/methods");
    expect(await response.json()).toEqual({ method: "card" });
  });

  it("creates a session from the database's prices and marks the order paid on completion", async () => {
    const { t, standIn, clock } = state;
    const [harbour, meadow] = t.artworks;
    const buyer = await t.signIn({ email: "card-buyer@example.com" });
    const order = await cardOrder(t, buyer, [harbour, meadow]);
    expect(order).toMatchObject({
      status: "awaiting_payment",
      paymentMethod: "card",
      total: 1350.49,
      holdExpiresAt: new Date(clock.now().getTime() + 31 * MINUTE).toISOString(),
    });
    const session = standIn.sessions.get(sessionIdOf(order));
    expect(session).toMatchObject({
      mode: "payment",
      currency: "gbp",
      amount_total: 135049,
      customer_email: "card-buyer@example.com",
      metadata: { orderId: order.id },
      expires_at: Math.floor(Date.parse(order.holdExpiresAt) / 1000),
      success_url: `https://gallery.example/checkout?order=${order.id}`,
    });
    expect(
      session?.line_items.map((item) => [
        item.price_data.product_data.name,
        Number(item.price_data.unit_amount),
      ]),
    ).toEqual([
      ["Harbour", 125050],
      ["Meadow", 9999],
    ]);
    expect(await availabilityOf(t, harbour.id)).toBe("reserved");

    await standIn.complete(session?.id ?? "");
    const paid = await orderOf(t, buyer, order.id);
    expect(paid).toMatchObject({ status: "paid", payUrl: null });
    expect(await availabilityOf(t, harbour.id)).toBe("sold");
    await t.deliverMail();
    const subjects = (await mailsTo(t.dataDir, "card-buyer@example.com")).map((m) => m.subject);
    expect(subjects).toContain(`Payment received for order ${order.number}`);

    const owner = await t.signIn({ owner: true });
    const table = await (
      await t.app.request("/api/admin/orders", { headers: { cookie: owner.cookie } })
    ).json();
    const row = table.orders.find((o: AdminOrder) => o.id === order.id);
    expect(row).toMatchObject({
      paymentMethod: "card",
      stripePaymentId: expect.stringMatching(/^pi_/),
      refundDue: false,
    });
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const { t, standIn } = state;
    const buyer = await t.signIn();
    const order = await cardOrder(t, buyer, [t.artworks[3]]);
    const session = standIn.sessions.get(sessionIdOf(order));
    if (!session) throw new Error("no session");
    const completed = {
      ...session,
      status: "complete",
      payment_status: "paid",
      payment_intent: "pi_forged",
    };
    const { payload, signature } = standIn.event(
      "checkout.session.completed",
      completed as typeof session,
    );
    // One hex digit of the real signature changed (to another one: never to itself).
    const forged = signature.replace(/v1=(.)/, (_, digit) => `v1=${digit === "0" ? "1" : "0"}`);
    expect(forged).not.toBe(signature);
    for (const bad of [undefined, "", "t=1,v1=deadbeef", forged]) {
      const response = await webhook(payload, bad);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(messages.api.badWebhookSignature);
    }
    const tampered = payload.replace('"amount_total":1000', '"amount_total":1');
    expect((await webhook(tampered, signature)).status).toBe(400);
    expect((await orderOf(t, buyer, order.id)).status).toBe("awaiting_payment");
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(paymentEvents)
          .where(eq(paymentEvents.orderId, order.id))
      )[0].n,
    ).toBe(0);
  });

  it("applies a replayed event once, also when two processes receive it at once", async () => {
    const { t, standIn } = state;
    const buyer = await t.signIn({ email: "replay@example.com" });
    const order = await cardOrder(t, buyer, [t.artworks[2]]);
    const session = standIn.sessions.get(sessionIdOf(order));
    if (!session) throw new Error("no session");
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: "pi_replayed",
    });
    const { payload, signature } = standIn.event("checkout.session.completed", session);
    const second = await t.restart(); // another process on the same database
    const outcomes = await Promise.all([
      webhook(payload, signature).then((r) => r.json()),
      webhook(payload, signature, { ...t, app: second }).then((r) => r.json()),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["duplicate", "paid"]);
    expect((await (await webhook(payload, signature)).json()).outcome).toBe("duplicate");
    // Out of order: the session's expiry after its completion changes nothing.
    await standIn.expire(session.id);
    expect((await orderOf(t, buyer, order.id)).status).toBe("paid");
    await t.deliverMail();
    const paidMails = (await mailsTo(t.dataDir, "replay@example.com")).filter((m) =>
      m.subject.startsWith("Payment received"),
    );
    expect(paidMails).toHaveLength(1);
  });
});

describe(`holds, late payments and races through Stripe on ${testDbKind}`, () => {
  const { state, webhook } = useCardShop([
    { title: "Expires", price: 200 },
    { title: "Late but free", price: 400 },
    { title: "Late and taken", price: 600 },
    { title: "Raced", price: 800 },
    { title: "Cancelled", price: 900 },
  ]);

  it("expires the order and frees its painting when the session expires", async () => {
    const { t, standIn } = state;
    const buyer = await t.signIn();
    const order = await cardOrder(t, buyer, [t.artworks[0]]);
    await standIn.expire(sessionIdOf(order));
    expect((await orderOf(t, buyer, order.id)).status).toBe("expired");
    expect(await availabilityOf(t, t.artworks[0].id)).toBe("available");
  });

  it("marks a late payment paid when its painting is still free", async () => {
    const { t, standIn, clock } = state;
    const buyer = await t.signIn();
    const order = await cardOrder(t, buyer, [t.artworks[1]]);
    clock.advance(32 * MINUTE); // the hold ends while the buyer is still on Stripe's page
    expect(await availabilityOf(t, t.artworks[1].id)).toBe("available");
    await state.t.app.request("/api/orders", { headers: { cookie: buyer.cookie } }); // sweeps
    expect((await orderOf(t, buyer, order.id)).status).toBe("expired");
    await standIn.complete(sessionIdOf(order));
    expect((await orderOf(t, buyer, order.id)).status).toBe("paid");
    expect(await availabilityOf(t, t.artworks[1].id)).toBe("sold");
  });

  it("flags a late payment for a refund when its painting went to someone else, never selling twice", async () => {
    const { t, standIn, clock } = state;
    const late = await t.signIn({ email: "late@example.com" });
    const other = await t.signIn();
    const taken = t.artworks[2];
    const first = await cardOrder(t, late, [taken]);
    clock.advance(32 * MINUTE);
    const second = await cardOrder(t, other, [taken]); // the ended hold does not block
    await standIn.complete(sessionIdOf(first));

    const [row] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    expect(row).toMatchObject({
      status: "expired",
      refundDue: true,
      refundRequestedAt: clock.now(),
      refundRetryAt: clock.now(),
      stripePaymentId: expect.stringMatching(/^pi_/),
    });
    expect((await orderOf(t, other, second.id)).status).toBe("awaiting_payment");
    expect(await availabilityOf(t, taken.id)).toBe("reserved");
    await standIn.complete(sessionIdOf(second));
    expect(await availabilityOf(t, taken.id)).toBe("sold");
    // The buyer is told the shop will refund it; the owner is asked nothing
    // (orders/late-refunds.api.test.ts follows the refund itself).
    await t.deliverMail();
    expect((await mailsTo(t.dataDir, "late@example.com")).map((m) => m.subject)).toContain(
      `About your payment for order ${first.number}`,
    );
    expect((await mailsTo(t.dataDir, "owner@example.com")).map((m) => m.subject)).not.toContain(
      `Refund needed: order ${first.number}`,
    );
  });

  it("lets one of two shoppers racing for a painting reach Stripe", async () => {
    const { t, standIn } = state;
    const raced = t.artworks[3];
    const shoppers = [await t.signIn(), await t.signIn()];
    for (const shopper of shoppers) {
      await t.send("PUT", `/api/cart/${raced.id}`, undefined, { cookie: shopper.cookie });
    }
    const before = standIn.sessions.size;
    const responses = await Promise.all(
      shoppers.map((s) =>
        t.send("POST", "/api/orders", { shipping: TEST_SHIPPING }, { cookie: s.cookie }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(standIn.sessions.size).toBe(before + 1);
  });

  it("acknowledges an event for an unknown order or another amount without applying it", async () => {
    const { t, standIn } = state;
    const buyer = await t.signIn();
    await t.send("PUT", `/api/cart/${t.artworks[0].id}`, undefined, { cookie: buyer.cookie });
    const order = await cardOrder(t, buyer, []);
    const session = standIn.sessions.get(sessionIdOf(order));
    if (!session) throw new Error("no session");
    const paid = { ...session, status: "complete" as const, payment_status: "paid" as const };
    for (const [changed, outcome] of [
      [{ ...paid, amount_total: 1 }, "amount-mismatch"],
      [{ ...paid, metadata: { orderId: "00000000-0000-4000-8000-000000000000" } }, "unknown-order"],
      [{ ...paid, metadata: { orderId: "not-a-uuid" } }, "unknown-order"],
    ] as const) {
      const { payload, signature } = standIn.event("checkout.session.completed", changed);
      const response = await webhook(payload, signature);
      expect(response.status).toBe(200);
      expect((await response.json()).outcome).toBe(outcome);
    }
    expect((await orderOf(t, buyer, order.id)).status).toBe("awaiting_payment");
  });

  it("expires the Stripe session when the buyer cancels, and the order stays cancelled", async () => {
    const { t, standIn } = state;
    const buyer = await t.signIn();
    const order = await cardOrder(t, buyer, [t.artworks[4]]);
    const cancel = await t.send("POST", `/api/orders/${order.id}/cancel`, undefined, {
      cookie: buyer.cookie,
    });
    expect(cancel.status).toBe(200);
    expect(standIn.sessions.get(sessionIdOf(order))?.status).toBe("expired");
    expect((await orderOf(t, buyer, order.id)).status).toBe("cancelled");
  });
});

describe(`refunding a card payment through Stripe on ${testDbKind}`, () => {
  const { state } = useCardShop([{ title: "Returned", price: 450 }]);

  it("refunds through Stripe's Refunds API once, under the order's idempotency key, and retries after a failure", async () => {
    const { t, standIn } = state;
    const buyer = await t.signIn({ email: "returner@example.com" });
    const owner = await t.signIn({ email: "owner@example.com" });
    const order = await cardOrder(t, buyer, [t.artworks[0]]);
    await standIn.complete(sessionIdOf(order));
    const paymentIntent = standIn.sessions.get(sessionIdOf(order))?.payment_intent;
    const refund = () =>
      t.send("POST", `/api/admin/orders/${order.id}/refund`, undefined, { cookie: owner.cookie });
    const refundRequests = () => standIn.requests.filter((r) => r.path === "/v1/refunds");

    // Stripe fails, through the SDK's own retries (three tries): nothing changes, and the owner
    // is told to try again.
    standIn.failRefunds(3);
    const failed = await refund();
    expect(failed.status).toBe(502);
    expect((await orderOf(t, buyer, order.id)).status).toBe("paid");
    expect(standIn.refunds.size).toBe(0);

    // Tried again: one refund of the whole payment, and the order is refunded.
    const done = await refund();
    expect(done.status).toBe(200);
    expect((await done.json()).order.status).toBe("refunded");
    expect([...standIn.refunds.values()]).toEqual([
      expect.objectContaining({ payment_intent: paymentIntent, amount: 45000 }),
    ]);
    // Every call, the failed ones too, was for this payment under the order's one key.
    expect(refundRequests()).toHaveLength(4);
    expect(new Set(refundRequests().map((r) => r.body.payment_intent))).toEqual(
      new Set([paymentIntent]),
    );
    expect(new Set(refundRequests().map((r) => r.idempotencyKey))).toEqual(
      new Set([`atelier-refund-${order.id}`]),
    );
    // Asked again, the order refuses: Stripe is not called again.
    expect((await refund()).status).toBe(409);
    expect(refundRequests()).toHaveLength(4);
    expect(await availabilityOf(t, t.artworks[0].id)).toBe("available");
    await t.deliverMail();
    const [refundMail] = (await mailsTo(t.dataDir, "returner@example.com")).filter((mail) =>
      mail.subject.includes("refunded"),
    );
    expect(refundMail.body).toContain("refunded to your card");
  });
});

describe(`Stripe out of reach on ${testDbKind}`, () => {
  it("orders nothing, keeps the cart, and says so", async () => {
    const t = await createTestApp({
      artworks: [{ title: "Unpaid", price: 50 }],
      env: {
        STRIPE_SECRET_KEY: "sk_test_atelier",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: "http://127.0.0.1:9", // nothing listens there
      },
    });
    try {
      const buyer = await t.signIn();
      await t.send("PUT", `/api/cart/${t.artworks[0].id}`, undefined, { cookie: buyer.cookie });
      const response = await t.send(
        "POST",
        "/api/orders",
        { shipping: TEST_SHIPPING },
        { cookie: buyer.cookie },
      );
      expect(response.status).toBe(502);
      expect((await response.json()).error).toBe(messages.api.cardUnavailable);
      expect((await t.db.select({ n: count() }).from(orders))[0].n).toBe(0);
      const cart = await (
        await t.app.request("/api/cart", { headers: { cookie: buyer.cookie } })
      ).json();
      expect(cart.items.map((a: Artwork) => a.availability)).toEqual(["available"]);
    } finally {
      await t.close();
    }
  });
});

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema";
import { GIVE_UP_AFTER_MS } from "#server/lib/retry";
import type { Artwork } from "#shared/artwork";
import type { AdminOrder, Order } from "#shared/order";
import type { TestUser } from "#tests/api";
import {
  availabilityOf,
  cardOrder,
  orderOf,
  sessionIdOf,
  useCardShop,
  WEBHOOK_SECRET,
} from "#tests/card-shop";
import { testDbKind } from "#tests/database";
import { MINUTE, placeOrderFor } from "#tests/orders";
import { mailsTo } from "#tests/outbox";
import { type ServerProcess, sleep, startServer } from "#tests/server-process";
import { type StripeStandIn, startStripeStandIn } from "#tests/stripe-stand-in";

describe(`refunding a late card payment on its own on ${testDbKind}`, () => {
  const { state } = useCardShop([
    { title: "Twice wanted", price: 820 },
    { title: "Stubborn", price: 95.5 },
    { title: "Given up", price: 300 },
  ]);

  /**
   * A card order paid after its hold ended, when its painting had gone to another buyer
   * meanwhile: the webhook flags it for a refund. The other buyer pays too.
   */
  async function latePayment(painting: Artwork, email: string) {
    const { t, standIn, clock } = state;
    const late = await t.signIn({ email });
    const other = await t.signIn();
    const order = await cardOrder(t, late, [painting]);
    clock.advance(32 * MINUTE);
    const second = await cardOrder(t, other, [painting]);
    await standIn.complete(sessionIdOf(second));
    await standIn.complete(sessionIdOf(order));
    const payment = standIn.sessions.get(sessionIdOf(order))?.payment_intent;
    return { late, order, payment };
  }

  const refundCalls = (orderId: string) =>
    state.standIn.requests.filter(
      (r) => r.path === "/v1/refunds" && r.idempotencyKey === `atelier-refund-${orderId}`,
    );

  /** The gallery owner (ADMIN_EMAILS), signed in once. */
  let signedInOwner: Promise<TestUser> | undefined;
  const owner = () => {
    signedInOwner ??= state.t.signIn({ email: "owner@example.com" });
    return signedInOwner;
  };

  async function adminOrder(id: string): Promise<AdminOrder> {
    const { cookie } = await owner();
    const response = await state.t.app.request("/api/admin/orders", {
      headers: { cookie },
    });
    const found = (await response.json()).orders.find((o: AdminOrder) => o.id === id);
    if (!found) throw new Error(`order ${id} not on the desk`);
    return found;
  }

  const subjectsTo = async (address: string) =>
    (await mailsTo(state.t.dataDir, address)).map((mail) => mail.subject);

  it("refunds it through Stripe once, under the order's key, and tells the buyer and the owner", async () => {
    const { t, standIn } = state;
    const painting = t.artworks[0];
    const { late, order, payment } = await latePayment(painting, "late-one@example.com");
    expect(await adminOrder(order.id)).toMatchObject({
      status: "expired",
      refundDue: true,
      refundProblem: null,
      refund: null,
    });

    expect(await t.refundLatePayments()).toEqual({ refunded: 1, retrying: 0, gaveUp: 0 });
    const refunded: Order = await orderOf(t, late, order.id);
    expect(refunded).toMatchObject({
      status: "refunded",
      refund: { at: state.clock.now().toISOString(), automatic: true },
    });
    expect(refundCalls(order.id)).toHaveLength(1);
    expect(refundCalls(order.id)[0].body).toMatchObject({ payment_intent: payment });
    expect([...standIn.refunds.values()].filter((r) => r.payment_intent === payment)).toEqual([
      expect.objectContaining({ amount: 82000 }),
    ]);
    expect(await adminOrder(order.id)).toMatchObject({ refundDue: false, refundProblem: null });

    // Nothing more to do: another pass, or a replayed event, refunds nothing again.
    expect(await t.refundLatePayments()).toEqual({ refunded: 0, retrying: 0, gaveUp: 0 });
    await standIn.complete(sessionIdOf(order));
    expect(await t.refundLatePayments()).toEqual({ refunded: 0, retrying: 0, gaveUp: 0 });
    expect(refundCalls(order.id)).toHaveLength(1);
    // The painting stays with the buyer who paid in time.
    expect(await availabilityOf(t, painting.id)).toBe("sold");

    await t.deliverMail();
    expect(await subjectsTo("late-one@example.com")).toEqual(
      expect.arrayContaining([
        `About your payment for order ${order.number}`,
        `Order ${order.number} has been refunded`,
      ]),
    );
    const toOwner = await subjectsTo("owner@example.com");
    expect(toOwner).toContain(`Late payment refunded automatically: order ${order.number}`);
    expect(toOwner).not.toContain(`Refund needed: order ${order.number}`);
  });

  it("tries again after a Stripe failure, with a back-off, and still refunds once", async () => {
    const { t, standIn, clock } = state;
    const { late, order } = await latePayment(t.artworks[1], "late-two@example.com");
    // One try is the SDK's three requests: all three fail.
    standIn.failRefunds(3);
    expect(await t.refundLatePayments()).toEqual({ refunded: 0, retrying: 1, gaveUp: 0 });
    expect(refundCalls(order.id)).toHaveLength(3);
    expect(await adminOrder(order.id)).toMatchObject({ refundDue: true, refundProblem: null });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.refundAttempts).toBe(1);
    expect(row.refundError).toContain("Stand-in failure");
    expect(row.refundRetryAt?.getTime()).toBe(clock.now().getTime() + 15_000);

    // Not yet due: nothing is tried.
    expect(await t.refundLatePayments()).toEqual({ refunded: 0, retrying: 0, gaveUp: 0 });
    clock.advance(15_000);
    expect(await t.refundLatePayments()).toEqual({ refunded: 1, retrying: 0, gaveUp: 0 });
    expect((await orderOf(t, late, order.id)).status).toBe("refunded");
    expect(refundCalls(order.id)).toHaveLength(4);
    expect(standIn.refunds.size).toBe(2); // this one and the first test's
  });

  it("asks the owner after a day of failures, and the owner's Refund then does it", async () => {
    const { t, standIn, clock } = state;
    const { late, order } = await latePayment(t.artworks[2], "late-three@example.com");
    standIn.failRefunds(3);
    expect(await t.refundLatePayments()).toMatchObject({ retrying: 1 });
    clock.advance(GIVE_UP_AFTER_MS);
    standIn.failRefunds(3);
    expect(await t.refundLatePayments()).toEqual({ refunded: 0, retrying: 0, gaveUp: 1 });
    expect(await adminOrder(order.id)).toMatchObject({
      refundDue: true,
      refundProblem: expect.stringContaining("Stand-in failure"),
    });
    // Given up: no pass tries it again, however late.
    clock.advance(GIVE_UP_AFTER_MS);
    expect(await t.refundLatePayments()).toEqual({ refunded: 0, retrying: 0, gaveUp: 0 });
    await t.deliverMail();
    expect(await subjectsTo("owner@example.com")).toContain(`Refund needed: order ${order.number}`);

    const { cookie } = await owner();
    const refund = () =>
      t.send("POST", `/api/admin/orders/${order.id}/refund`, undefined, { cookie });
    const done = await refund();
    expect(done.status).toBe(200);
    expect((await done.json()).order).toMatchObject({
      status: "refunded",
      refund: { automatic: false },
    });
    expect((await orderOf(t, late, order.id)).refund?.automatic).toBe(false);
    expect((await refund()).status).toBe(409);
    expect(refundCalls(order.id)).toHaveLength(7); // 3 + 3 failed, then one that worked
    await t.deliverMail();
    expect(await subjectsTo("late-three@example.com")).toContain(
      `Order ${order.number} has been refunded`,
    );
    expect(await subjectsTo("owner@example.com")).not.toContain(
      `Late payment refunded automatically: order ${order.number}`,
    );
  });
});

describe(`a late card payment in a running server on ${testDbKind}`, () => {
  let server: ServerProcess | undefined;
  let standIn: StripeStandIn | undefined;
  afterAll(async () => {
    await server?.kill();
    await standIn?.close();
  });

  it("is refunded as soon as Stripe's event arrives, with nobody asked to act", async () => {
    const webhook = { url: "" };
    standIn = await startStripeStandIn({
      webhookSecret: WEBHOOK_SECRET,
      deliver: (payload, signature) =>
        fetch(webhook.url, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: payload,
        }),
    });
    server = await startServer({
      ADMIN_EMAILS: "owner@example.com",
      STRIPE_SECRET_KEY: "sk_test_atelier",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.url,
    });
    const { url } = server;
    webhook.url = `${url}/api/payments/stripe/webhook`;
    const send = (method: string, path: string, cookie: string, body?: unknown) =>
      fetch(`${url}${path}`, {
        method,
        headers: { origin: url, "content-type": "application/json", cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const owner = await server.signUp("owner@example.com", "a long enough password");
    const buyer = await server.signUp("slow-buyer@example.com", "a long enough password");
    const created = await send("POST", "/api/artworks", owner, {
      title: "Wanted by two",
      artist: "Maren Holloway",
      price: 640,
      medium: "Oil on canvas",
      size: "30 x 40 cm",
      imageUrl: "https://images.example/wanted.jpg",
    });
    const painting = (await created.json()) as Artwork;
    const order = await placeOrderFor(
      { send: (m, p, b, h) => send(m, p, h?.cookie ?? "", b) },
      buyer,
      [painting.id],
    );
    // The buyer gives up, the owner sells the painting elsewhere — and then the payment
    // the buyer had started on Stripe's page completes.
    expect((await send("POST", `/api/orders/${order.id}/cancel`, buyer)).status).toBe(200);
    const sold = await send("PUT", `/api/artworks/${painting.id}/availability`, owner, {
      availability: "sold",
    });
    expect(sold.status).toBe(200);
    await standIn.complete(sessionIdOf(order));

    let seen: Order | undefined;
    for (let tries = 0; tries < 100 && seen?.status !== "refunded"; tries++) {
      await sleep(100);
      seen = (await (await send("GET", `/api/orders/${order.id}`, buyer)).json()).order;
    }
    expect(seen).toMatchObject({ status: "refunded", refund: { automatic: true } });
    const refunds = standIn.requests.filter((r) => r.path === "/v1/refunds");
    expect(refunds.map((r) => r.idempotencyKey)).toEqual([`atelier-refund-${order.id}`]);
  });
});

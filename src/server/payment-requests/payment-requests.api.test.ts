import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentEvents, paymentRequests } from "#server/db/schema";
import { messages } from "#shared/messages";
import type { AdminPaymentRequest, PayablePaymentRequest } from "#shared/payment-requests";
import { createTestApp, type TestApp, type TestUser } from "#tests/api";
import { useCardShop } from "#tests/card-shop";
import { testDbKind } from "#tests/database";
import { HOUR, MINUTE } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

const text = messages.paymentRequestApi;
const DAY = 24 * HOUR;
const MISSING = "00000000-0000-4000-8000-000000000000";

async function request(
  t: TestApp,
  owner: TestUser,
  body: Record<string, unknown>,
): Promise<AdminPaymentRequest> {
  const response = await t.send("POST", "/api/admin/payment-requests", body, {
    cookie: owner.cookie,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).request;
}

async function payable(t: TestApp, id: string): Promise<PayablePaymentRequest> {
  const response = await t.app.request(`/api/payment-requests/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()).request;
}

const eventsOf = async (t: TestApp, id: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentRequestId, id))
  )[0].n;

describe(`payment requests on ${testDbKind}`, () => {
  const { state, webhook } = useCardShop([{ title: "Commissioned Harbour", price: 2400 }]);
  // The owner ADMIN_EMAILS names, signed in once for every test.
  let signedIn: TestUser | undefined;
  const owner = async () =>
    (signedIn ??= await state.t.signIn({ email: "owner@example.com", owner: true }));

  it("refuses bad input with a reason by field, and non-owners with 401 and 403", async () => {
    const { t } = state;
    const boss = await owner();
    const shopper = await t.signIn();
    const good = { email: "payer@example.com", description: "Deposit", amount: 100 };
    const post = (body: unknown, cookie = boss.cookie) =>
      t.send("POST", "/api/admin/payment-requests", body, { cookie });
    for (const [body, field] of [
      [{ ...good, amount: 10.001 }, "amount"],
      [{ ...good, amount: 0 }, "amount"],
      [{ ...good, amount: -5 }, "amount"],
      [{ ...good, amount: 1_000_000 }, "amount"],
      [{ ...good, amount: "100" }, "amount"],
      [{ ...good, days: 0 }, "days"],
      [{ ...good, days: 61 }, "days"],
      [{ ...good, days: 1.5 }, "days"],
      [{ ...good, description: "" }, "description"],
      [{ ...good, description: "   " }, "description"],
      [{ ...good, description: "x".repeat(501) }, "description"],
      [{ ...good, description: "Deposit\u0007" }, "description"],
      [{ ...good, description: "Two\nlines" }, "description"],
      [{ ...good, email: "not-an-address" }, "email"],
      [{ ...good, artworkId: "nope" }, "artworkId"],
    ] as const) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await response.json();
      expect(Object.keys(answer.fields), JSON.stringify(body)).toContain(field);
      expect(answer.error).toMatch(new RegExp(`^${field}: `));
    }
    const unknownWork = await post({ ...good, artworkId: MISSING });
    expect(unknownWork.status).toBe(400);
    expect(await unknownWork.json()).toEqual({ error: text.artworkNotFound, field: "artworkId" });

    expect((await post(good, shopper.cookie)).status).toBe(403);
    expect((await t.send("POST", "/api/admin/payment-requests", good)).status).toBe(401);
    expect((await t.app.request("/api/admin/payment-requests")).status).toBe(401);
    const listed = await t.app.request("/api/admin/payment-requests", {
      headers: { cookie: shopper.cookie },
    });
    expect(listed.status).toBe(403);
    expect((await t.db.select({ n: count() }).from(paymentRequests))[0].n).toBe(0);
  });

  it("e-mails the payer a link, shows the payer what to pay, and is paid once through the webhook", async () => {
    const { t, standIn, clock } = state;
    const boss = await owner();
    const work = t.artworks[0];
    const made = await request(t, boss, {
      email: "Payer@Example.com",
      description: "Deposit for the harbour commission",
      amount: 1234.56,
      artworkId: work.id,
      days: 3,
    });
    expect(made).toMatchObject({
      email: "payer@example.com",
      amount: 1234.56,
      status: "open",
      artworkTitle: "Commissioned Harbour",
      expiresAt: new Date(clock.now().getTime() + 3 * DAY).toISOString(),
      number: expect.stringMatching(/^R-\d+$/),
    });
    const [row] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, made.id));
    expect(row.amountPence).toBe(123456);

    await t.deliverMail();
    const [mail] = await mailsTo(t.dataDir, "payer@example.com");
    expect(mail.subject).toContain("£1,234.56");
    expect(mail.body).toContain(`https://gallery.example/pay/${made.id}`);
    expect(mail.body).toContain("Deposit for the harbour commission");

    const seen = await payable(t, made.id);
    expect(seen).toMatchObject({
      description: "Deposit for the harbour commission",
      amount: 1234.56,
      status: "open",
      method: "card",
      artwork: { id: work.id, title: "Commissioned Harbour" },
    });
    expect(JSON.stringify(seen)).not.toContain("payer@example.com");

    // Two clicks make one session: GBP, one line, the request in its metadata, ending within
    // Stripe's day and no later than the request.
    const pay = () => t.send("POST", `/api/payment-requests/${made.id}/pay`);
    const [first, other] = await Promise.all([pay(), pay()]);
    const { url } = await first.json();
    expect((await other.json()).url).toBe(url);
    const sessionId = new URL(url).pathname.split("/").at(-1) ?? "";
    const session = standIn.sessions.get(sessionId);
    expect(session).toMatchObject({
      mode: "payment",
      currency: "gbp",
      amount_total: 123456,
      customer_email: "payer@example.com",
      metadata: { paymentRequestId: made.id },
      success_url: `https://gallery.example/pay/${made.id}?paid=1`,
    });
    expect(session?.line_items).toHaveLength(1);
    const now = clock.now().getTime() / 1000;
    expect(session?.expires_at).toBeGreaterThanOrEqual(now + 30 * 60);
    expect(session?.expires_at).toBeLessThanOrEqual(now + 24 * 60 * 60);
    expect(
      standIn.requests
        .filter((r) => r.path === "/v1/checkout/sessions" && r.method === "POST")
        .every((r) => r.idempotencyKey?.startsWith(`atelier-payment-request-${made.id}-`)),
    ).toBe(true);

    // Paid, then the same event again (Stripe retries, or two processes get it): applied once.
    const delivered = await standIn.complete(sessionId);
    const replayed = await Promise.all([
      webhook(delivered.payload, delivered.signature),
      webhook(delivered.payload, delivered.signature, { ...t, app: t.restart() }),
    ]);
    for (const response of replayed) expect((await response.json()).outcome).toBe("duplicate");
    expect(await eventsOf(t, made.id)).toBe(1);
    const paidSession = standIn.sessions.get(sessionId);
    if (!paidSession) throw new Error("no session");
    expect(await payable(t, made.id)).toMatchObject({ status: "paid" });
    const listed: AdminPaymentRequest[] = (
      await (
        await t.app.request("/api/admin/payment-requests", { headers: { cookie: boss.cookie } })
      ).json()
    ).requests;
    expect(listed.find((r) => r.id === made.id)).toMatchObject({
      status: "paid",
      paidBy: "card",
      stripePaymentId: expect.stringMatching(/^pi_/),
      notes: [],
    });
    // A second payment (another session, paid meanwhile) is recorded, not applied: the owners
    // are asked to refund it.
    const second = standIn.event("checkout.session.completed", {
      ...paidSession,
      payment_intent: "pi_second",
    });
    expect((await (await webhook(second.payload, second.signature)).json()).outcome).toBe(
      "paid-twice",
    );
    // Paid: no more paying.
    const again = await pay();
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(text.paidAlready);

    await t.deliverMail();
    const receipts = (await mailsTo(t.dataDir, "payer@example.com")).filter((m) =>
      m.subject.startsWith("Payment received"),
    );
    expect(receipts).toHaveLength(1);
    const ownerMails = (await mailsTo(t.dataDir, "owner@example.com")).map((m) => m.subject);
    expect(ownerMails).toContain(`Request ${made.number} paid: £1,234.56`);
    expect(ownerMails).toContain(`Request ${made.number} paid twice: refund needed`);
  });

  it("leaves a payment of another amount unapplied", async () => {
    const { t, standIn } = state;
    const boss = await owner();
    const made = await request(t, boss, {
      email: "m@example.com",
      description: "Frame",
      amount: 80,
    });
    const { url } = await (await t.send("POST", `/api/payment-requests/${made.id}/pay`)).json();
    const session = standIn.sessions.get(new URL(url).pathname.split("/").at(-1) ?? "");
    if (!session) throw new Error("no session");
    const changed = {
      ...session,
      status: "complete" as const,
      payment_status: "paid" as const,
      amount_total: 100,
    };
    const { payload, signature } = standIn.event("checkout.session.completed", changed);
    expect((await (await webhook(payload, signature)).json()).outcome).toBe("amount-mismatch");
    expect((await payable(t, made.id)).status).toBe("open");
  });

  it("cancels and marks paid open requests only, and the sweep expires the rest once", async () => {
    const { t, clock } = state;
    const boss = await owner();
    const shopper = await t.signIn();
    const act = (id: string, action: string, cookie = boss.cookie) =>
      t.send("POST", `/api/admin/payment-requests/${id}/${action}`, undefined, { cookie });
    const cancelled = await request(t, boss, {
      email: "c@example.com",
      description: "A",
      amount: 5,
    });
    const paid = await request(t, boss, { email: "p@example.com", description: "B", amount: 6 });
    const lapsing = await request(t, boss, {
      email: "e@example.com",
      description: "C",
      amount: 7,
      days: 1,
    });
    expect((await act(cancelled.id, "cancel", shopper.cookie)).status).toBe(403);
    const [one, two] = await Promise.all([
      act(cancelled.id, "cancel"),
      act(cancelled.id, "cancel"),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect((await act(cancelled.id, "paid")).status).toBe(409);
    const marked = await act(paid.id, "paid");
    expect((await marked.json()).request).toMatchObject({ status: "paid", paidBy: "owner" });
    expect((await act(paid.id, "cancel")).status).toBe(409);
    expect((await act(MISSING, "cancel")).status).toBe(404);
    expect((await act("not-a-uuid", "paid")).status).toBe(400);

    // Cancelled: the payer's page says so, and cannot pay.
    expect((await payable(t, cancelled.id)).status).toBe("cancelled");
    const payCancelled = await t.send("POST", `/api/payment-requests/${cancelled.id}/pay`);
    expect(payCancelled.status).toBe(409);
    expect((await payCancelled.json()).error).toBe(text.cancelled);

    // Less than half an hour left: too soon for a card session.
    clock.advance(DAY - 20 * MINUTE);
    const soon = await t.send("POST", `/api/payment-requests/${lapsing.id}/pay`);
    expect(soon.status).toBe(409);
    expect((await soon.json()).error).toBe(text.expiresSoon);

    clock.advance(21 * MINUTE);
    expect((await payable(t, lapsing.id)).status).toBe("expired"); // before any sweep, too
    expect(await t.services.paymentRequests.sweep()).toBeGreaterThanOrEqual(1);
    expect(await t.services.paymentRequests.sweep()).toBe(0);
    const [row] = await t.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, lapsing.id));
    expect(row.status).toBe("expired");
    expect((await act(lapsing.id, "paid")).status).toBe(409);

    await t.deliverMail();
    expect((await mailsTo(t.dataDir, "p@example.com")).map((m) => m.subject)).toContain(
      `Payment received for request ${paid.number}`,
    );
  });

  it("records a card payment that comes after the request was cancelled, and shows it to the owner", async () => {
    const { t, standIn } = state;
    const boss = await owner();
    const made = await request(t, boss, { email: "l@example.com", description: "Late", amount: 9 });
    const { url } = await (await t.send("POST", `/api/payment-requests/${made.id}/pay`)).json();
    const sessionId = new URL(url).pathname.split("/").at(-1) ?? "";
    const cancel = await t.send(
      "POST",
      `/api/admin/payment-requests/${made.id}/cancel`,
      undefined,
      {
        cookie: boss.cookie,
      },
    );
    expect(cancel.status).toBe(200);
    expect(standIn.sessions.get(sessionId)?.status).toBe("expired");
    // Paid on Stripe's page all the same, just before it closed.
    await standIn.complete(sessionId);
    const listed: AdminPaymentRequest[] = (
      await (
        await t.app.request("/api/admin/payment-requests", { headers: { cookie: boss.cookie } })
      ).json()
    ).requests;
    expect(listed.find((r) => r.id === made.id)).toMatchObject({
      status: "paid",
      notes: ["paid-late"],
    });
    await t.deliverMail();
    const news = (await mailsTo(t.dataDir, "owner@example.com")).find((m) =>
      m.subject.startsWith(`Request ${made.number} paid`),
    );
    expect(news?.body).toContain("was cancelled when it was paid");
  });
});

describe(`payment requests in a shop without cards on ${testDbKind}`, () => {
  it("answers 409 with the shop's payment instructions", async () => {
    const t = await createTestApp({
      env: { ADMIN_EMAILS: "owner@example.com", PAYMENT_INSTRUCTIONS: "Pay by bank transfer." },
    });
    try {
      const boss = await t.signIn({ email: "owner@example.com", owner: true });
      const made = await request(t, boss, { email: "x@example.com", description: "D", amount: 1 });
      expect(await payable(t, made.id)).toMatchObject({
        method: "manual",
        paymentInstructions: "Pay by bank transfer.",
      });
      const pay = await t.send("POST", `/api/payment-requests/${made.id}/pay`);
      expect(pay.status).toBe(409);
      expect(await pay.json()).toEqual({
        error: text.manualOnly,
        instructions: "Pay by bank transfer.",
      });
      expect((await t.app.request(`/api/payment-requests/${MISSING}`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

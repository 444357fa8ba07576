import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { collectorHolds, orderItems, orders } from "#server/db/schema";
import { messages } from "#shared/messages";
import type { CollectorHold, Offer, Reservation } from "#shared/offers";
import type { Order } from "#shared/order";
import { type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { addToCart, availabilityOf, place } from "#tests/order-steps";
import { HOUR, TEST_SHIPPING, testClock } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

const OWNER = "owner@example.com";

/** A signed-in shopper's offer; the response, to read its status and body. */
const offer = (t: TestApp, user: TestUser, body: unknown) =>
  t.send("POST", "/api/offers", body, { cookie: user.cookie });

const owned = (t: TestApp, owner: TestUser, method: string, url: string, body?: unknown) =>
  t.send(method, url, body, { cookie: owner.cookie });

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function mailSubjects(t: TestApp, email: string) {
  await t.deliverMail();
  return (await mailsTo(t.dataDir, email)).map((mail) => mail.subject);
}

describe(`offers on ${testDbKind}`, () => {
  const clock = testClock();
  const t = useTestApp({
    clock: clock.now,
    env: { ADMIN_EMAILS: OWNER },
    artworks: [
      { title: "Estuary", price: 2000 },
      { title: "Small Study", price: 300 },
      { title: "Harbour Light", price: 1200 },
      { title: "Reserved Field", price: 900 },
      { title: "Crowded Sea", price: 1500 },
    ],
  });
  let ownerUser: TestUser | undefined;
  /** The owner, signed in once for the whole file. */
  const signInOwner = async () => {
    ownerUser ??= await t.signIn({ email: OWNER });
    return ownerUser;
  };

  it("takes offers between half the price and the price, one open offer per work, with reasons", async () => {
    const [estuary, study] = t.artworks;
    const buyer = await t.signIn({ email: "bounds@example.com" });

    expect(
      (await t.send("POST", "/api/offers", { artworkId: estuary.id, amount: 1500 })).status,
    ).toBe(401);
    const cases: [unknown, number, string | RegExp][] = [
      // Below half the price, the shop's default lowest offer, which it does not name.
      [{ artworkId: estuary.id, amount: 999.99 }, 400, messages.offerApi.tooLowUnshown],
      [{ artworkId: estuary.id, amount: 2000 }, 400, messages.offerApi.notBelowPrice("£2,000")],
      [{ artworkId: study.id, amount: 250 }, 400, messages.offerApi.tooCheapToOffer("£500")],
      [{ artworkId: estuary.id, amount: 1500.001 }, 400, /2 decimal places/],
      [{ artworkId: estuary.id, amount: "1500" }, 400, /number/],
      [{ artworkId: estuary.id, amount: 1500, message: "x".repeat(1001) }, 400, /1000/],
      [{ artworkId: estuary.id, amount: 1500, message: "hi\u0007" }, 400, /control/],
      [{ artworkId: "not-a-uuid", amount: 1500 }, 400, /UUID/],
      [{ artworkId: crypto.randomUUID(), amount: 1500 }, 404, messages.api.artworkNotFound],
    ];
    for (const [body, status, reason] of cases) {
      const refused = await json<{ error: string }>(await offer(t, buyer, body), status);
      expect(refused.error).toMatch(reason);
    }

    const made = await json<Offer>(
      await offer(t, buyer, { artworkId: estuary.id, amount: 1000, message: "I love the light." }),
      201,
    );
    expect(made).toMatchObject({
      status: "pending",
      amountPence: 100_000,
      pricePence: 200_000,
      message: "I love the light.",
      expiresAt: new Date(clock.now().getTime() + 72 * HOUR).toISOString(),
    });
    const again = await json<{ error: string }>(
      await offer(t, buyer, { artworkId: estuary.id, amount: 1100 }),
      409,
    );
    expect(again.error).toBe(messages.offerApi.alreadyOffered);
    expect(await mailSubjects(t, OWNER)).toContain("New offer on Estuary");

    // Unanswered for 72 hours, it expires and its buyer is told; then they may offer again.
    clock.advance(72 * HOUR);
    const { offers } = await json<{ offers: Offer[] }>(
      await t.send("GET", "/api/offers", undefined, { cookie: buyer.cookie }),
      200,
    );
    expect(offers.map((o) => o.status)).toEqual(["expired"]);
    expect(await mailSubjects(t, buyer.email)).toEqual(["Your offer on Estuary has expired"]);
    await json<Offer>(await offer(t, buyer, { artworkId: estuary.id, amount: 1100 }), 201);
  });

  it("counters, is accepted by its buyer, keeps the work for them alone at the price agreed", async () => {
    const [, , harbour] = t.artworks;
    const owner = await signInOwner();
    const buyer = await t.signIn({ email: "collector@example.com", name: "Ada" });
    const rival = await t.signIn({ email: "rival@example.com" });

    const made = await json<Offer>(
      await offer(t, buyer, { artworkId: harbour.id, amount: 800 }),
      201,
    );
    const rivals = await json<Offer>(
      await offer(t, rival, { artworkId: harbour.id, amount: 700 }),
      201,
    );

    // Only an owner answers; a counter sits between the offer and the price.
    expect(
      (await owned(t, buyer, "POST", `/api/admin/offers/${made.id}/counter`, { amount: 1000 }))
        .status,
    ).toBe(403);
    for (const amount of [800, 1200]) {
      const refused = await json<{ error: string; field: string }>(
        await owned(t, owner, "POST", `/api/admin/offers/${made.id}/counter`, { amount }),
        400,
      );
      expect(refused).toEqual({
        error: messages.offerApi.counterOutOfRange("£800", "£1,200"),
        field: "amount",
      });
    }
    const countered = await json<Offer>(
      await owned(t, owner, "POST", `/api/admin/offers/${made.id}/counter`, { amount: 1000 }),
      200,
    );
    expect(countered).toMatchObject({ status: "countered", counterPence: 100_000 });
    expect(await mailSubjects(t, buyer.email)).toContain("A counter-offer on Harbour Light");

    // Nobody else can accept it; its buyer can, once.
    expect((await owned(t, rival, "POST", `/api/offers/${made.id}/accept`)).status).toBe(404);
    const accepted = await json<Offer>(
      await owned(t, buyer, "POST", `/api/offers/${made.id}/accept`),
      200,
    );
    expect(accepted).toMatchObject({
      status: "accepted",
      agreedPence: 100_000,
      holdOpen: true,
      holdExpiresAt: new Date(clock.now().getTime() + 48 * HOUR).toISOString(),
    });
    expect((await owned(t, buyer, "POST", `/api/offers/${made.id}/accept`)).status).toBe(409);

    // Held: reserved for everybody, the rival's open offer closed by e-mail.
    expect(await availabilityOf(t, harbour.id)).toBe("reserved");
    const rivalOffers = await json<{ offers: Offer[] }>(
      await owned(t, rival, "GET", "/api/offers"),
      200,
    );
    expect(rivalOffers.offers.find((o) => o.id === rivals.id)?.status).toBe("declined");
    expect(await mailSubjects(t, rival.email)).toEqual(["Your offer on Harbour Light"]);
    expect(await mailSubjects(t, buyer.email)).toContain("Your offer on Harbour Light is accepted");
    expect(await mailSubjects(t, OWNER)).toContain("Counter-offer accepted: Harbour Light");

    const { holds } = await json<{ holds: CollectorHold[] }>(
      await owned(t, buyer, "GET", "/api/holds"),
      200,
    );
    expect(holds).toEqual([
      expect.objectContaining({
        kind: "offer",
        offerId: made.id,
        artworkId: harbour.id,
        pricePence: 100_000,
      }),
    ]);
    expect(
      (await json<{ holds: CollectorHold[] }>(await owned(t, rival, "GET", "/api/holds"), 200))
        .holds,
    ).toEqual([]);

    // Twenty others race the buyer for it: by the cart, or with the buyer's own offer id.
    const others = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.signIn({ email: `racer${i}@example.com` })),
    );
    for (const other of others.slice(0, 10)) await addToCart(t, other, [harbour]);
    const answers = await Promise.all([
      place(t, buyer, { shipping: TEST_SHIPPING, offerId: made.id }),
      ...others.map((other, i) =>
        place(
          t,
          other,
          i < 10 ? { shipping: TEST_SHIPPING } : { shipping: TEST_SHIPPING, offerId: made.id },
        ),
      ),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 409)).toBe(true);
    const { order } = (await answers[0].json()) as { order: Order };
    expect(order.subtotal).toBe(1000);
    expect(order.total).toBe(1000 + order.shipping);
    expect(order.items.map((item) => [item.artworkId, item.price])).toEqual([[harbour.id, 1000]]);
    const holders = await t.db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(and(eq(orderItems.artworkId, harbour.id)));
    expect(holders).toEqual([{ orderId: order.id }]);
    // The hold became the order: ended as ordered, and the offer's checkout is closed.
    const [hold] = await t.db
      .select()
      .from(collectorHolds)
      .where(eq(collectorHolds.artworkId, harbour.id));
    expect(hold).toMatchObject({ endReason: "ordered", orderId: order.id });
    const after = await json<{ offers: Offer[] }>(await owned(t, buyer, "GET", "/api/offers"), 200);
    expect(after.offers.find((o) => o.id === made.id)?.holdOpen).toBe(false);
    expect((await place(t, buyer, { shipping: TEST_SHIPPING, offerId: made.id })).status).toBe(409);
  });

  it("answers five offers on one work accepted at once: one keeps it, the others are refused", async () => {
    const sea = t.artworks[4];
    const owner = await signInOwner();
    const made: Offer[] = [];
    for (let i = 0; i < 5; i++) {
      const bidder = await t.signIn({ email: `bidder${i}@example.com` });
      made.push(
        await json<Offer>(await offer(t, bidder, { artworkId: sea.id, amount: 1000 + i }), 201),
      );
    }
    const answers = await Promise.all(
      made.map((o) => owned(t, owner, "POST", `/api/admin/offers/${o.id}/accept`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const open = await t.db
      .select()
      .from(collectorHolds)
      .where(and(eq(collectorHolds.artworkId, sea.id), isNull(collectorHolds.endedAt)));
    expect(open).toHaveLength(1);
  });

  it("lets a hold run out: the work is available again and its collector can no longer order it", async () => {
    const [estuary] = t.artworks;
    const owner = await signInOwner();
    const buyer = await t.signIn({ email: "slow@example.com" });
    const made = await json<Offer>(
      await offer(t, buyer, { artworkId: estuary.id, amount: 1900 }),
      201,
    );
    // Estuary has another shopper's open offer from the first test: accepting this one closes it.
    await json<Offer>(await owned(t, owner, "POST", `/api/admin/offers/${made.id}/accept`), 200);
    expect(await availabilityOf(t, estuary.id)).toBe("reserved");
    expect((await owned(t, owner, "POST", `/api/admin/offers/${made.id}/decline`)).status).toBe(
      409,
    );

    clock.advance(48 * HOUR);
    expect(await availabilityOf(t, estuary.id)).toBe("available");
    const refused = await place(t, buyer, { shipping: TEST_SHIPPING, offerId: made.id });
    expect(refused.status).toBe(409);
    await t.send("GET", "/api/offers", undefined, { cookie: buyer.cookie });
    expect(await mailSubjects(t, buyer.email)).toContain("Estuary is no longer kept for you");
    const open = await t.db
      .select()
      .from(collectorHolds)
      .where(and(eq(collectorHolds.artworkId, estuary.id), isNull(collectorHolds.endedAt)));
    expect(open).toEqual([]);
  });

  it("reserves a work for an address: that account orders it at the given price, nobody else", async () => {
    const [, , , field] = t.artworks;
    const owner = await signInOwner();
    const shopper = await t.signIn({ email: "shopper@example.com" });

    for (const [body, status] of [
      [{ artworkId: field.id, email: "friend@example.com", days: 8 }, 400],
      [{ artworkId: field.id, email: "not an address", days: 3 }, 400],
      [{ artworkId: field.id, email: "friend@example.com", days: 3, price: -1 }, 400],
      [{ artworkId: crypto.randomUUID(), email: "friend@example.com", days: 3 }, 404],
    ] as const) {
      expect((await owned(t, owner, "POST", "/api/admin/reservations", body)).status).toBe(status);
    }
    expect(
      (
        await owned(t, shopper, "POST", "/api/admin/reservations", {
          artworkId: field.id,
          email: "x@example.com",
          days: 3,
        })
      ).status,
    ).toBe(403);

    const reservation = await json<Reservation>(
      await owned(t, owner, "POST", "/api/admin/reservations", {
        artworkId: field.id,
        email: "Friend@Example.com",
        days: 7,
        price: 750,
      }),
      201,
    );
    expect(reservation).toMatchObject({
      kind: "reservation",
      email: "friend@example.com",
      pricePence: 75_000,
      expiresAt: new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString(),
      endedAt: null,
    });
    expect(await mailSubjects(t, "friend@example.com")).toEqual([
      "Reserved Field is reserved for you",
    ]);
    // A second reservation of a kept work is refused.
    expect(
      (
        await owned(t, owner, "POST", "/api/admin/reservations", {
          artworkId: field.id,
          email: "b@example.com",
          days: 1,
        })
      ).status,
    ).toBe(409);

    // Not for another account, by the reservation or by the cart.
    expect(
      (await place(t, shopper, { shipping: TEST_SHIPPING, reservationId: reservation.id })).status,
    ).toBe(409);
    await addToCart(t, shopper, [field]);
    expect((await place(t, shopper)).status).toBe(409);

    const friend = await t.signIn({ email: "friend@example.com" });
    // The checkout's quote: the kept work at its price, for its collector only.
    const quote = (user: TestUser, country: string) =>
      t.send(
        "GET",
        `/api/delivery/quote?country=${country}&reservation=${reservation.id}`,
        undefined,
        {
          cookie: user.cookie,
        },
      );
    expect(await json(await quote(friend, "GB"), 200)).toMatchObject({
      subtotal: 750,
      shipping: 0,
      total: 750,
    });
    const abroad = await json<{ subtotal: number; shipping: number; total: number }>(
      await quote(friend, "FR"),
      200,
    );
    expect(abroad.shipping).toBeGreaterThan(0);
    expect(abroad.total).toBe(750 + abroad.shipping);
    expect(await json(await quote(shopper, "GB"), 200)).toMatchObject({ subtotal: 0, total: 0 });
    const ordered = await json<{ order: Order }>(
      await place(t, friend, { shipping: TEST_SHIPPING, reservationId: reservation.id }),
      201,
    );
    expect(ordered.order.items.map((item) => item.price)).toEqual([750]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, ordered.order.id));
    expect(row.subtotalPence).toBe(75_000);
  });

  it("ends a reservation on the owner's word, and the work is free again", async () => {
    const [, study] = t.artworks;
    const owner = await signInOwner();
    const reservation = await json<Reservation>(
      await owned(t, owner, "POST", "/api/admin/reservations", {
        artworkId: study.id,
        email: "later@example.com",
        days: 2,
      }),
      201,
    );
    expect(await availabilityOf(t, study.id)).toBe("reserved");
    const ended = await json<Reservation>(
      await owned(t, owner, "DELETE", `/api/admin/reservations/${reservation.id}`),
      200,
    );
    expect(ended).toMatchObject({ endReason: "cancelled", endedAt: clock.now().toISOString() });
    expect(await availabilityOf(t, study.id)).toBe("available");
    expect(
      (await owned(t, owner, "DELETE", `/api/admin/reservations/${reservation.id}`)).status,
    ).toBe(409);
    const later = await t.signIn({ email: "later@example.com" });
    expect(
      (await place(t, later, { shipping: TEST_SHIPPING, reservationId: reservation.id })).status,
    ).toBe(409);
    const listed = await json<{ reservations: Reservation[] }>(
      await owned(t, owner, "GET", "/api/admin/reservations"),
      200,
    );
    expect(listed.reservations.map((r) => r.id)).toContain(reservation.id);
  });
});

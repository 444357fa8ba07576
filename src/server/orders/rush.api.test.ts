import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems, orderItems } from "#server/db/schema";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import { type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { place } from "#tests/order-steps";
import { HOUR, TEST_SHIPPING, testClock } from "#tests/orders";
import { countSessionLookups } from "#tests/sessions";
import { PLACING_AT_ONCE } from "./placing-turns";

const ATTEMPTS = 100;

describe(`a rush of buyers for a few paintings, on ${testDbKind}`, () => {
  // A clock that stands still: a painting known taken is refused on the record alone for as
  // long as the catalogue's version stands, and nothing here waits for a note to run out.
  const clock = testClock();
  const t = useTestApp({
    clock: clock.now,
    artworks: [{ title: "First" }, { title: "Second" }, { title: "Third" }],
  });
  type Attempt = { shopper: TestUser; artworkId: string; status: number; body: unknown };
  const attempts: Attempt[] = [];

  it(`sells each of 3 works once among ${ATTEMPTS} attempts at once, refusing the rest with a reason`, async () => {
    const shoppers = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const shopper = await t.signIn();
      const artworkId = t.artworks[i % 3].id;
      await t.db.insert(cartItems).values({ userId: shopper.id, artworkId });
      shoppers.push({ shopper, artworkId });
    }
    // How many attempts the desk has in hand at any moment: never more than their turns allow.
    const { desk } = t.services.selling;
    const atDesk = desk.place;
    let inHand = 0;
    let most = 0;
    desk.place = async (input) => {
      most = Math.max(most, ++inHand);
      try {
        return await atDesk(input);
      } finally {
        inHand--;
      }
    };
    // Every attempt leaves at once: half as the checkout sends it (the paintings it showed),
    // half with the cart alone.
    const answers = await Promise.all(
      shoppers.map(async ({ shopper, artworkId }, i) => {
        const body =
          i % 2
            ? { shipping: TEST_SHIPPING }
            : { shipping: TEST_SHIPPING, artworkIds: [artworkId] };
        const response = await place(t, shopper, body);
        return { shopper, artworkId, status: response.status, body: await response.json() };
      }),
    );
    desk.place = atDesk;
    attempts.push(...answers);
    expect(most).toBe(PLACING_AT_ONCE);

    const made = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(made).toHaveLength(3);
    expect(new Set(made.map((answer) => answer.artworkId)).size).toBe(3);
    for (const answer of made) {
      const order = (answer.body as { order: Order }).order;
      expect(order.items.map((item) => item.artworkId)).toEqual([answer.artworkId]);
    }
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        error: messages.api.unavailable,
        unavailable: [answer.artworkId],
      });
    }

    // The database agrees: each painting held by exactly one order line, the refused carts kept.
    const held = await t.db
      .select({ artworkId: orderItems.artworkId })
      .from(orderItems)
      .where(
        and(
          inArray(
            orderItems.artworkId,
            t.artworks.map((artwork) => artwork.id),
          ),
          isNotNull(orderItems.hold),
        ),
      );
    expect(held.map((row) => row.artworkId).sort()).toEqual(
      t.artworks.map((artwork) => artwork.id).sort(),
    );
    const lines = await t.db.select({ orderId: orderItems.orderId }).from(orderItems);
    expect(lines).toHaveLength(3);
    for (const answer of refused) {
      const cart = await t.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.userId, answer.shopper.id));
      expect(cart.map((item) => item.artworkId)).toEqual([answer.artworkId]);
    }
  });

  it("refuses a painting known taken at once, without looking up the buyer's session", async () => {
    const [first] = t.artworks;
    const late = attempts.filter((a) => a.status === 409 && a.artworkId === first.id);
    const lookups = countSessionLookups(t.services.auth.api);
    try {
      const named = { shipping: TEST_SHIPPING, artworkIds: [first.id] };
      const refused = await place(t, late[0].shopper, named);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: messages.api.unavailable,
        unavailable: [first.id],
      });
      expect(lookups.count()).toBe(0);
      // Nobody signed in is asked to sign in, as ever, whatever is known of the painting.
      expect((await t.send("POST", "/api/orders", named)).status).toBe(401);
      // A body the route refuses goes the whole way, to the route's own reason.
      const invalid = await place(t, late[0].shopper, { ...named, artworkIds: ["not-an-id"] });
      expect(invalid.status).toBe(400);
      expect(lookups.count()).toBe(1);
      // So does the cart's form, which names no painting; the desk still refuses it from the
      // record.
      const fromCart = await place(t, late[1].shopper);
      expect(fromCart.status).toBe(409);
      expect(lookups.count()).toBe(2);
    } finally {
      lookups.stop();
    }
  });

  it("lets a painting freed by a cancelled order be ordered at once, with the clock still", async () => {
    const [first] = t.artworks;
    const winner = attempts.find((a) => a.status === 201 && a.artworkId === first.id);
    const waiting = attempts.filter((a) => a.status === 409 && a.artworkId === first.id);
    if (!winner || waiting.length < 2) throw new Error("the rush left no one to try again");
    // Still known taken: refused again.
    expect((await place(t, waiting[0].shopper)).status).toBe(409);

    const { order } = winner.body as { order: Order };
    const cancelled = await t.send("POST", `/api/orders/${order.id}/cancel`, undefined, {
      cookie: winner.shopper.cookie,
    });
    expect(cancelled.status).toBe(200);
    const again = await place(t, waiting[1].shopper, {
      shipping: TEST_SHIPPING,
      artworkIds: [first.id],
    });
    expect(again.status, await again.clone().text()).toBe(201);
  });

  it("lets a painting whose order's hold ran out be ordered again", async () => {
    const second = t.artworks[1];
    const waiting = attempts.filter((a) => a.status === 409 && a.artworkId === second.id);
    expect((await place(t, waiting[0].shopper)).status).toBe(409);
    // The hold of the order that took it ends, with nothing written anywhere.
    clock.advance(73 * HOUR);
    const again = await place(t, waiting[1].shopper);
    expect(again.status, await again.clone().text()).toBe(201);
  });
});

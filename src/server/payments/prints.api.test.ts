import { describe, expect, it } from "vitest";
import type { Artwork } from "#shared/artwork";
import type { Edition } from "#shared/editions";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import type { TestUser } from "#tests/api";
import { orderOf, sessionIdOf, useCardShop } from "#tests/card-shop";
import { testDbKind } from "#tests/database";
import { LIMITED_EDITION } from "#tests/editions";
import { MINUTE, TEST_SHIPPING } from "#tests/orders";

describe(`prints paid by card, on ${testDbKind}`, () => {
  const { state } = useCardShop([{ title: "Meadow", price: 400 }]);

  /** The gallery owner (ADMIN_EMAILS), signed in once. */
  let signedInOwner: Promise<TestUser> | undefined;

  async function edition(size: number): Promise<Edition> {
    const { t } = state;
    signedInOwner ??= t.signIn({ email: "owner@example.com" });
    const owner = await signedInOwner;
    const [meadow] = t.artworks;
    const response = await t.send(
      "POST",
      `/api/artworks/${meadow.id}/editions`,
      { ...LIMITED_EDITION, size },
      { cookie: owner.cookie },
    );
    return response.json();
  }

  async function printOrder(buyer: TestUser, editionId: string, quantity = 1): Promise<Order> {
    const body = { shipping: TEST_SHIPPING, items: [{ editionId, quantity }] };
    const response = await state.t.send("POST", "/api/orders", body, { cookie: buyer.cookie });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).order;
  }

  const left = async (id: string) => {
    const [meadow] = state.t.artworks;
    const work = (await (
      await state.t.app.request(`/api/artworks/${meadow.id}`)
    ).json()) as Artwork;
    return work.editions.find((e) => e.id === id);
  };

  it("charges each print line with its quantity, and numbers the prints once paid", async () => {
    const { t, standIn } = state;
    const made = await edition(5);
    const buyer = await t.signIn();
    const order = await printOrder(buyer, made.id, 2);
    const session = standIn.sessions.get(sessionIdOf(order));
    expect(
      session?.line_items.map((item) => [
        item.price_data.product_data.name,
        Number(item.quantity),
        Number(item.price_data.unit_amount),
      ]),
    ).toContainEqual([messages.editions.printOf("Meadow"), 2, 4500]);
    await standIn.complete(sessionIdOf(order));
    const paid = await orderOf(t, buyer, order.id);
    expect(paid.status).toBe("paid");
    expect(paid.items[0].prints.map((print) => print.number)).toEqual([1, 2]);
    expect(await left(made.id)).toMatchObject({ sold: 2, available: 3 });
  });

  it("refunds a late payment for the last print that went to someone else, never overselling", async () => {
    const { t, standIn, clock } = state;
    const made = await edition(1);
    const late = await t.signIn();
    const order = await printOrder(late, made.id);
    // Its payment page's hold ends; the print goes to another buyer, who pays.
    clock.advance(32 * MINUTE);
    const other = await printOrder(await t.signIn(), made.id);
    await standIn.complete(sessionIdOf(other));
    await standIn.complete(sessionIdOf(order));
    const flagged = await orderOf(t, late, order.id);
    expect(flagged.items[0].prints).toEqual([]);
    expect(await left(made.id)).toMatchObject({ sold: 1, available: 0 });
  });

  it("takes a late payment's prints again while they are still there", async () => {
    const { t, standIn, clock } = state;
    const made = await edition(3);
    const late = await t.signIn();
    const order = await printOrder(late, made.id, 2);
    clock.advance(32 * MINUTE);
    // Nobody else came: expired, then paid, the prints are taken back and numbered.
    expect((await left(made.id))?.available).toBe(3);
    await standIn.complete(sessionIdOf(order));
    const paid = await orderOf(t, late, order.id);
    expect(paid.status).toBe("paid");
    expect(paid.items[0].prints.map((print) => print.number)).toEqual([1, 2]);
    expect(await left(made.id)).toMatchObject({ sold: 2, available: 1 });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartPrints, orderItems } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import { DEFAULT_RATES } from "#shared/delivery";
import type { Edition } from "#shared/editions";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import { type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { LIMITED_EDITION, OPEN_EDITION } from "#tests/editions";
import { act, addToCart, place, placed, setTrader } from "#tests/order-steps";
import { HOUR, TEST_SHIPPING, testClock } from "#tests/orders";
import { countSessionLookups } from "#tests/sessions";

const texts = messages.editions;

async function addEdition(t: TestApp, artwork: Artwork, body: object): Promise<Edition> {
  const owner = await t.signIn({ owner: true });
  const response = await t.send("POST", `/api/artworks/${artwork.id}/editions`, body, {
    cookie: owner.cookie,
  });
  expect(response.status).toBe(201);
  return response.json();
}

async function editionNow(t: TestApp, artwork: Artwork, id: string): Promise<Edition> {
  const work = (await (await t.app.request(`/api/artworks/${artwork.id}`)).json()) as Artwork;
  const found = work.editions.find((edition) => edition.id === id);
  if (!found) throw new Error(`edition ${id} is not on sale`);
  return found;
}

const printsOf = (editionId: string, quantity = 1) => ({
  shipping: TEST_SHIPPING,
  items: [{ editionId, quantity }],
});

describe(`prints of a painting, bought beside the originals, on ${testDbKind}`, () => {
  const clock = testClock();
  const t = useTestApp({
    clock: clock.now,
    artworks: [
      { title: "Harbour", price: 1250, size: "60 x 80 cm" },
      { title: "Meadow", price: 400, size: "30 x 40 cm" },
    ],
  });

  it("orders an original and two prints at the database's prices, with delivery per parcel", async () => {
    await setTrader(t);
    const [harbour, meadow] = t.artworks;
    const edition = await addEdition(t, meadow, { ...LIMITED_EDITION, price: 45 });
    const buyer = await t.signIn();
    await addToCart(t, buyer, [harbour]);
    // The cart holds prints beside originals, as many as asked.
    const put = await t.send(
      "PUT",
      `/api/cart/prints/${edition.id}`,
      { quantity: 2 },
      { cookie: buyer.cookie },
    );
    expect(await put.json()).toEqual({ editionId: edition.id, quantity: 2 });
    const cart = await (
      await t.send("GET", "/api/cart", undefined, { cookie: buyer.cookie })
    ).json();
    expect(cart.items.map((item: Artwork) => item.id)).toEqual([harbour.id]);
    expect(cart.prints).toMatchObject([
      { quantity: 2, edition: { id: edition.id, available: 50 }, artwork: { id: meadow.id } },
    ]);

    // Delivery is priced before checkout as the order will charge it.
    const quote = await (
      await t.send("GET", "/api/delivery/quote?country=GB", undefined, { cookie: buyer.cookie })
    ).json();
    expect(quote).toMatchObject({ subtotal: 1250 + 2 * 45, blocked: [] });

    // The whole cart, whatever the request says of money.
    const order = await placed(t, buyer, { shipping: TEST_SHIPPING, subtotal: 1 });
    // The painting ships as a medium parcel; the 30 × 40 cm prints as one small one.
    const shipping = (DEFAULT_RATES.uk.medium ?? 0) + (DEFAULT_RATES.uk.small ?? 0);
    expect(order.subtotal).toBe(1250 + 2 * 45);
    expect(order.shipping * 100).toBe(shipping);
    expect(quote.shipping).toBe(order.shipping);
    expect(order.items.map((item) => [item.kind, item.title, item.price, item.quantity])).toEqual([
      ["original", "Harbour", 1250, 1],
      ["print", "Meadow", 45, 2],
    ]);
    expect(order.items[1]).toMatchObject({
      artworkId: meadow.id,
      artworkSlug: meadow.slug,
      edition: { id: edition.id, format: LIMITED_EDITION.format, width: 30, height: 40, size: 50 },
      prints: [],
      certificate: null,
    });
    expect((await editionNow(t, meadow, edition.id)).available).toBe(48);
    const after = await (
      await t.send("GET", "/api/cart", undefined, { cookie: buyer.cookie })
    ).json();
    expect(after).toEqual({ items: [], prints: [] });

    // Paid: the prints are numbered 1 and 2 of 50, each with its own certificate.
    const owner = await t.signIn({ owner: true });
    const paid = (await (await act(t, owner, order, "paid")).json()).order as Order;
    expect(paid.items[1].prints.map((print) => [print.number, print.size])).toEqual([
      [1, 50],
      [2, 50],
    ]);
    const [first] = paid.items[1].prints;
    expect(first.certificate.url).toBe(
      `/api/orders/${order.id}/print-certificates/${first.certificate.code}`,
    );
    const pdf = await t.send("GET", first.certificate.url, undefined, { cookie: buyer.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const stranger = await t.signIn();
    const refused = await t.send("GET", first.certificate.url, undefined, {
      cookie: stranger.cookie,
    });
    expect(refused.status).toBe(404);
    const verify = await (await t.app.request(`/verify/${first.certificate.code}`)).text();
    expect(verify).toContain(texts.printNumber(1, 50));
    expect(await editionNow(t, meadow, edition.id)).toMatchObject({ sold: 2, available: 48 });
  });

  it("refuses a quantity of 0 or 11, and prints with an offer's path or monthly parts", async () => {
    const [, meadow] = t.artworks;
    const edition = await editionNow(t, meadow, (await addEdition(t, meadow, OPEN_EDITION)).id);
    const buyer = await t.signIn();
    for (const quantity of [0, 11, 2.5]) {
      const response = await place(t, buyer, printsOf(edition.id, quantity));
      expect(response.status).toBe(400);
      const cartPut = await t.send(
        "PUT",
        `/api/cart/prints/${edition.id}`,
        { quantity },
        { cookie: buyer.cookie },
      );
      expect(cartPut.status).toBe(400);
    }
    const parts = await place(t, buyer, { ...printsOf(edition.id), instalments: 3 });
    expect(parts.status).toBe(400);
    expect(await parts.json()).toEqual({ error: texts.printsNotOffered, field: "instalments" });
    const offered = await place(t, buyer, {
      ...printsOf(edition.id),
      offerId: "8f8f8f8f-8f8f-4f8f-8f8f-8f8f8f8f8f8f",
    });
    expect(offered.status).toBe(400);
    expect((await offered.json()).error).toBe(texts.printsNotOffered);
    // The same edition twice is refused, not added up.
    const twice = await place(t, buyer, {
      shipping: TEST_SHIPPING,
      items: [
        { editionId: edition.id, quantity: 1 },
        { editionId: edition.id, quantity: 2 },
      ],
    });
    expect(twice.status).toBe(400);
  });

  it("never refuses an open edition for stock", async () => {
    const [harbour] = t.artworks;
    const edition = await addEdition(t, harbour, OPEN_EDITION);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => t.signIn()));
    const answers = await Promise.all(
      buyers.map((buyer) => place(t, buyer, printsOf(edition.id, 10))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 201));
    expect(await editionNow(t, harbour, edition.id)).toMatchObject({ size: null, available: null });
  });

  it("gives a cancelled or expired order's prints back, and refuses a retired edition", async () => {
    const [harbour] = t.artworks;
    const edition = await addEdition(t, harbour, { ...LIMITED_EDITION, size: 3 });
    const buyer = await t.signIn();
    const owner = await t.signIn({ owner: true });
    const order = await placed(t, buyer, printsOf(edition.id, 3));
    expect((await editionNow(t, harbour, edition.id)).available).toBe(0);
    const soldOut = await place(t, await t.signIn(), printsOf(edition.id, 1));
    expect(soldOut.status).toBe(409);
    expect(await soldOut.json()).toEqual({
      error: texts.notEnough(0),
      unavailable: [],
      unavailablePrints: [{ editionId: edition.id, available: 0, reason: "short" }],
    });
    expect((await act(t, owner, order, "cancel")).status).toBe(200);
    expect((await editionNow(t, harbour, edition.id)).available).toBe(3);

    // An unpaid order's hold ends: its prints go to the next buyer.
    await placed(t, buyer, printsOf(edition.id, 2));
    const short = await place(t, await t.signIn(), printsOf(edition.id, 2));
    expect((await short.json()).error).toBe(texts.notEnough(1));
    clock.advance(73 * HOUR);
    await placed(t, await t.signIn(), printsOf(edition.id, 3));

    // Size never below what is taken; a retired edition sells no more.
    const shrink = await t.send(
      "PUT",
      `/api/editions/${edition.id}`,
      { ...LIMITED_EDITION, size: 2 },
      { cookie: owner.cookie },
    );
    expect(shrink.status).toBe(409);
    expect((await shrink.json()).error).toBe(texts.sizeBelowTaken(3));
    const numbering = await t.send(
      "PUT",
      `/api/editions/${edition.id}`,
      { ...LIMITED_EDITION, size: 5, numbered: false },
      { cookie: owner.cookie },
    );
    expect(numbering.status).toBe(409);
    const grown = await t.send(
      "PUT",
      `/api/editions/${edition.id}`,
      { ...LIMITED_EDITION, size: 5 },
      { cookie: owner.cookie },
    );
    expect(await grown.json()).toMatchObject({ size: 5, available: 2 });
    await t.send("DELETE", `/api/editions/${edition.id}`, undefined, { cookie: owner.cookie });
    const retired = await place(t, await t.signIn(), printsOf(edition.id, 1));
    expect(retired.status).toBe(409);
    expect((await retired.json()).error).toBe(texts.retired);
  });

  it("keeps the count in the database: a line that would oversell is refused there", async () => {
    const [harbour] = t.artworks;
    const edition = await addEdition(t, harbour, { ...LIMITED_EDITION, size: 2 });
    const order = await placed(t, await t.signIn(), printsOf(edition.id, 2));
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    // Whatever code writes, one print more than the size is refused by the edition's check.
    await expect(
      t.db.insert(orderItems).values({ ...line, position: 1, quantity: 1 }),
    ).rejects.toThrow();
    await expect(
      t.db.update(orderItems).set({ quantity: 3 }).where(eq(orderItems.orderId, order.id)),
    ).rejects.toThrow();
    expect(await editionNow(t, harbour, edition.id)).toMatchObject({ available: 0 });
    // Nor is a work deleted from under an unpaid order of its prints.
    const owner = await t.signIn({ owner: true });
    const deleted = await t.send("DELETE", `/api/artworks/${harbour.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(deleted.status).toBe(409);
  });
});

describe(`a rush for the last 50 prints, on ${testDbKind}`, () => {
  // A clock that stands still: an edition known sold out is refused on the record alone for as
  // long as the catalogue's version stands.
  const clock = testClock();
  const t = useTestApp({ clock: clock.now, artworks: [{ title: "Harbour", size: "60 x 80 cm" }] });

  it("holds exactly 50 of 200 attempts at once; their payments number them 1 to 50", async () => {
    const [harbour] = t.artworks;
    const edition = await addEdition(t, harbour, LIMITED_EDITION);
    const buyers: TestUser[] = [];
    for (let i = 0; i < 200; i++) buyers.push(await t.signIn());
    const answers = await Promise.all(
      buyers.map(async (buyer) => {
        const response = await place(t, buyer, printsOf(edition.id));
        return { status: response.status, body: await response.json() };
      }),
    );
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(50);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe(texts.notEnough(0));
    }
    expect(await editionNow(t, harbour, edition.id)).toMatchObject({ available: 0, sold: 0 });

    // Sold out is known: the next attempt is refused at once, its session never looked up.
    const lookups = countSessionLookups(t.services.auth.api);
    try {
      const late = await place(t, buyers[0], printsOf(edition.id));
      expect(late.status).toBe(409);
      expect(await late.json()).toEqual({
        error: texts.notEnough(0),
        unavailable: [],
        unavailablePrints: [{ editionId: edition.id, available: 0, reason: "short" }],
      });
      expect(lookups.count()).toBe(0);
    } finally {
      lookups.stop();
    }

    // Paid in any order, several at once: each print a number of its own, none missing.
    const owner = await t.signIn({ owner: true });
    const paid = await Promise.all(
      made.map(async (answer) => {
        const response = await act(t, owner, answer.body.order as Order, "paid");
        expect(response.status).toBe(200);
        return (await response.json()).order as Order;
      }),
    );
    const numbers = paid.flatMap((order) => order.items[0].prints.map((print) => print.number));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await editionNow(t, harbour, edition.id)).toMatchObject({ available: 0, sold: 50 });
  });

  it("never gives a returned print's number again", async () => {
    const [harbour] = t.artworks;
    const edition = await addEdition(t, harbour, { ...LIMITED_EDITION, size: 3 });
    const owner = await t.signIn({ owner: true });
    const buyer = await t.signIn();
    const first = await placed(t, buyer, printsOf(edition.id));
    await act(t, owner, first, "paid");
    // Refunded: the print's number, 1, is spent; the next paid print is 2, and one is left.
    expect((await act(t, owner, first, "refund")).status).toBe(200);
    expect(await editionNow(t, harbour, edition.id)).toMatchObject({ sold: 0, available: 2 });
    const second = await placed(t, buyer, printsOf(edition.id));
    const paid = (await (await act(t, owner, second, "paid")).json()).order as Order;
    expect(paid.items[0].prints.map((print) => print.number)).toEqual([2]);
    expect(await editionNow(t, harbour, edition.id)).toMatchObject({ sold: 1, available: 1 });
    const rows = await t.db.select().from(cartPrints);
    expect(rows).toEqual([]);
  });
});

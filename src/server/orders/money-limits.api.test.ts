import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "#server/db/schema";
import { messages } from "#shared/messages";
import { MONEY_MAX } from "#shared/money-input";
import { type TestApp, type TestUser, useTestApp } from "#tests/api";
import { useCardShop } from "#tests/card-shop";
import { testDbKind } from "#tests/database";
import { addToCart, place, placed } from "#tests/order-steps";
import { TEST_SHIPPING } from "#tests/orders";

// Every amount the API takes, and every total it asks for, is at most the shop's limit
// (decision 053): past it a 400 or 422 with its reason, never a 500 (PostgreSQL's integer
// once overflowed at £21,474,836.47).

const MOST = "£999,999.99";
const PARIS = { ...TEST_SHIPPING, postcode: "75001", city: "Paris", country: "FR" };
const FUTURE = new Date(Date.now() + 30 * 86_400_000);

const ordersCount = async (t: TestApp) => (await t.db.select({ n: count() }).from(orders))[0].n;
const errorOf = async (response: Response) => (await response.json()).error as string;

describe(`money at and past the limit, on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [
      // Priced before the limit, as the API once allowed (numeric(10,2) pounds).
      { title: "Legacy", price: 99_999_999.99 },
      { title: "Dear one", price: 400_000 },
      { title: "Dear two", price: 400_000 },
      { title: "Dear three", price: 400_000 },
      { title: "At the limit", price: MONEY_MAX },
      { title: "Plain", price: 100 },
      { title: "Draft", price: 100, visibility: "draft" },
      { title: "Coming", price: 100, releaseAt: FUTURE },
      { title: "Not in the cart", price: 100 },
    ],
  });
  const work = (title: string) => {
    const found = t.artworks.find((artwork) => artwork.title === title);
    if (!found) throw new Error(title);
    return found;
  };
  let ownerUser: TestUser | undefined;
  const owner = async () => (ownerUser ??= await t.signIn({ owner: true }));
  const asOwner = async (method: string, url: string, body?: unknown) =>
    t.send(method, url, body, { cookie: (await owner()).cookie });
  const quote = (user: TestUser, country = "GB") =>
    t.app.request(`/api/delivery/quote?country=${country}`, { headers: { cookie: user.cookie } });

  it("refuses a reservation's price past the limit, or rounding to 0 pence, by field", async () => {
    const base = { artworkId: work("Plain").id, email: "collector@example.com", days: 1 };
    for (const [price, reason] of [
      [50_000_000, messages.money.atMost("Price", MOST)],
      [MONEY_MAX + 0.01, messages.money.atMost("Price", MOST)],
      [4e-9, messages.money.atLeastPenny("Price")],
      [0.004, messages.money.atLeastPenny("Price")],
    ] as const) {
      const response = await asOwner("POST", "/api/admin/reservations", { ...base, price });
      expect(response.status, String(price)).toBe(400);
      const body = await response.json();
      expect(body.fields.price).toBe(reason);
    }
    const kept = await asOwner("POST", "/api/admin/reservations", { ...base, price: MONEY_MAX });
    expect(kept.status, await kept.clone().text()).toBe(201);
    const reservation = await kept.json();
    expect(reservation.pricePence).toBe(99_999_999);
    const ended = await asOwner("DELETE", `/api/admin/reservations/${reservation.id}`);
    expect(ended.status).toBe(200);
  });

  it("refuses an offer past the limit, even on a work priced past it", async () => {
    const shopper = await t.signIn();
    const offer = (amount: number) =>
      t.send(
        "POST",
        "/api/offers",
        { artworkId: work("Legacy").id, amount },
        { cookie: shopper.cookie },
      );
    const over = await offer(60_000_000);
    expect(over.status).toBe(400);
    expect((await over.json()).fields.amount).toBe(messages.money.atMost("Amount", MOST));
    // At the limit the amount is fine, and the work's own rule answers: not half its price.
    const atLimit = await offer(MONEY_MAX);
    expect(atLimit.status).toBe(400);
    expect((await atLimit.json()).field).toBe("amount");
  });

  it("answers a cart past the limit with 422 and its reason, in the quote and the order", async () => {
    const shopper = await t.signIn();
    await addToCart(t, shopper, [work("Legacy")]);
    const quoted = await quote(shopper);
    expect(quoted.status).toBe(422);
    const overLimit = messages.money.overLimit("£99,999,999.99", MOST);
    expect(await errorOf(quoted)).toBe(overLimit);
    const before = await ordersCount(t);
    const ordered = await place(t, shopper);
    expect(ordered.status).toBe(422);
    expect(await errorOf(ordered)).toBe(overLimit);
    expect(await ordersCount(t)).toBe(before);
  });

  it("takes each of three dear works alone, but refuses the three together", async () => {
    const shopper = await t.signIn();
    const dear = [work("Dear one"), work("Dear two"), work("Dear three")];
    await addToCart(t, shopper, [dear[0]]);
    const one = await quote(shopper);
    expect(one.status).toBe(200);
    expect((await one.json()).total).toBe(400_000);
    await addToCart(t, shopper, dear.slice(1));
    const all = await quote(shopper);
    expect(all.status).toBe(422);
    const overLimit = messages.money.overLimit("£1,200,000", MOST);
    expect(await errorOf(all)).toBe(overLimit);
    const together = await place(t, shopper);
    expect(together.status).toBe(422);
    expect(await errorOf(together)).toBe(overLimit);
    const named = await place(t, shopper, {
      shipping: TEST_SHIPPING,
      artworkIds: dear.map((a) => a.id),
    });
    expect(named.status).toBe(422);
    // One of them alone is an order like any other.
    const alone = await placed(t, shopper, { shipping: TEST_SHIPPING, artworkIds: [dear[0].id] });
    expect(alone.total).toBe(400_000);
  });

  it("orders a work at the limit, but not with a delivery charge that takes it past", async () => {
    const shopper = await t.signIn();
    await addToCart(t, shopper, [work("At the limit")]);
    const abroad = await quote(shopper, "FR");
    expect(abroad.status).toBe(422);
    const paris = await place(t, shopper, { shipping: PARIS });
    expect(paris.status).toBe(422);
    expect(await errorOf(paris)).toBe(messages.money.overLimit("£1,000,074.99", MOST));
    const home = await quote(shopper);
    expect(home.status).toBe(200);
    expect((await home.json()).total).toBe(MONEY_MAX);
    const order = await placed(t, shopper);
    expect(order.total).toBe(MONEY_MAX);
  });

  it("refuses an order naming a painting that is not in the cart, saying so", async () => {
    const shopper = await t.signIn();
    await addToCart(t, shopper, [work("Plain")]);
    const stranger = work("Not in the cart");
    const response = await place(t, shopper, {
      shipping: TEST_SHIPPING,
      artworkIds: [work("Plain").id, stranger.id],
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe(messages.api.notInCart);
    expect(body.notInCart).toEqual([stranger.id]);
    expect(body.unavailable).toBeUndefined();
  });

  it("refuses a payment request for a draft or a work still to come", async () => {
    for (const title of ["Draft", "Coming"]) {
      const response = await asOwner("POST", "/api/admin/payment-requests", {
        email: "payer@example.com",
        description: "Framing",
        amount: 40,
        artworkId: work(title).id,
      });
      expect(response.status, title).toBe(400);
      expect(await response.json()).toEqual({
        error: messages.paymentRequestApi.artworkNotReleased,
        field: "artworkId",
      });
    }
  });

  it("keeps artwork prices from 1p to the limit, on create and update", async () => {
    const artwork = {
      title: "New",
      artist: "A",
      price: MONEY_MAX,
      medium: "Oil",
      size: "10 x 10 cm",
      imageUrl: "https://images.example/a.jpg",
    };
    const created = await asOwner("POST", "/api/artworks", artwork);
    expect(created.status).toBe(201);
    const { id } = await created.json();
    for (const [price, reason] of [
      [MONEY_MAX + 0.01, messages.money.atMost("Price", MOST)],
      [99_999_999.99, messages.money.atMost("Price", MOST)],
      [4e-9, messages.money.atLeastPenny("Price")],
      [0, messages.money.atLeastPenny("Price")],
    ] as const) {
      for (const [method, url] of [
        ["POST", "/api/artworks"],
        ["PUT", `/api/artworks/${id}`],
      ]) {
        const response = await asOwner(method, url, { ...artwork, price });
        expect(response.status, `${method} ${price}`).toBe(400);
        expect((await response.json()).fields.price).toBe(reason);
      }
    }
  });
});

describe(`a card payment at and past the limit, on ${testDbKind}`, () => {
  const { state } = useCardShop([
    { title: "At the limit", price: MONEY_MAX },
    { title: "Legacy", price: 5_000_000 },
  ]);

  it("opens Stripe's page at the limit, and refuses past it before asking Stripe", async () => {
    const { t, standIn } = state;
    const [atLimit, legacy] = t.artworks;
    const shopper = await t.signIn();
    await addToCart(t, shopper, [legacy]);
    const before = standIn.requests.length;
    const over = await place(t, shopper);
    expect(over.status).toBe(422);
    expect(await errorOf(over)).toBe(messages.money.overLimit("£5,000,000", MOST));
    expect(standIn.requests.length).toBe(before);
    await t.send("DELETE", `/api/cart/${legacy.id}`, undefined, { cookie: shopper.cookie });
    // The stand-in refuses more than 99,999,999 pence, as Stripe does: this one it takes.
    await addToCart(t, shopper, [atLimit]);
    const order = await placed(t, shopper);
    expect(order.total).toBe(MONEY_MAX);
    const session = [...standIn.sessions.values()].at(-1);
    expect(session?.amount_total).toBe(99_999_999);
  });

  it("takes a payment request at the limit by card", async () => {
    const { t } = state;
    const owner = await t.signIn({ email: "owner@example.com", owner: true });
    const made = await t.send(
      "POST",
      "/api/admin/payment-requests",
      { email: "payer@example.com", description: "A commission", amount: MONEY_MAX },
      { cookie: owner.cookie },
    );
    expect(made.status).toBe(201);
    const { request } = await made.json();
    const pay = await t.send("POST", `/api/payment-requests/${request.id}/pay`);
    expect(pay.status, await pay.clone().text()).toBe(200);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CartPrint } from "#shared/editions";
import { messages } from "#shared/messages";
import { testArtwork, testEdition, testShopInfo } from "#tests/client-fixtures";
import { renderInApp, stubFetch } from "#tests/client-render";
import { Checkout } from "./Checkout";

const buyer = { id: "u1", email: "ada@example.com", name: "Ada Lovelace", isOwner: false };
const texts = messages.editions;
const painting = testArtwork({ price: 1250 });
const sold = testArtwork({
  id: "5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c",
  slug: "sold-sea",
  title: "Sold Sea",
  availability: "sold",
});
const line = (edition: CartPrint["edition"], quantity: number): CartPrint => ({
  edition,
  quantity,
  artwork: {
    id: painting.id,
    slug: painting.slug,
    title: painting.title,
    artist: painting.artist,
    imageUrl: painting.imageUrl,
  },
});
const giclee = line(testEdition(), 2);
const short = line(
  testEdition({ id: "3b2a1f0e-9d8c-4b7a-8f6e-5d4c3b2a1f0e", format: "Poster", available: 1 }),
  3,
);
const fetchMock = stubFetch();

/**
 * The API the checkout meets, a shop taking payment by hand (in full unless `instalmentsMax`
 * says otherwise), `POST /api/orders` answered with `status` and `body`.
 */
function answerOrder(status: number, body: unknown, instalmentsMax = 1) {
  const sent: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (init?.method === "POST" && url.pathname === "/api/orders") {
      sent.push(JSON.parse(String(init.body)));
      return Response.json(body, { status });
    }
    if (url.pathname === "/api/cart") {
      return Response.json({ items: [painting, sold], prints: [giclee, short] });
    }
    if (url.pathname === "/api/payments/methods") return Response.json({ method: "manual" });
    if (url.pathname === "/api/shop") {
      return Response.json(
        testShopInfo({
          instalmentsMax,
          payment: { method: "manual", instructions: null, holdHours: 72 },
        }),
      );
    }
    if (url.pathname === "/api/delivery/quote") return Response.json({ shipping: 0, blocked: [] });
    return Response.json({}, { status: 404 });
  });
  return sent;
}

async function placeOrder() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(messages.checkout.line1), "12 Harbour Street");
  await user.type(screen.getByLabelText(messages.checkout.city), "St Ives");
  await user.type(screen.getByLabelText(messages.checkout.postcode), "TR26 1AA");
  await user.click(screen.getByRole("button", { name: messages.checkout.placeOrder }));
}

const renderCheckout = () =>
  renderInApp(<Checkout user={buyer} />, { url: "/checkout", path: "/checkout", session: buyer });

describe("the cart's checkout", () => {
  it("lists the print lines it orders with their quantity, and those short apart", async () => {
    answerOrder(201, {});
    renderCheckout();
    const ordered = await screen.findByRole("list", { name: messages.orders.items });
    expect(within(ordered).getByText(painting.title)).toBeTruthy();
    expect(within(ordered).getByText(texts.printOf(painting.title))).toBeTruthy();
    expect(within(ordered).getByText("2 × £45")).toBeTruthy();
    expect(within(ordered).getByText("£90")).toBeTruthy();
    const apart = screen.getByRole("list", { name: messages.availability.unavailableInCart });
    expect(within(apart).getByText(sold.title)).toBeTruthy();
    expect(within(apart).getByText(texts.notEnough(1))).toBeTruthy();
    expect(screen.getByTestId("cart-subtotal").textContent).toBe("£1,340");
  });

  it("orders the originals and prints it showed as items, each print line at its quantity", async () => {
    const sent = answerOrder(201, { order: { id: "order-1", payUrl: null } });
    renderCheckout();
    await placeOrder();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual(
      expect.objectContaining({
        items: [{ artworkId: painting.id }, { editionId: giclee.edition.id, quantity: 2 }],
      }),
    );
    expect(sent[0]).not.toHaveProperty("artworkIds");
  });

  it("says plainly when fewer prints are left than the order asked for", async () => {
    answerOrder(409, {
      error: "Only 1 of these prints are left",
      unavailablePrints: [{ editionId: giclee.edition.id, available: 1 }],
    });
    renderCheckout();
    await placeOrder();
    const notice = await screen.findByText(texts.printsTaken);
    expect(document.activeElement).toBe(notice);
    expect(screen.queryByText(messages.checkout.raced)).toBeNull();
  });

  it("still says paintings were taken when the refusal names only those", async () => {
    answerOrder(409, { error: "Taken", unavailable: [painting.id] });
    renderCheckout();
    await placeOrder();
    expect(await screen.findByText(messages.checkout.raced)).toBeTruthy();
    expect(screen.queryByText(texts.printsTaken)).toBeNull();
  });

  it("offers no monthly parts for an order with prints, though the shop offers them", async () => {
    answerOrder(201, {}, 3);
    renderCheckout();
    await screen.findByText(messages.checkout.howToPay);
    expect(
      screen.queryByRole("radio", { name: new RegExp(messages.plans.payInParts(3)) }),
    ).toBeNull();
  });
});

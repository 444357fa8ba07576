import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CartPrint } from "#shared/editions";
import { messages } from "#shared/messages";
import { testArtwork, testEdition, testShopInfo } from "#tests/client-fixtures";
import { renderInApp, stubFetch } from "#tests/client-render";
import { Component as CartPage } from "./CartPage";

const shopper = { id: "u1", email: "ada@example.com", name: "Ada", isOwner: false };
const texts = messages.editions;
const painting = testArtwork({ price: 1250 });
const print: CartPrint = {
  edition: testEdition({ available: 4 }),
  quantity: 2,
  artwork: {
    id: painting.id,
    slug: painting.slug,
    title: painting.title,
    artist: painting.artist,
    imageUrl: painting.imageUrl,
  },
};
const fetchMock = stubFetch();

/**
 * The API the cart meets: this cart, which a new quantity changes, and a free delivery.
 * Returns the writes made, in order.
 */
function answerCart(cart: { items: unknown[]; prints: CartPrint[] }) {
  const writes: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      writes.push(`${method} ${url.pathname} ${init?.body ?? ""}`.trim());
      const { quantity } = JSON.parse(String(init?.body ?? "{}"));
      if (quantity) cart.prints = cart.prints.map((line) => ({ ...line, quantity }));
      return Response.json({ editionId: print.edition.id, quantity });
    }
    if (url.pathname === "/api/cart") return Response.json(cart);
    if (url.pathname === "/api/delivery/quote") return Response.json({ shipping: 0, blocked: [] });
    if (url.pathname === "/api/shop") return Response.json(testShopInfo());
    if (url.pathname === "/api/favorites") return Response.json({ items: [] });
    return Response.json({}, { status: 404 });
  });
  return writes;
}

const renderCart = () => renderInApp(<CartPage />, { session: shopper });
const printLine = async () =>
  (await screen.findByRole("heading", { name: texts.printOf(painting.title) })).closest(
    "li",
  ) as HTMLElement;

describe("the cart's print lines", () => {
  it("show the print of the painting, its edition, how many at what, beside the original", async () => {
    answerCart({ items: [painting], prints: [print] });
    renderCart();
    const line = await printLine();
    const heading = within(line).getByRole("heading", { name: texts.printOf(painting.title) });
    expect(within(heading).getByRole("link").getAttribute("href")).toBe(
      `/?artwork=${painting.slug}`,
    );
    expect(within(line).getByText("Giclée print, 30 × 40 cm")).toBeTruthy();
    expect(within(line).getByText("2 × £45")).toBeTruthy();
    expect(within(line).getByText("£90")).toBeTruthy();
    expect(screen.getByRole("heading", { name: painting.title })).toBeTruthy();
    expect(screen.getByTestId("cart-count").textContent).toBe(messages.cart.count(2));
    // The subtotal counts the original once and the prints at their quantity.
    expect(screen.getByTestId("cart-subtotal").textContent).toBe("£1,340");
  });

  it("offers 1 up to what is left, and sets a new quantity at once", async () => {
    const writes = answerCart({ items: [], prints: [print] });
    renderCart();
    const line = await printLine();
    const select = within(line).getByRole("combobox", {
      name: texts.quantityOf("Giclée print, 30 × 40 cm"),
    }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(["1", "2", "3", "4"]);
    expect(select.value).toBe("2");
    await userEvent.selectOptions(select, "3");
    await waitFor(() =>
      expect(writes).toEqual([`PUT /api/cart/prints/${print.edition.id} {"quantity":3}`]),
    );
    expect(select.value).toBe("3");
  });

  it("removes a print line", async () => {
    const writes = answerCart({ items: [], prints: [print] });
    renderCart();
    const line = await printLine();
    await userEvent.click(
      within(line).getByRole("button", {
        name: messages.cart.remove(`${texts.printOf(painting.title)}, Giclée print, 30 × 40 cm`),
      }),
    );
    await waitFor(() => expect(writes).toEqual([`DELETE /api/cart/prints/${print.edition.id}`]));
  });

  it("says what is left of a line asking for more, and leaves it out of the subtotal", async () => {
    answerCart({
      items: [painting],
      prints: [{ ...print, edition: { ...print.edition, available: 1 } }],
    });
    renderCart();
    const line = await printLine();
    expect(within(line).getByText(texts.notEnough(1))).toBeTruthy();
    expect(screen.getByTestId("cart-subtotal").textContent).toBe("£1,250");
  });

  it("can check out a cart of prints alone", async () => {
    answerCart({ items: [], prints: [print] });
    renderCart();
    await printLine();
    expect(screen.getByRole("link", { name: messages.cart.checkout })).toBeTruthy();
  });
});

import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { testArtwork } from "#tests/client-fixtures";
import { renderInApp, stubFetch } from "#tests/client-render";
import { DeliveryTotals } from "./DeliveryTotals";

const text = { ...messages.cart, ...messages.delivery };
const fetchMock = stubFetch();
const small = testArtwork({ id: "a1", title: "Small", price: 300, size: "40 x 50 cm" });
const huge = testArtwork({ id: "a2", title: "Huge", price: 2000, size: "120 x 180 cm" });

/** The server's quote for `country`, and the countries asked about. */
function quote(answers: Record<string, { shipping: number; blocked: string[] }>) {
  const asked: string[] = [];
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    const country = url.searchParams.get("country") ?? "";
    asked.push(`${url.pathname}?${country}`);
    return Response.json({ country, zone: "x", subtotal: 0, total: 0, ...answers[country] });
  });
  return asked;
}

describe("the cart's totals with delivery", () => {
  it("shows the server's delivery for the country, Free when it is nothing", async () => {
    const asked = quote({ GB: { shipping: 0, blocked: [] } });
    renderInApp(<DeliveryTotals items={[small]} subtotal={300} country="GB" />);
    await waitFor(() =>
      expect(screen.getByTestId("cart-shipping").textContent).toBe(text.shippingFree),
    );
    expect(screen.getByTestId("cart-total").textContent).toBe(formatPrice(300));
    expect(asked).toEqual(["/api/delivery/quote?GB"]);
    expect(screen.queryByText(messages.orders.importCharges)).toBeNull();
  });

  it("adds a charge to the total, and names the paintings not sent there", async () => {
    quote({ FR: { shipping: 45, blocked: ["a2"] } });
    renderInApp(<DeliveryTotals items={[small, huge]} subtotal={2300} country="FR" />);
    await waitFor(() =>
      expect(screen.getByTestId("cart-shipping").textContent).toBe(formatPrice(45)),
    );
    expect(screen.getByTestId("cart-subtotal").textContent).toBe(formatPrice(2300));
    expect(screen.getByTestId("cart-total").textContent).toBe(formatPrice(2345));
    const notice = screen.getByRole("status");
    expect(notice.textContent).toBe(`${text.notShipped("France")} Huge`);
    expect(screen.getByText(messages.orders.importCharges)).toBeTruthy();
  });

  it("asks for no quote when the buyer collects: delivery is Free", () => {
    const asked = quote({});
    renderInApp(<DeliveryTotals items={[small]} subtotal={300} country="FR" collect />);
    expect(screen.getByTestId("cart-shipping").textContent).toBe(text.shippingFree);
    expect(screen.getByTestId("cart-total").textContent).toBe(formatPrice(300));
    expect(asked).toEqual([]);
    expect(screen.queryByText(messages.orders.importCharges)).toBeNull();
  });

  it("says nothing it does not know while the quote is on its way", () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderInApp(<DeliveryTotals items={[small]} subtotal={300} country="JP" />);
    expect(screen.getByTestId("cart-shipping").textContent).toBe(text.quoting);
    expect(screen.getByTestId("cart-total").textContent).toBe(text.quoting);
  });
});

describe("the totals of a cart with prints", () => {
  it("names a print line the quote cannot send there, by its edition", async () => {
    quote({ FR: { shipping: 45, blocked: ["e3"] } });
    const print = { id: "e3", title: "Print of Huge" };
    renderInApp(<DeliveryTotals items={[small, print]} subtotal={480} country="FR" />);
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toBe(`${text.notShipped("France")} Print of Huge`);
  });
});

describe("a cart past the most one payment takes", () => {
  it("says the server's reason instead of a total", async () => {
    const reason = messages.money.overLimit("£1,200,000", "£999,999.99");
    fetchMock.mockImplementation(async () => Response.json({ error: reason }, { status: 422 }));
    renderInApp(<DeliveryTotals items={[small, huge]} subtotal={1_200_000} country="GB" />);
    expect((await screen.findByRole("alert")).textContent).toBe(reason);
  });
});

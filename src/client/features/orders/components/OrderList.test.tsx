import { isInaccessible, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formatMoment } from "#shared/dates";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import { renderInApp, stubFetch } from "#tests/client-render";
import { OrderList } from "./OrderList";

const placed: Order = {
  id: "7b40a2e1-2bf8-4a43-8821-084ea202ffc0",
  number: "A-1001",
  status: "awaiting_payment",
  items: [
    {
      artworkId: "2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11",
      title: "Harbour at Dusk",
      artist: "Maren Holloway",
      imageUrl: "/images/harbour-1280.webp",
      price: 1250,
      certificate: null,
    },
  ],
  subtotal: 1250,
  shipping: 0,
  total: 1250,
  collect: null,
  shippingAddress: {
    name: "Ada Lovelace",
    line1: "12 St James's Square",
    city: "London",
    postcode: "SW1Y 4JH",
    country: "United Kingdom",
  },
  paymentMethod: "manual",
  holdExpiresAt: "2026-11-25T14:05:00.000Z",
  createdAt: "2026-11-22T14:05:00.000Z",
  paidAt: null,
  shippedAt: null,
  deliveredAt: null,
  returnRequestedAt: null,
  returnReason: null,
  cancelUntil: null,
  trackingNumber: null,
  paymentInstructions: "We will e-mail you an invoice with payment details within one working day.",
  payUrl: null,
  refund: null,
};

const shipped: Order = {
  ...placed,
  id: "1d0c8e7a-6a4b-4b8e-9f59-5a9a3f1f2b10",
  number: "A-1000",
  status: "shipped",
  trackingNumber: "RM123456789GB",
};

const fetchMock = stubFetch();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

const renderList = () => renderInApp(<OrderList />);

describe("OrderList", () => {
  it("shows each order's number, status, hold or tracking, items and total", async () => {
    fetchMock.mockImplementation(async () => json({ orders: [placed, shipped] }));
    renderList();
    const open = await screen.findByRole("article", { name: "Order A-1001" });
    expect(isInaccessible(within(open).getByText(messages.orders.statuses.awaiting_payment))).toBe(
      false,
    );
    expect(
      isInaccessible(
        within(open).getByText(messages.orders.holdUntil(formatMoment(placed.holdExpiresAt))),
      ),
    ).toBe(false);
    // The painting's price and the order's total.
    expect(within(open).getAllByText("£1,250")).toHaveLength(2);
    expect(within(open).getByRole("link", { name: "Harbour at Dusk" }).getAttribute("href")).toBe(
      artworkHref(placed.items[0].artworkId ?? "none"),
    );

    const sent = screen.getByRole("article", { name: "Order A-1000" });
    expect(isInaccessible(within(sent).getByText(messages.orders.statuses.shipped))).toBe(false);
    expect(isInaccessible(within(sent).getByText(messages.orders.tracking("RM123456789GB")))).toBe(
      false,
    );
    // Only an order awaiting payment can be cancelled.
    expect(within(sent).queryByRole("button", { name: /cancel/i })).toBeNull();
  });

  it("cancels after confirming, then says so and shows the new status", async () => {
    let current = placed;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === "POST" && url.endsWith(`/api/orders/${placed.id}/cancel`)) {
        current = { ...placed, status: "cancelled" };
        return json({ order: current });
      }
      return json({ orders: [current] });
    });
    const user = userEvent.setup();
    renderList();

    const trigger = await screen.findByRole("button", {
      name: messages.orders.cancelOrder("A-1001"),
    });
    expect(trigger.textContent).toBe(messages.orders.cancel);
    await user.click(trigger);
    const dialog = screen.getByRole("alertdialog", {
      name: messages.orders.confirmCancel("A-1001"),
    });
    // The safe choice has focus first.
    expect(document.activeElement?.textContent).toBe(messages.orders.keep);

    await user.click(
      within(dialog).getByRole("button", { name: messages.orders.cancelOrder("A-1001") }),
    );
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(
        messages.orders.cancelled("A-1001"),
      ),
    );
    expect(isInaccessible(await screen.findByText(messages.orders.statuses.cancelled))).toBe(false);
    expect(
      screen.queryByRole("button", { name: messages.orders.cancelOrder("A-1001") }),
    ).toBeNull();
    expect(document.activeElement?.textContent).toBe("Order A-1001");
  });

  it("says when there are no orders yet", async () => {
    fetchMock.mockImplementation(async () => json({ orders: [] }));
    renderList();
    expect(isInaccessible(await screen.findByText(messages.orders.empty))).toBe(false);
  });
});

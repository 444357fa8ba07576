import { isInaccessible, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formatDay, formatMoment } from "#shared/dates";
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
      artworkSlug: "harbour-at-dusk",
      title: "Harbour at Dusk",
      artist: "Maren Holloway",
      imageUrl: "/images/harbour-1280.webp",
      price: 1250,
      kind: "original",
      quantity: 1,
      edition: null,
      prints: [],
      certificate: null,
      plan: null,
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
    country: "GB",
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
  plan: null,
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
const json409 = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 409,
    headers: { "Content-Type": "application/json" },
  });

const renderList = () => renderInApp(<OrderList />);

describe("OrderList", () => {
  it("shows a plan of monthly parts, and pays the next part ahead on its payment page", async () => {
    const plan = {
      parts: 3,
      paid: 1,
      nextDueAt: "2026-12-27T00:00:00.000Z",
      schedule: [
        { part: 1, amount: 700, dueDay: "2026-11-27", paidAt: "2026-11-27T10:00:00.000Z" },
        { part: 2, amount: 700, dueDay: "2026-12-27", paidAt: null },
        { part: 3, amount: 700, dueDay: "2027-01-27", paidAt: null },
      ],
    };
    const paying: Order = { ...placed, status: "paying_in_parts", plan };
    const asked: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === "POST") {
        asked.push(new URL(url, "http://localhost").pathname);
        return json({ url: `${window.location.origin}/pay/9d0f`, paymentRequestId: "9d0f" });
      }
      return json({ orders: [paying] });
    });
    // Any path draws the list, so the payment page's address is a route too.
    const { router } = renderInApp(<OrderList />, { path: "*", url: "/" });
    const region = await screen.findByRole("region", { name: messages.plans.title });
    expect(within(region).getByText(messages.plans.progress(1, 3))).toBeTruthy();
    expect(
      within(region).getByText(messages.plans.next("£700", formatDay("2026-12-27"))),
    ).toBeTruthy();
    // Paying in parts: not cancelled by the buyer.
    expect(
      screen.queryByRole("button", { name: messages.orders.cancelOrder("A-1001") }),
    ).toBeNull();
    await userEvent.click(within(region).getByRole("button", { name: messages.plans.payNext }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pay/9d0f"));
    expect(asked).toEqual([`/api/orders/${placed.id}/plan/next`]);
  });

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
      artworkHref(placed.items[0].artworkSlug ?? "none"),
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

  it("cancels a paid order, not yet sent, saying it is refunded", async () => {
    const paid: Order = { ...placed, status: "paid", paidAt: "2026-11-23T10:00:00.000Z" };
    let current = paid;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === "POST" && url.endsWith(`/api/orders/${paid.id}/cancel`)) {
        current = { ...paid, status: "refund_due" };
        return json({ order: current });
      }
      return json({ orders: [current] });
    });
    const user = userEvent.setup();
    renderList();
    await user.click(
      await screen.findByRole("button", { name: messages.orders.cancelOrder("A-1001") }),
    );
    const dialog = screen.getByRole("alertdialog", {
      name: messages.orders.confirmCancel("A-1001"),
    });
    expect(within(dialog).getByText(messages.orders.confirmCancelPaidText)).toBeTruthy();
    await user.click(
      within(dialog).getByRole("button", { name: messages.orders.cancelOrder("A-1001") }),
    );
    expect(isInaccessible(await screen.findByText(messages.orders.statuses.refund_due))).toBe(
      false,
    );
    expect(isInaccessible(screen.getByText(messages.orders.refundPending))).toBe(false);
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Order A-1001"));
  });

  it("offers a return until the right to cancel ends, and says until when", async () => {
    const inTime: Order = { ...shipped, cancelUntil: "2099-12-12" };
    const ended: Order = {
      ...shipped,
      id: "3c2a1f0e-5d4b-4a39-8e7f-6a5b4c3d2e1f",
      number: "A-0999",
      status: "delivered",
      cancelUntil: "2020-01-01",
    };
    fetchMock.mockImplementation(async () => json({ orders: [inTime, ended] }));
    renderList();
    const open = await screen.findByRole("article", { name: "Order A-1000" });
    expect(
      isInaccessible(within(open).getByText(messages.orders.cancelUntil(formatDay("2099-12-12")))),
    ).toBe(false);
    expect(messages.orders.cancelUntil(formatDay("2099-12-12"))).toBe(
      "You can cancel until 12 December 2099",
    );
    expect(
      within(open).getByRole("button", { name: messages.orders.returnOrderOf("A-1000") })
        .textContent,
    ).toBe(messages.orders.returnOrder);
    // Neither cancelled outright once sent, nor returned once the right has ended.
    expect(within(open).queryByRole("button", { name: /cancel/i })).toBeNull();
    const closed = screen.getByRole("article", { name: "Order A-0999" });
    expect(within(closed).queryAllByRole("button")).toEqual([]);
    expect(within(closed).queryByText(/You can cancel until/)).toBeNull();
  });

  it("asks for a return with an optional reason, checked as the server checks it", async () => {
    const inTime: Order = { ...shipped, cancelUntil: "2099-12-12" };
    let current = inTime;
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === "POST" && url.endsWith(`/api/orders/${inTime.id}/return`)) {
        sent.push(JSON.parse(String(init.body)));
        current = { ...inTime, status: "return_requested", cancelUntil: null };
        return json({ order: current });
      }
      return json({ orders: [current] });
    });
    const user = userEvent.setup();
    renderList();
    const trigger = await screen.findByRole("button", {
      name: messages.orders.returnOrderOf("A-1000"),
    });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", {
      name: messages.orders.returnTitle("A-1000"),
    });
    const reason = within(dialog).getByLabelText(messages.orders.returnReason);
    await waitFor(() => expect(document.activeElement).toBe(reason));

    // Escape closes it, nothing sent, focus back on the button.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await user.click(trigger);
    const again = await screen.findByRole("dialog", {
      name: messages.orders.returnTitle("A-1000"),
    });
    const field = within(again).getByLabelText(messages.orders.returnReason);
    // A control character is refused here, as the server would, and nothing is sent.
    await user.type(field, "Too big");
    await user.click(within(again).getByRole("button", { name: messages.orders.sendReturn }));
    expect(
      isInaccessible(within(again).getByText("Reason must not contain control characters")),
    ).toBe(false);
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, "  Too big for the wall ");
    await user.click(within(again).getByRole("button", { name: messages.orders.sendReturn }));
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(
        messages.orders.returnRequested("A-1000"),
      ),
    );
    expect(sent).toEqual([{ reason: "Too big for the wall" }]);
    expect(isInaccessible(await screen.findByText(messages.orders.returnPending))).toBe(false);
    expect(
      screen.queryByRole("button", { name: messages.orders.returnOrderOf("A-1000") }),
    ).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Order A-1000"));
  });

  it("shows the server's reason when the right has ended meanwhile", async () => {
    const inTime: Order = { ...shipped, cancelUntil: "2099-12-12" };
    const reason = messages.api.cancelPeriodEnded(14, "12 December 2099");
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === "POST"
        ? json409({ error: reason, cancelUntil: "2099-12-12" })
        : json({ orders: [inTime] }),
    );
    const user = userEvent.setup();
    renderList();
    await user.click(
      await screen.findByRole("button", { name: messages.orders.returnOrderOf("A-1000") }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: messages.orders.sendReturn }));
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(reason),
    );
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it("says import charges are the buyer's country's, for an order sent abroad", async () => {
    const abroad: Order = {
      ...placed,
      shippingAddress: {
        name: "Ada Lovelace",
        line1: "1 Rue de Rivoli",
        city: "Paris",
        postcode: "75001",
        country: "FR",
      },
    };
    fetchMock.mockImplementation(async () => json({ orders: [abroad, shipped] }));
    renderList();
    const french = await screen.findByRole("article", { name: "Order A-1001" });
    expect(isInaccessible(within(french).getByText(messages.orders.importCharges))).toBe(false);
    const home = screen.getByRole("article", { name: "Order A-1000" });
    expect(within(home).queryByText(messages.orders.importCharges)).toBeNull();
  });

  it("says when there are no orders yet", async () => {
    fetchMock.mockImplementation(async () => json({ orders: [] }));
    renderList();
    expect(isInaccessible(await screen.findByText(messages.orders.empty))).toBe(false);
  });

  it("shows a print line's edition and quantity, and each numbered print with its certificate once paid", async () => {
    const printLine: Order["items"][number] = {
      ...placed.items[0],
      kind: "print",
      price: 45,
      quantity: 2,
      edition: {
        id: "9c3e1f20-4b5a-4d6c-8e7f-0a1b2c3d4e5f",
        format: "Giclée print",
        width: 30,
        height: 40,
        unit: "cm",
        size: 50,
      },
      prints: [1, 2].map((number) => ({
        number,
        size: 50,
        certificate: { code: `AT-P-000${number}`, url: `/api/certificates/AT-P-000${number}.pdf` },
      })),
    };
    const paid: Order = {
      ...placed,
      status: "paid",
      paidAt: "2026-11-23T10:00:00.000Z",
      items: [printLine],
      subtotal: 90,
      total: 90,
    };
    fetchMock.mockImplementation(async () => json({ orders: [paid] }));
    renderList();
    const order = await screen.findByRole("article", { name: "Order A-1001" });
    const items = within(order).getByRole("list", { name: messages.orders.items });
    expect(within(items).getByRole("link", { name: "Print of Harbour at Dusk" })).toBeTruthy();
    expect(within(items).getByText("Giclée print, 30 × 40 cm")).toBeTruthy();
    expect(within(items).getByText("2 × £45")).toBeTruthy();
    expect(within(items).getByText("£90")).toBeTruthy();
    for (const number of [1, 2]) {
      expect(within(items).getByText(`Print ${number} of 50`)).toBeTruthy();
      const link = within(items).getByRole("link", {
        name: new RegExp(`authenticity for Print ${number} of 50, Harbour at Dusk`),
      });
      expect(link.getAttribute("href")).toBe(`/api/certificates/AT-P-000${number}.pdf`);
    }
  });

  it("shows no print numbers before an order of prints is paid", async () => {
    const unpaid: Order = {
      ...placed,
      items: [
        {
          ...placed.items[0],
          kind: "print",
          price: 45,
          quantity: 3,
          edition: {
            id: "9c3e1f20-4b5a-4d6c-8e7f-0a1b2c3d4e5f",
            format: "Giclée print",
            width: 30,
            height: 40,
            unit: "cm",
            size: 50,
          },
        },
      ],
    };
    fetchMock.mockImplementation(async () => json({ orders: [unpaid] }));
    renderList();
    const order = await screen.findByRole("article", { name: "Order A-1001" });
    expect(within(order).getByText("3 × £45")).toBeTruthy();
    expect(within(order).queryByText(/Print \d+ of/)).toBeNull();
    expect(within(order).queryByRole("link", { name: /certificate/i })).toBeNull();
  });
});

import { isInaccessible, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "#shared/messages";
import { type AdminOrder, ORDER_STATUSES, type OrderStatus } from "#shared/order";
import { renderInApp, stubFetch } from "#tests/client-render";
import { actionsFor } from "./OrderActions";
import { OrdersPanel } from "./OrdersPanel";

const text = messages.adminOrders;
const editions = messages.editions;

function orderWith(status: OrderStatus, sequence: number): AdminOrder {
  return {
    id: `00000000-0000-4000-8000-00000000000${sequence}`,
    number: `A-100${sequence}`,
    status,
    items: [
      {
        artworkId: "2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11",
        artworkSlug: "harbour-at-dusk",
        title: `Harbour at Dusk ${sequence}`,
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
      line1: "1 High Street",
      city: "London",
      postcode: "SW1A 1AA",
      country: "GB",
    },
    paymentMethod: "manual",
    holdExpiresAt: "2026-03-04T12:00:00.000Z",
    createdAt: "2026-03-01T12:00:00.000Z",
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    returnRequestedAt: null,
    returnReason: null,
    cancelUntil: null,
    trackingNumber: status === "shipped" ? "RM123456789GB" : null,
    paymentInstructions: "We will e-mail you an invoice.",
    payUrl: null,
    refund: null,
    plan: null,
    buyer: { email: `buyer${sequence}@example.com`, name: "" },
    stripePaymentId: null,
    refundDue: false,
    refundProblem: null,
  };
}

/** One order in each status, newest first as the API answers. */
const everyStatus = [
  ...ORDER_STATUSES.filter((status) => status !== "paying_in_parts").map((status, index) =>
    orderWith(status, index + 1),
  ),
  // Numbered last, so the others keep their numbers.
  orderWith("paying_in_parts", ORDER_STATUSES.length),
];

const fetchMock = stubFetch();
let orders: AdminOrder[] = [];

/** The API: the list (filtered like the server), and `answer` for any POST. */
function serve(answer?: (url: string, init?: RequestInit) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (init?.method === "POST" && answer) return answer(url.pathname, init);
    if (url.pathname === "/api/admin/orders") {
      const status = url.searchParams.get("status");
      return Response.json({
        orders: status ? orders.filter((order) => order.status === status) : orders,
      });
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  });
}

const listCalls = () =>
  fetchMock.mock.calls.filter(([, init]) => !init?.method || init.method === "GET");

function renderPanel(url = "/admin?tab=orders") {
  const { router, client } = renderInApp(<OrdersPanel />, { path: "/admin", url });
  return { router, client };
}

/** The row of one order in the table (jsdom has no matchMedia: the wide layout). */
const rowOf = async (number: string) =>
  (await screen.findByRole("rowheader", { name: number })).closest("tr") as HTMLElement;

/** The names of the buttons a row offers. */
const buttonsIn = (row: HTMLElement) =>
  within(row)
    .queryAllByRole("button")
    .map((button) => button.getAttribute("aria-label"));

async function expectToast(message: string) {
  await waitFor(() =>
    expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(message),
  );
}

beforeEach(() => {
  orders = structuredClone(everyStatus);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("actionsFor", () => {
  const offered = (status: OrderStatus, change: Partial<AdminOrder> = {}) =>
    actionsFor({ status, refundDue: false, refundProblem: null, ...change });

  it("offers what each status allows, and no more", () => {
    expect(offered("awaiting_payment")).toEqual(["paid", "cancelled"]);
    expect(offered("paid")).toEqual(["shipped", "refunded"]);
    expect(offered("shipped")).toEqual(["delivered", "refunded"]);
    expect(offered("delivered")).toEqual(["refunded"]);
    // A return is refunded once it is back, and a manual payment owed is then recorded.
    expect(offered("return_requested")).toEqual(["returned"]);
    expect(offered("refund_due")).toEqual(["refundRecorded"]);
    // A plan of monthly parts: its parts are paid through their requests, never marked here.
    expect(offered("paying_in_parts")).toEqual(["planExtend", "planCancel"]);
    for (const status of ["cancelled", "expired", "refunded"] as const) {
      expect(offered(status)).toEqual([]);
    }
  });

  it("offers Refund on a card payment only once the shop gave up refunding it", () => {
    for (const status of ["cancelled", "expired", "refund_due"] as const) {
      expect(offered(status, { refundDue: true })).toEqual([]);
      expect(offered(status, { refundDue: true, refundProblem: "Stripe is down" })).toEqual([
        "refunded",
      ]);
    }
  });
});

describe("OrdersPanel", () => {
  it("lists every order with its status, and offers only the actions its status allows", async () => {
    serve();
    renderPanel();
    const table = await screen.findByRole("table", {
      name: messages.orders.tab(ORDER_STATUSES.length),
    });
    // A header row, then one row per order.
    expect(within(table).getAllByRole("row")).toHaveLength(ORDER_STATUSES.length + 1);

    // Each name starts with its visible text (WCAG 2.5.3) and names the order.
    const awaiting = await rowOf("A-1001");
    expect(buttonsIn(awaiting)).toEqual([
      text.actionOn(text.markPaid, "A-1001"),
      text.actionOn(text.cancel, "A-1001"),
    ]);
    for (const button of within(awaiting).getAllByRole("button")) {
      expect(button.getAttribute("aria-label")?.startsWith(button.textContent ?? "-")).toBe(true);
    }
    expect(
      isInaccessible(within(awaiting).getByText(messages.orders.statuses.awaiting_payment)),
    ).toBe(false);
    expect(isInaccessible(within(awaiting).getByText("buyer1@example.com"))).toBe(false);
    expect(isInaccessible(within(awaiting).getByText("Harbour at Dusk 1"))).toBe(false);
    expect(isInaccessible(within(awaiting).getByText("£1,250"))).toBe(false);
    expect(isInaccessible(within(awaiting).getByText("1 Mar 2026"))).toBe(false);
    expect(isInaccessible(within(awaiting).getByText(text.paymentMethods.manual))).toBe(false);

    expect(buttonsIn(await rowOf("A-1002"))).toEqual([
      text.actionOn(text.markShipped, "A-1002"),
      text.actionOn(text.refund, "A-1002"),
    ]);
    const shipped = await rowOf("A-1003");
    expect(buttonsIn(shipped)).toEqual([
      text.actionOn(text.markDelivered, "A-1003"),
      text.actionOn(text.refund, "A-1003"),
    ]);
    expect(
      isInaccessible(within(shipped).getByText(messages.orders.tracking("RM123456789GB"))),
    ).toBe(false);
    expect(buttonsIn(await rowOf("A-1004"))).toEqual([text.actionOn(text.refund, "A-1004")]);
    expect(buttonsIn(await rowOf("A-1005"))).toEqual([text.actionOn(text.returned, "A-1005")]);
    expect(buttonsIn(await rowOf("A-1006"))).toEqual([text.actionOn(text.recordRefund, "A-1006")]);
    for (const closed of ["A-1007", "A-1008", "A-1009"]) {
      expect(buttonsIn(await rowOf(closed))).toEqual([]);
    }
  });

  it("shows a late card payment's refund: under way, refunded on its own, or due from the owner", async () => {
    const late = (sequence: number, status: OrderStatus, change: Partial<AdminOrder>) => ({
      ...orderWith(status, sequence),
      paymentMethod: "card" as const,
      stripePaymentId: `pi_late${sequence}`,
      ...change,
    });
    orders = [
      late(1, "expired", { refundDue: true }),
      late(2, "refunded", { refund: { at: "2026-03-02T12:00:00.000Z", automatic: true } }),
      late(3, "cancelled", { refundDue: true, refundProblem: "Stripe is down" }),
    ];
    serve();
    renderPanel();
    const trying = await rowOf("A-1001");
    expect(isInaccessible(within(trying).getByText(text.refunding))).toBe(false);
    // The shop is at it: the owner is asked nothing.
    expect(buttonsIn(trying)).toEqual([]);
    const done = await rowOf("A-1002");
    expect(isInaccessible(within(done).getByText(messages.orders.refundedAutomatically))).toBe(
      false,
    );
    expect(within(done).queryByText(text.refunding)).toBeNull();
    const failed = await rowOf("A-1003");
    expect(isInaccessible(within(failed).getByText(text.refundDue))).toBe(false);
    expect(isInaccessible(within(failed).getByText(text.refundProblem("Stripe is down")))).toBe(
      false,
    );
    expect(buttonsIn(failed)).toEqual([text.actionOn(text.refund, "A-1003")]);
  });

  it("shows a print line's format, quantity and price, and once paid each print's number and certificate", async () => {
    const [original] = orderWith("paid", 1).items;
    const print = (number: number) => ({
      number,
      size: 50,
      certificate: { code: `PRNT-000${number}`, url: `/api/certificates/PRNT-000${number}.pdf` },
    });
    const line = (prints: ReturnType<typeof print>[]) => ({
      ...original,
      kind: "print" as const,
      title: "Harbour at Dusk",
      price: 45,
      quantity: 2,
      edition: {
        id: "0c6f1c9e-51a8-4c43-9d7e-3f5b1b2a4c01",
        format: "Giclée print",
        width: 30,
        height: 40,
        unit: "cm" as const,
        size: 50,
      },
      prints,
    });
    orders = [
      { ...orderWith("paid", 1), items: [original, line([print(7), print(8)])] },
      { ...orderWith("awaiting_payment", 2), items: [line([])] },
    ];
    serve();
    renderPanel();
    const paid = await rowOf("A-1001");
    const prints = within(paid).getByText(editions.printOf("Harbour at Dusk")).closest("li");
    expect(prints?.textContent).toContain(`Giclée print, 30 × 40 cm · ${editions.limited(50)}`);
    expect(prints?.textContent).toContain(editions.lineQuantity(2, "£45"));
    const numbered = within(prints as HTMLElement).getAllByRole("listitem");
    expect(numbered.map((one) => one.textContent)).toEqual([
      `${editions.printNumber(7, 50)}${messages.certificate.download} ${messages.certificate.downloadFor("Harbour at Dusk, Print 7 of 50")}`,
      `${editions.printNumber(8, 50)}${messages.certificate.download} ${messages.certificate.downloadFor("Harbour at Dusk, Print 8 of 50")}`,
    ]);
    expect(within(numbered[1]).getByRole("link").getAttribute("href")).toBe(
      "/api/certificates/PRNT-0008.pdf",
    );
    // Unpaid: no numbers yet.
    const waiting = await rowOf("A-1002");
    expect(within(waiting).getByText(editions.lineQuantity(2, "£45"))).toBeTruthy();
    expect(within(waiting).queryByText(editions.printNumber(1, 50))).toBeNull();
    expect(waiting.querySelector("[data-print-number]")).toBeNull();
  });

  it("filters by status through the URL, and says when there are none", async () => {
    serve();
    const { router } = renderPanel("/admin?tab=orders&status=paid");
    const filter = await screen.findByLabelText(text.filterLabel);
    expect(filter).toHaveProperty("value", "paid");
    await rowOf("A-1002");
    expect(screen.queryByRole("rowheader", { name: "A-1001" })).toBeNull();

    orders = [];
    await userEvent.setup().selectOptions(filter, "cancelled");
    expect(router.state.location.search).toBe("?tab=orders&status=cancelled");
    expect(isInaccessible(await screen.findByText(text.empty))).toBe(false);
    expect(String(listCalls().at(-1)?.[0])).toContain("status=cancelled");
  });

  it("Mark as Shipped asks for an optional tracking number, sends it, and says it is done", async () => {
    const user = userEvent.setup();
    serve((path, init) => {
      expect(path).toBe(`/api/admin/orders/${orders[1].id}/shipped`);
      expect(JSON.parse(String(init?.body))).toEqual({ trackingNumber: "RM987654321GB" });
      orders[1] = { ...orders[1], status: "shipped", trackingNumber: "RM987654321GB" };
      return Response.json({ order: orders[1] });
    });
    renderPanel();
    const button = within(await rowOf("A-1002")).getByRole("button", {
      name: text.actionOn(text.markShipped, "A-1002"),
    });
    await user.click(button);

    const dialog = await screen.findByRole("alertdialog", { name: text.confirmShipped("A-1002") });
    const tracking = within(dialog).getByLabelText(text.trackingNumber);
    await waitFor(() => expect(document.activeElement).toBe(tracking));
    const before = listCalls().length;
    await user.type(tracking, "  RM987654321GB ");
    await user.click(within(dialog).getByRole("button", { name: text.markShipped }));

    await expectToast(text.done.shipped("A-1002"));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(listCalls().length).toBeGreaterThan(before);
    const row = await rowOf("A-1002");
    expect(isInaccessible(within(row).getByText(messages.orders.tracking("RM987654321GB")))).toBe(
      false,
    );
    expect(buttonsIn(row)).toEqual([
      text.actionOn(text.markDelivered, "A-1002"),
      text.actionOn(text.refund, "A-1002"),
    ]);
    // The button it came from is gone: focus lands on the order, not on the page's body.
    await waitFor(() => expect(row.contains(document.activeElement)).toBe(true));
  });

  it("shows the server's reason when the order cannot move, and Escape closes with focus back", async () => {
    const user = userEvent.setup();
    const reason = messages.api.orderTransition("paid", "cancelled");
    serve(() => Response.json({ error: reason }, { status: 409 }));
    renderPanel();
    const markPaid = within(await rowOf("A-1001")).getByRole("button", {
      name: text.actionOn(text.markPaid, "A-1001"),
    });

    await user.click(markPaid);
    let dialog = await screen.findByRole("alertdialog", { name: text.confirmPaid("A-1001") });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(markPaid));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await user.click(markPaid);
    dialog = await screen.findByRole("alertdialog", { name: text.confirmPaid("A-1001") });
    await user.click(within(dialog).getByRole("button", { name: text.markPaid }));
    await expectToast(reason);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it("Cancel is confirmed before anything is sent", async () => {
    const user = userEvent.setup();
    serve((path) => {
      expect(path).toBe(`/api/admin/orders/${orders[0].id}/cancel`);
      orders[0] = { ...orders[0], status: "cancelled" };
      return Response.json({ order: orders[0] });
    });
    renderPanel();
    await user.click(
      within(await rowOf("A-1001")).getByRole("button", {
        name: text.actionOn(text.cancel, "A-1001"),
      }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: text.confirmCancel("A-1001") });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: text.cancelOrder }));
    await expectToast(text.done.cancelled("A-1001"));
    await waitFor(async () =>
      expect(
        isInaccessible(within(await rowOf("A-1001")).getByText(messages.orders.statuses.cancelled)),
      ).toBe(false),
    );
  });

  it("marks a sent order delivered, receives a return and records a refund, each confirmed first", async () => {
    const user = userEvent.setup();
    const posted: string[] = [];
    serve((path) => {
      posted.push(path);
      const index = orders.findIndex((order) => path.includes(order.id));
      const next = path.endsWith("/delivered")
        ? "delivered"
        : path.endsWith("/returned")
          ? "refund_due"
          : "refunded";
      orders[index] = { ...orders[index], status: next };
      return Response.json({ order: orders[index] });
    });
    renderPanel();
    const steps = [
      ["A-1003", text.markDelivered, text.confirmDelivered, text.done.delivered, "delivered"],
      ["A-1005", text.returned, text.confirmReturned, text.done.returned, "returned"],
      ["A-1006", text.recordRefund, text.confirmRecordRefund, text.done.refundRecorded, "refund"],
    ] as const;
    for (const [number, label, title, done, path] of steps) {
      await user.click(
        within(await rowOf(number)).getByRole("button", { name: text.actionOn(label, number) }),
      );
      const dialog = await screen.findByRole("alertdialog", { name: title(number) });
      await user.click(within(dialog).getByRole("button", { name: label }));
      await expectToast(done(number));
      await waitFor(() => expect(dialog.isConnected).toBe(false));
      const order = orders.find((o) => o.number === number);
      expect(posted.at(-1)).toBe(`/api/admin/orders/${order?.id}/${path}`);
    }
    expect(buttonsIn(await rowOf("A-1003"))).toEqual([text.actionOn(text.refund, "A-1003")]);
  });

  it("makes returns to receive and refunds to make stand out, and shows a return's reason", async () => {
    orders[4] = { ...orders[4], returnReason: "Too big for the wall" };
    serve();
    const { router } = renderPanel();
    const waiting = await screen.findByRole("group", { name: text.attention });
    const returns = within(waiting).getByRole("button", { name: text.returnsWaiting(1) });
    expect(within(waiting).getByRole("button", { name: text.refundsWaiting(1) })).toBeTruthy();
    expect(
      isInaccessible(
        within(await rowOf("A-1005")).getByText(text.returnReason("Too big for the wall")),
      ),
    ).toBe(false);

    await userEvent.setup().click(returns);
    expect(router.state.location.search).toBe("?tab=orders&status=return_requested");
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "A-1001" })).toBeNull());
    expect(returns.getAttribute("aria-pressed")).toBe("true");
    expect(await rowOf("A-1005")).toBeTruthy();
  });

  it("says nothing waits when no return or refund does", async () => {
    orders = orders.filter((order) => !["return_requested", "refund_due"].includes(order.status));
    serve();
    renderPanel();
    await rowOf("A-1001");
    expect(screen.queryByRole("group", { name: text.attention })).toBeNull();
  });
});

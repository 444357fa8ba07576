import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { usePlaceOrder } from "#client/features/orders";
import { messages } from "#shared/messages";
import type { ShopPayment } from "#shared/shop";
import { renderInApp, stubFetch } from "#tests/client-render";
import { CheckoutForm, type Conflict } from "./CheckoutForm";

const fetchMock = stubFetch();
/** A shop paid by hand whose owner gave no instructions: the buyer is e-mailed how. */
const byEmail: ShopPayment = { method: "manual", instructions: null, holdHours: 72 };
const buyer = { id: "u1", email: "ada@example.com", name: "Ada Lovelace", isOwner: false };
const holdsKey = ["me", "offers"] as const;

/**
 * The API as the checkout meets it: a shop that offers three monthly parts and collection, a
 * free UK delivery, and `POST /api/orders` answered with `status` and `body`. Returns the
 * orders sent.
 */
function answerOrder(status: number, body: unknown, payment: ShopPayment = byEmail) {
  const sent: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (init?.method === "POST" && url.pathname === "/api/orders") {
      sent.push(JSON.parse(String(init.body)));
      return Response.json(body, { status });
    }
    if (url.pathname === "/api/payments/methods") return Response.json({ method: "manual" });
    if (url.pathname === "/api/shop") {
      return Response.json({
        galleryName: "Atelier",
        businessName: "Atelier Studio",
        address: "2 Harbour Lane\nFalmouth",
        email: "studio@example.com",
        vatNumber: null,
        delivery: { rates: {}, collection: true },
        returnDays: 14,
        offersMinPrice: 500,
        instalmentsMax: 3,
        payment,
      });
    }
    if (url.pathname === "/api/delivery/quote") {
      return Response.json({
        country: "GB",
        zone: "uk",
        subtotal: 900,
        total: 900,
        shipping: 0,
        blocked: [],
      });
    }
    return Response.json({}, { status: 404 });
  });
  return sent;
}

function Harness({ conflict, onLeave }: { conflict: Conflict; onLeave?: () => void }) {
  const place = usePlaceOrder();
  return (
    <CheckoutForm
      user={buyer}
      title={messages.checkout.title}
      summary={({ country, collect }) => <p>{`Priced for ${collect ? "collection" : country}`}</p>}
      subtotal={900}
      source={{ offerId: "o1" }}
      place={place}
      onLeave={onLeave ?? vi.fn()}
      conflict={conflict}
      readAgainKey={holdsKey}
    />
  );
}

function render(conflict: Conflict = { notice: messages.checkout.raced }) {
  const app = renderInApp(<Harness conflict={conflict} />, { url: "/checkout", path: "/checkout" });
  app.client.setQueryData(holdsKey, { holds: [] });
  return app;
}

async function fillAddress() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(messages.checkout.line1), "12 Harbour Street");
  await user.type(screen.getByLabelText(messages.checkout.city), "St Ives");
  await user.type(screen.getByLabelText(messages.checkout.postcode), "TR26 1AA");
  return user;
}

const placeOrder = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: messages.checkout.placeOrder }));

describe("the checkout form", () => {
  it("orders what the page names, to the address, in the parts chosen, then shows the confirmation", async () => {
    const sent = answerOrder(201, { order: { id: "order-1", payUrl: null } });
    const { router, client } = render();
    const user = await fillAddress();
    await user.click(
      await screen.findByRole("radio", { name: new RegExp(messages.plans.payInParts(3)) }),
    );
    await placeOrder(user);

    await waitFor(() => expect(router.state.location.search).toBe("?order=order-1"));
    expect(sent).toEqual([
      {
        shipping: expect.objectContaining({
          name: "Ada Lovelace",
          line1: "12 Harbour Street",
          postcode: "TR26 1AA",
          country: "GB",
        }),
        offerId: "o1",
        instalments: 3,
      },
    ]);
    // What the page shows of the order besides the cart is read again.
    expect(client.getQueryState(holdsKey)?.isInvalidated).toBe(true);
  });

  it("collected from the studio, names the collector and prices the summary without delivery", async () => {
    const sent = answerOrder(201, { order: { id: "order-2", payUrl: null } });
    const { router } = render();
    const user = userEvent.setup();
    expect(screen.getByText("Priced for GB")).toBeTruthy();
    await user.click(await screen.findByRole("radio", { name: /Collect from the studio/ }));
    expect(screen.getByText("Priced for collection")).toBeTruthy();
    await user.type(screen.getByLabelText(messages.checkout.collectPhone), "020 7946 0000");
    await placeOrder(user);

    await waitFor(() => expect(router.state.location.search).toBe("?order=order-2"));
    expect(sent).toEqual([
      { collect: true, name: "Ada Lovelace", phone: "020 7946 0000", offerId: "o1" },
    ]);
  });

  it("a work taken meanwhile: says so above the summary and moves focus there, ordering nothing", async () => {
    answerOrder(409, { error: "Taken meanwhile" });
    const { router } = render({ notice: messages.checkout.raced });
    await placeOrder(await fillAddress());

    const notice = await screen.findByText(messages.checkout.raced);
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(router.state.location.search).toBe("");
    expect(screen.queryByText("Taken meanwhile")).toBeNull();
  });

  it("a work no longer kept: the server's reason in a toast, and the holds read again", async () => {
    answerOrder(409, { error: "No longer kept for you" });
    const { client } = render({ toast: messages.offers.heldGone });
    await placeOrder(await fillAddress());

    expect(await screen.findByText("No longer kept for you")).toBeTruthy();
    expect(screen.queryByText(messages.checkout.raced)).toBeNull();
    expect(client.getQueryState(holdsKey)?.isInvalidated).toBe(true);
  });

  it("a field the server refuses is shown beside it and focused; any other failure is toasted", async () => {
    answerOrder(400, {
      error: "Invalid order",
      fields: { "shipping.postcode": "We cannot deliver to this postcode" },
    });
    render();
    const user = await fillAddress();
    await placeOrder(user);

    const postcode = screen.getByLabelText(messages.checkout.postcode);
    await waitFor(() => expect(postcode.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(postcode);
    expect(screen.getByText("We cannot deliver to this postcode")).toBeTruthy();

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    answerOrder(500, {});
    await placeOrder(user);
    expect(await screen.findByText(messages.checkout.failed)).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("says how the order is paid before Place Order: her instructions, an e-mail, or Stripe", async () => {
    const howToPay = async () => {
      const section = await screen.findByRole("region", { name: messages.checkout.howToPay });
      // Before the button, where the buyer reads it before pressing.
      const button = screen.getByRole("button", { name: /Place Order|Pay by Card/ });
      expect(
        section.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      return section.textContent;
    };
    answerOrder(
      201,
      {},
      { method: "manual", instructions: "Bank transfer to 12-34-56", holdHours: 48 },
    );
    const first = render();
    expect(await howToPay()).toContain(messages.checkout.byInstructions("2 days"));
    expect(await howToPay()).toContain("Bank transfer to 12-34-56");
    first.unmount();

    answerOrder(201, {});
    const second = render();
    expect(await howToPay()).toContain(messages.checkout.byEmail("3 days"));
    second.unmount();

    answerOrder(201, {}, { method: "card" });
    render();
    expect(await howToPay()).toContain(messages.checkout.byCard);
  });
});

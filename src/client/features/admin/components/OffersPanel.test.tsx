import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { AdminOffer, Reservation } from "#shared/offers";
import { renderInApp, stubFetch } from "#tests/client-render";
import { OffersPanel } from "./OffersPanel";

const text = messages.adminOffers;
const fetchMock = stubFetch();

const pending: AdminOffer = {
  id: "00000000-0000-4000-8000-0000000000a1",
  artworkId: "2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11",
  artworkSlug: "harbour-at-dusk",
  artworkTitle: "Harbour at Dusk",
  artworkImageUrl: "https://images.example/a.jpg",
  pricePence: 90_000,
  amountPence: 70_000,
  message: "I love the <b>light</b>.",
  status: "pending",
  counterPence: null,
  agreedPence: null,
  expiresAt: "2026-11-30T10:00:00.000Z",
  holdExpiresAt: null,
  holdOpen: false,
  createdAt: "2026-11-27T10:00:00.000Z",
  buyerEmail: "ada@example.com",
  buyerName: "Ada Lovelace",
};

const declined: AdminOffer = {
  ...pending,
  id: "00000000-0000-4000-8000-0000000000a2",
  artworkTitle: "Quiet Field",
  status: "declined",
  message: null,
  buyerEmail: "grace@example.com",
  buyerName: "Grace Hopper",
};

const reservation: Reservation = {
  id: "00000000-0000-4000-8000-0000000000b1",
  artworkId: "3c9f7a52-9a43-4c3e-a3a1-4f0f8c3a9e12",
  artworkTitle: "Winter Light",
  kind: "reservation",
  email: "kept@example.com",
  pricePence: 60_000,
  expiresAt: "2026-11-29T10:00:00.000Z",
  endedAt: null,
  endReason: null,
  createdAt: "2026-11-27T10:00:00.000Z",
};

const work = { id: "4d9f7a52-9a43-4c3e-a3a1-4f0f8c3a9e13", title: "Salt Marsh", price: 1200 };

let offers: AdminOffer[] = [];
let reservations: Reservation[] = [];

/** The API: the lists, and each action (its method, path and body kept). */
function serve() {
  const calls: Array<[string, string, unknown]> = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      calls.push([method, path, init?.body ? JSON.parse(String(init.body)) : undefined]);
    }
    const action = path.match(/^\/api\/admin\/offers\/([^/]+)\/(accept|decline|counter)$/);
    if (action) {
      const status = { accept: "accepted", decline: "declined", counter: "countered" } as const;
      offers = offers.map((offer) =>
        offer.id === action[1]
          ? { ...offer, status: status[action[2] as keyof typeof status] }
          : offer,
      );
      return Response.json(offers.find((offer) => offer.id === action[1]));
    }
    if (path === "/api/admin/offers") return Response.json({ offers });
    if (path === "/api/admin/reservations" && method === "POST") {
      const made = {
        ...reservation,
        id: "new",
        artworkTitle: work.title,
        email: "new@example.com",
      };
      reservations = [made, ...reservations];
      return Response.json(made, { status: 201 });
    }
    if (path === "/api/admin/reservations") return Response.json({ reservations });
    const ended = path.match(/^\/api\/admin\/reservations\/([^/]+)$/);
    if (ended && method === "DELETE") {
      reservations = reservations.map((r) =>
        r.id === ended[1]
          ? { ...r, endedAt: "2026-11-27T12:00:00.000Z", endReason: "cancelled" as const }
          : r,
      );
      return Response.json(reservations.find((r) => r.id === ended[1]));
    }
    if (path === "/api/artworks") {
      return Response.json({
        items: [{ ...work } as Partial<Artwork>],
        nextCursor: null,
        total: 1,
      });
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  });
  return calls;
}

const openCard = async () =>
  (await screen.findByRole("article", { name: pending.artworkTitle })) as HTMLElement;
const forWhom = text.actionFor(pending.artworkTitle, pending.buyerName);

beforeEach(() => {
  offers = [structuredClone(pending), structuredClone(declined)];
  reservations = [structuredClone(reservation)];
});

describe("the owner's Offers tab", () => {
  it("shows the offers waiting first — who, the amount against the price, the message as text — then the rest", async () => {
    serve();
    renderInApp(<OffersPanel />, { path: "/admin" });
    const card = await openCard();
    expect(screen.getByRole("heading", { name: text.openTitle(1) })).toBeTruthy();
    expect(card.textContent).toContain("Ada Lovelace");
    expect(card.textContent).toContain("£700");
    expect(card.textContent).toContain("£900");
    expect(card.textContent).toContain("I love the <b>light</b>.");
    const rest = screen.getByRole("region", { name: text.restTitle });
    expect(rest.textContent).toContain("Quiet Field");
    expect(rest.textContent).toContain(text.statuses.declined);
    expect(within(rest).queryByRole("button")).toBeNull();
  });

  it.each([
    ["accept", text.accept],
    ["decline", text.decline],
  ] as const)("answers %s, naming which offer in the button", async (action, label) => {
    const calls = serve();
    renderInApp(<OffersPanel />, { path: "/admin" });
    const user = userEvent.setup();
    await user.click(within(await openCard()).getByRole("button", { name: `${label} ${forWhom}` }));
    await waitFor(() => expect(screen.getByText(text.noneOpen)).toBeTruthy());
    expect(calls).toEqual([["POST", `/api/admin/offers/${pending.id}/${action}`, undefined]]);
    // Answered, it moves among the rest, and focus stays in the list rather than the page.
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: text.openTitle(0) }));
  });

  it("counters with a price in pounds, refusing what is not an amount by the field", async () => {
    const calls = serve();
    renderInApp(<OffersPanel />, { path: "/admin" });
    const card = await openCard();
    const user = userEvent.setup();
    const field = within(card).getByLabelText(text.counterAmount);
    const counter = within(card).getByRole("button", { name: `${text.sendCounter} ${forWhom}` });
    await user.type(field, "eight hundred");
    await user.click(counter);
    expect(within(card).getByRole("alert").textContent).toBe(messages.offers.notANumber);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);

    await user.clear(field);
    await user.type(field, "£820");
    await user.click(counter);
    await waitFor(() =>
      expect(calls).toEqual([["POST", `/api/admin/offers/${pending.id}/counter`, { amount: 820 }]]),
    );
  });

  it("reserves a painting for a collector, and ends a reservation", async () => {
    const calls = serve();
    renderInApp(<OffersPanel />, { path: "/admin" });
    const user = userEvent.setup();
    const form = (await screen.findByRole("region", { name: text.reserveTitle })) as HTMLElement;
    await within(form).findByRole("option", { name: `${work.title} (£1,200)` });
    await user.selectOptions(within(form).getByLabelText(text.work), work.id);
    await user.type(within(form).getByLabelText(text.email), "new@example.com");
    const days = within(form).getByLabelText(text.days);
    await user.clear(days);
    await user.type(days, "5");
    await user.type(within(form).getByLabelText(text.price), "1,000");
    await user.click(within(form).getByRole("button", { name: text.reserve }));
    await waitFor(() =>
      expect(calls).toEqual([
        [
          "POST",
          "/api/admin/reservations",
          { artworkId: work.id, email: "new@example.com", days: 5, price: 1000 },
        ],
      ]),
    );

    calls.length = 0;
    const list = screen.getByRole("region", { name: text.reservationsTitle });
    await user.click(
      await within(list).findByRole("button", {
        name: `${text.end} ${text.endFor(reservation.artworkTitle)}`,
      }),
    );
    await waitFor(() =>
      expect(calls).toEqual([["DELETE", `/api/admin/reservations/${reservation.id}`, undefined]]),
    );
    await waitFor(() => expect(list.textContent).toContain(text.ends.cancelled));
  });
});

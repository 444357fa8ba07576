import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { OFFERS_MIN_PRICE, type Offer } from "#shared/offers";
import { renderInApp, stubFetch } from "#tests/client-render";
import { MakeAnOffer } from "./MakeAnOffer";

const text = messages.offers;
const fetchMock = stubFetch();
const shopper = { id: "u1", email: "ada@example.com", name: "Ada", isOwner: false };

const painting = (price: number, availability: Artwork["availability"] = "available"): Artwork => ({
  id: "7f3c1a52-4d1e-4c55-9d33-0c1f2a3b4c5d",
  slug: "harbour-at-dawn",
  title: "Harbour at Dawn",
  artist: "Maren Holloway",
  description: "",
  price,
  imageUrl: "https://images.example/a.jpg",
  images: [
    {
      id: "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      url: "https://images.example/a.jpg",
      width: null,
      height: null,
      alt: "",
      caption: "",
    },
  ],
  medium: "Oil on canvas",
  size: "60 x 80 cm",
  dimensions: { widthCm: 60, heightCm: 80 },
  year: 2026,
  style: "Impressionist landscape",
  subject: "Seascape",
  signed: true,
  framed: false,
  shippingBand: "medium",
  availability,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  visibility: "public",
  releaseAt: null,
  featured: false,
  featuredOrder: null,
  seriesId: null,
  editions: [],
});

const offer: Offer = {
  id: "0a6c1f4e-6d6b-4f0e-9a55-3c1d2e3f4a5b",
  artworkId: painting(900).id,
  artworkSlug: painting(900).slug,
  artworkTitle: "Harbour at Dawn",
  artworkImageUrl: "https://images.example/a.jpg",
  pricePence: 90_000,
  amountPence: 75_000,
  message: null,
  status: "pending",
  counterPence: null,
  agreedPence: null,
  expiresAt: "2026-11-30T10:00:00.000Z",
  holdExpiresAt: null,
  holdOpen: false,
  createdAt: "2026-11-27T10:00:00.000Z",
};

/** The shop's offers as its owner set them: from £500, naming the lowest, half the price. */
const named = { offers: { enabled: true, minPrice: 500, lowestShare: 0.5 } };

/**
 * The API answering every POST with `status` and `body`, and the shop's info with `shop`; the
 * bodies it was sent.
 */
function answer(status: number, body: unknown, shop: unknown = named) {
  const sent: Array<[string, unknown]> = [];
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).endsWith("/api/shop")) return Response.json(shop);
    if (init?.method === "POST") sent.push([String(input), JSON.parse(String(init.body))]);
    return Response.json(body, { status });
  });
  return sent;
}

async function openDialog(price = 900) {
  renderInApp(<MakeAnOffer artwork={painting(price)} />, { session: shopper });
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: text.make }));
  const dialog = await screen.findByRole("dialog", { name: text.title("Harbour at Dawn") });
  return { user, dialog, amount: within(dialog).getByLabelText(text.amount) };
}

describe("Make an offer", () => {
  it("is offered only on an available work priced at least the lowest for offers", () => {
    const shown = (price: number, availability?: Artwork["availability"]) => {
      const { unmount } = renderInApp(<MakeAnOffer artwork={painting(price, availability)} />);
      const found = screen.queryByRole("button", { name: text.make }) !== null;
      unmount();
      return found;
    };
    expect(shown(OFFERS_MIN_PRICE)).toBe(true);
    expect(shown(OFFERS_MIN_PRICE - 1)).toBe(false);
    expect(shown(900, "reserved")).toBe(false);
    expect(shown(900, "sold")).toBe(false);
  });

  it("follows the shop's own lowest price for offers, once its info is read", async () => {
    fetchMock.mockImplementation(async () => Response.json({ offersMinPrice: 1000 }));
    renderInApp(<MakeAnOffer artwork={painting(900)} />);
    expect(screen.getByRole("button", { name: text.make })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: text.make })).toBeNull());
  });

  it("is not offered while the shop takes no offers", async () => {
    answer(201, offer, { offers: { enabled: false, minPrice: 500 } });
    renderInApp(<MakeAnOffer artwork={painting(900)} />);
    await waitFor(() => expect(screen.queryByRole("button", { name: text.make })).toBeNull());
  });

  it("names no lowest offer the owner keeps to herself, and shows the server's refusal", async () => {
    const sent = answer(
      400,
      { error: messages.offerApi.tooLowUnshown, field: "amount" },
      { offers: { enabled: true, minPrice: 500 } },
    );
    const { user, dialog, amount } = await openDialog(900);
    await waitFor(() => expect(within(dialog).getByText(text.below("£899.99"))).toBeTruthy());
    expect(within(dialog).queryByText(/Between/)).toBeNull();
    await user.type(amount, "100");
    await user.click(within(dialog).getByRole("button", { name: text.send }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      messages.offerApi.tooLowUnshown,
    );
    expect(sent).toHaveLength(1);
  });

  it("asks a signed-out visitor to sign in, and opens no form", async () => {
    const sent = answer(201, offer);
    renderInApp(<MakeAnOffer artwork={painting(900)} />);
    await userEvent.setup().click(screen.getByRole("button", { name: text.make }));
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(text.signIn),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent).toEqual([]);
  });

  it("states the bounds, and refuses an amount outside them by the field, sending nothing", async () => {
    const sent = answer(201, offer);
    const { user, dialog, amount } = await openDialog(900);
    await waitFor(() =>
      expect(within(dialog).getByText(text.bounds("£450", "£899.99"))).toBeTruthy(),
    );
    const send = within(dialog).getByRole("button", { name: text.send });

    await user.type(amount, "449.99");
    await user.click(send);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(text.tooLow("£450"));
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(amount);

    await user.clear(amount);
    await user.type(amount, "900");
    await user.click(send);
    expect(within(dialog).getByRole("alert").textContent).toBe(text.notBelow("£900"));

    await user.clear(amount);
    await user.type(amount, "lots");
    await user.click(send);
    expect(within(dialog).getByRole("alert").textContent).toBe(text.notANumber);
    expect(sent).toEqual([]);
  });

  it("sends an amount within them, with the message, and says it is with the artist", async () => {
    const sent = answer(201, offer);
    const { user, dialog, amount } = await openDialog(900);
    await user.type(amount, "£750");
    await user.type(within(dialog).getByLabelText(text.message), "I love the light.");
    await user.click(within(dialog).getByRole("button", { name: text.send }));
    expect((await within(dialog).findByRole("status")).textContent).toContain("£750");
    expect(sent).toEqual([
      ["/api/offers", { artworkId: offer.artworkId, amount: 750, message: "I love the light." }],
    ]);
  });

  it("shows the server's reason by its field, and a refusal about none of them below the form", async () => {
    answer(400, { error: "Message must be at most 1000 characters", field: "message" });
    const { user, dialog, amount } = await openDialog(900);
    await user.type(amount, "800");
    await user.type(within(dialog).getByLabelText(text.message), "Hello");
    await user.click(within(dialog).getByRole("button", { name: text.send }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Message must be at most 1000 characters",
    );
    expect(within(dialog).getByLabelText(text.message).getAttribute("aria-invalid")).toBe("true");
    expect(amount.getAttribute("aria-invalid")).toBeNull();

    answer(409, { error: "You have an offer on this painting already." });
    await user.click(within(dialog).getByRole("button", { name: text.send }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe(
        "You have an offer on this painting already.",
      ),
    );
    expect(within(dialog).getByLabelText(text.message).getAttribute("aria-invalid")).toBeNull();
  });

  it("closes on Escape and gives focus back to the link", async () => {
    answer(201, offer);
    const { user } = await openDialog(900);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: text.make }));
  });
});

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { CollectorHold } from "#shared/offers";
import { renderInApp, stubFetch } from "#tests/client-render";
import { KeptForYou } from "./KeptForYou";

const text = messages.offers;
const fetchMock = stubFetch();
const shopper = { id: "u1", email: "ada@example.com", name: "Ada", isOwner: false };

const work = {
  id: "7f3c1a52-4d1e-4c55-9d33-0c1f2a3b4c5d",
  title: "Harbour at Dawn",
  price: 900,
  availability: "reserved",
} as Artwork;

const hold: CollectorHold = {
  id: "5e2a0c1d-0000-4000-8000-000000000001",
  kind: "offer",
  offerId: "0a6c1f4e-6d6b-4f0e-9a55-3c1d2e3f4a5b",
  artworkId: work.id,
  artworkTitle: work.title,
  artworkArtist: "Maren Holloway",
  artworkImageUrl: "https://images.example/a.jpg",
  pricePence: 80_000,
  expiresAt: "2026-11-29T10:00:00.000Z",
};

const usual = <p>{messages.availability.reservedNote}</p>;

function serve(holds: CollectorHold[]) {
  const asked: string[] = [];
  fetchMock.mockImplementation(async (input) => {
    asked.push(String(input));
    return Response.json({ holds });
  });
  return asked;
}

describe("a reserved painting kept for the signed-in collector", () => {
  it("shows until when, and its checkout at the price agreed, in the usual note's place", async () => {
    serve([hold]);
    renderInApp(<KeptForYou artwork={work} usual={usual} />, { session: shopper });
    const link = await screen.findByRole("link", { name: text.checkoutAt("£800") });
    expect(link.getAttribute("href")).toBe(`/checkout?offer=${hold.offerId}`);
    expect(screen.getByText(/^Reserved for you until /)).toBeTruthy();
    expect(screen.queryByText(messages.availability.reservedNote)).toBeNull();
  });

  it("keeps the usual note for a collector it is not kept for", async () => {
    const asked = serve([{ ...hold, artworkId: "another" }]);
    renderInApp(<KeptForYou artwork={work} usual={usual} />, { session: shopper });
    await screen.findByText(messages.availability.reservedNote);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual(["/api/holds"]);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("asks nothing signed out, nor for a work that is not reserved", async () => {
    const asked = serve([hold]);
    const { unmount } = renderInApp(<KeptForYou artwork={work} usual={usual} />);
    await screen.findByText(messages.availability.reservedNote);
    unmount();
    renderInApp(<KeptForYou artwork={{ ...work, availability: "sold" }} usual={usual} />, {
      session: shopper,
    });
    await screen.findByText(messages.availability.reservedNote);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual([]);
  });
});

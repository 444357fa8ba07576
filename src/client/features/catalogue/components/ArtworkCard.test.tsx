import { cleanup, isInaccessible, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { testArtwork, testEdition } from "#tests/client-fixtures";
import { renderInApp } from "#tests/client-render";
import { artworkLink } from "../use-catalogue-params";
import { ArtworkGrid, type GridFavorites } from "./ArtworkGrid";

const artwork = testArtwork({
  title: '<img src=x onerror="alert(1)"> Harbour',
  artist: "Maren <b>Holloway</b>",
  description: null,
  price: 12500.5,
  size: "24 x 36 in",
});

/** A card as the gallery shows it: in the grid, which gives it its heart's state. */
function renderCard(
  shown: Artwork = artwork,
  favorites: GridFavorites = { isLiked: () => false, toggle: vi.fn() },
) {
  const { router } = renderInApp(
    <ArtworkGrid
      artworks={[shown]}
      linkFor={(a) => artworkLink(new URLSearchParams("q=harbour"), a)}
      favorites={favorites}
    />,
  );
  return router;
}

describe("ArtworkCard (in the grid)", () => {
  it("shows title, 'by artist', medium, size and the price with separators", () => {
    renderCard();
    expect(screen.getByRole("heading", { name: artwork.title }).tagName).toBe("H3");
    expect(isInaccessible(screen.getByText(messages.card.by(artwork.artist)))).toBe(false);
    expect(isInaccessible(screen.getByText(`${artwork.medium} · ${artwork.size}`))).toBe(false);
    expect(isInaccessible(screen.getByText("£12,500.50"))).toBe(false);
  });

  it("renders catalogue text as text: markup in a title or artist runs nothing", () => {
    renderCard();
    const container = screen.getByTestId("artwork-grid");
    expect(container.querySelectorAll("img")).toHaveLength(1);
    expect(container.querySelector("b")).toBeNull();
    expect(screen.getByRole("link").textContent).toBe(artwork.title);
  });

  it("links to the detail in place, keeping the search, and offers responsive images", () => {
    renderCard();
    expect(screen.getByRole("link").getAttribute("href")).toBe(
      `/?q=harbour&artwork=${artwork.slug}`,
    );
    const image = screen.getByRole("img", { name: artwork.title });
    expect(image.getAttribute("srcset")).toContain("/images/harbour-640.webp 640w");
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("the view button opens the detail; the heart hands its artwork to the page's favourites", async () => {
    const user = userEvent.setup();
    const toggle = vi.fn();
    const router = renderCard(artwork, { isLiked: () => false, toggle });
    await user.click(screen.getByRole("button", { name: messages.card.view(artwork.title) }));
    expect(router.state.location.search).toBe(`?q=harbour&artwork=${artwork.slug}`);
    const heart = screen.getByRole("button", { name: messages.card.favorite(artwork.title) });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    await user.click(heart);
    expect(toggle).toHaveBeenCalledWith(artwork);
  });

  it("fills the heart of a liked work, and names it by what a click does", () => {
    renderCard(artwork, { isLiked: (id) => id === artwork.id, toggle: vi.fn() });
    const heart = screen.getByRole("button", { name: messages.card.unfavorite(artwork.title) });
    expect(heart.getAttribute("aria-pressed")).toBe("true");
  });

  it("marks a sold or reserved work, and offers no Add to Cart", () => {
    renderCard({ ...artwork, availability: "sold" });
    expect(isInaccessible(screen.getByText(messages.availability.sold))).toBe(false);
    expect(screen.queryByRole("button", { name: /add to cart/i })).toBeNull();
    cleanup();

    renderCard({ ...artwork, availability: "reserved" });
    expect(isInaccessible(screen.getByText(messages.availability.reserved))).toBe(false);
    expect(screen.queryByText(messages.availability.sold)).toBeNull();
    expect(screen.queryByRole("button", { name: /add to cart/i })).toBeNull();
  });

  it("shows no mark on an available work", () => {
    renderCard();
    expect(screen.queryByText(messages.availability.sold)).toBeNull();
    expect(screen.queryByText(messages.availability.reserved)).toBeNull();
  });

  it("says from what price its prints sell, the original sold or not, counting only those left", () => {
    const editions = [
      testEdition({ id: "a", price: 30, available: 0, sold: 50 }),
      testEdition({ id: "b", price: 120 }),
      testEdition({ id: "c", price: 45, size: null, available: null, numbered: false }),
    ];
    renderCard({ ...artwork, editions });
    expect(isInaccessible(screen.getByText("Prints from £45"))).toBe(false);
    cleanup();

    renderCard({ ...artwork, availability: "sold", editions });
    expect(screen.getByText("Prints from £45")).toBeTruthy();
  });

  it("says nothing of prints when none is on sale", () => {
    renderCard({ ...artwork, editions: [testEdition({ available: 0, sold: 50 })] });
    expect(screen.queryByText(/prints from/i)).toBeNull();
  });
});

import { isInaccessible, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { testArtwork } from "#tests/client-fixtures";
import { renderInApp } from "#tests/client-render";
import { ArtworkDetail } from "./ArtworkDetail";

const artwork = testArtwork();

function renderDetail(shown: Artwork, addToCart = vi.fn()) {
  const actions = {
    addToCart,
    favorite: <button type="button">the page's heart</button>,
    generate: <button type="button">the page's generator</button>,
  };
  return renderInApp(<ArtworkDetail artwork={shown} onBack={() => {}} actions={actions} />);
}

/** The page as it is: the cart, once the press is answered, holds the work. */
function PageWithCart() {
  const [inCart, setInCart] = useState(false);
  const actions = {
    addToCart: () => setInCart(true),
    inCart: () => inCart,
    favorite: <button type="button">the page's heart</button>,
  };
  return <ArtworkDetail artwork={artwork} onBack={() => {}} actions={actions} />;
}

describe("ArtworkDetail availability", () => {
  it("offers Add to Cart for an available work, beside the page's heart and generator", async () => {
    const addToCart = vi.fn();
    renderDetail(artwork, addToCart);
    await userEvent.click(screen.getByRole("button", { name: messages.detail.addToCart }));
    expect(addToCart).toHaveBeenCalledWith(artwork);
    // Each slot the page hands in is shown once.
    expect(screen.getAllByRole("button", { name: "the page's heart" })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "the page's generator" })).toHaveLength(1);
  });

  it("once the work is in the cart, reads In your cart and links the cart, with the focus", async () => {
    renderInApp(<PageWithCart />);
    const user = userEvent.setup();
    screen.getByRole("button", { name: messages.detail.addToCart }).focus();
    await user.keyboard("{Enter}");
    const link = await screen.findByRole("link", { name: messages.detail.inCart });
    expect(link.getAttribute("href")).toBe("/cart");
    expect(document.activeElement).toBe(link);
    expect(screen.queryByRole("button", { name: messages.detail.addToCart })).toBeNull();
  });

  it("says plainly that a sold work cannot be bought, with no Add to Cart", () => {
    renderDetail({ ...artwork, availability: "sold" });
    expect(isInaccessible(screen.getByText(messages.availability.sold))).toBe(false);
    expect(isInaccessible(screen.getByText(messages.availability.soldNote))).toBe(false);
    expect(screen.queryByRole("button", { name: messages.detail.addToCart })).toBeNull();
  });

  it("says a reserved work cannot be bought now, with no Add to Cart", () => {
    renderDetail({ ...artwork, availability: "reserved" });
    expect(isInaccessible(screen.getByText(messages.availability.reserved))).toBe(false);
    expect(isInaccessible(screen.getByText(messages.availability.reservedNote))).toBe(false);
    expect(screen.queryByRole("button", { name: messages.detail.addToCart })).toBeNull();
  });
});

describe("ArtworkDetail's Details panel", () => {
  /** The panel's rows, term by term, as a reader hears them. */
  const rows = () => {
    const panel = screen.getByRole("region", { name: messages.detail.details });
    return Array.from(panel.querySelectorAll("dt")).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
  };

  it("shows the work's own medium, size, year, style, subject, and whether signed and framed", () => {
    renderDetail(
      testArtwork({
        medium: "Acrylic on canvas",
        size: "120 x 150 cm",
        year: 2021,
        style: "Colour field",
        subject: "Seascape",
        signed: false,
        framed: true,
        createdAt: "2025-06-01T00:00:00.000Z",
      }),
    );
    expect(rows()).toEqual([
      [messages.detail.medium, "Acrylic on canvas"],
      [messages.detail.dimensions, "120 x 150 cm"],
      [messages.detail.year, "2021"],
      [messages.detail.style, "Colour field"],
      [messages.detail.subject, "Seascape"],
      [messages.detail.signed, messages.detail.no],
      [messages.detail.framed, messages.detail.yes],
    ]);
  });

  it("says Yes for a signed work and No for an unframed one", () => {
    renderDetail(testArtwork({ signed: true, framed: false }));
    expect(rows().slice(-2)).toEqual([
      [messages.detail.signed, messages.detail.yes],
      [messages.detail.framed, messages.detail.no],
    ]);
  });
});

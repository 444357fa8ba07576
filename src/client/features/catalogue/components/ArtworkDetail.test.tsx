import { isInaccessible, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

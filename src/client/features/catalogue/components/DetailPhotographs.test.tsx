import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { testArtwork } from "#tests/client-fixtures";
import { renderInApp } from "#tests/client-render";
import { ArtworkDetail } from "./ArtworkDetail";

const main = testArtwork();
/** A work with three photographs: one captioned, one with alt text only, one with neither. */
const artwork: Artwork = {
  ...main,
  images: [
    { ...main.images[0], caption: "The whole canvas" },
    {
      id: "b2",
      url: "/images/harbour-detail-2400x1200-1280.webp",
      width: 2400,
      height: 1200,
      alt: "The boats' hulls, close",
      caption: "",
    },
    {
      id: "b3",
      url: "/images/harbour-back-1280.webp",
      width: null,
      height: null,
      alt: "",
      caption: "",
    },
  ],
};

/** The detail, its zoom slot saying which photograph it would open on. */
function renderDetail(shown: Artwork) {
  const actions = {
    addToCart: () => {},
    favorite: null,
    zoom: (index: number) => <span data-testid="zoom-on">{index}</span>,
  };
  return renderInApp(<ArtworkDetail artwork={shown} onBack={() => {}} actions={actions} />);
}

const thumbnails = () =>
  within(screen.getByRole("list", { name: messages.photographs.choose })).getAllByRole("button");

describe("the detail's photographs", () => {
  it("names each thumbnail by its caption, else its alt text, else its place", () => {
    renderDetail(artwork);
    expect(thumbnails().map((button) => button.getAttribute("aria-label"))).toEqual([
      "The whole canvas",
      "The boats' hulls, close",
      messages.photographs.numbered(3),
    ]);
    // Each draws the smallest stored width, lazily and after the main image.
    const image = thumbnails()[1].querySelector("img");
    expect(image?.getAttribute("src")).toBe("/images/harbour-detail-2400x1200-320.webp");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect(image?.getAttribute("fetchpriority")).toBe("low");
    expect(image?.getAttribute("decoding")).toBe("async");
    expect([image?.getAttribute("width"), image?.getAttribute("height")]).toEqual(["320", "160"]);
  });

  it("shows the photograph chosen whole in the main place, marks it, and zooms on it", async () => {
    renderDetail(artwork);
    const [first, second] = thumbnails();
    expect(first.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("The whole canvas")).toBeTruthy();
    expect(screen.getByTestId("zoom-on").textContent).toBe("0");

    await userEvent.click(second);
    expect(second.getAttribute("aria-pressed")).toBe("true");
    expect(first.getAttribute("aria-pressed")).toBe("false");
    const shown = screen.getByRole("img", { name: "The boats' hulls, close" });
    expect(shown.getAttribute("src")).toBe(artwork.images[1].url);
    // At its own shape (2:1), not the main photograph's, and never cropped.
    const box = shown.parentElement as HTMLElement;
    expect(box.style.getPropertyValue("--ratio")).toBe("2");
    expect(box.className).toContain("painting-whole");
    expect([shown.getAttribute("width"), shown.getAttribute("height")]).toEqual(["1280", "640"]);
    expect(screen.getByTestId("zoom-on").textContent).toBe("1");
    // The main image, as the page loads it, is no longer there.
    expect(screen.queryByRole("img", { name: main.title })).toBeNull();
  });

  it("draws the main photograph as the page's main image, as it always has", () => {
    renderDetail(artwork);
    const image = screen.getByRole("img", { name: main.title });
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.getAttribute("loading")).toBe("eager");
  });

  it("shows no thumbnails for a work with one photograph", () => {
    renderDetail(main);
    expect(screen.queryByRole("list", { name: messages.photographs.choose })).toBeNull();
    expect(screen.queryByRole("button", { pressed: true })).toBeNull();
  });
});

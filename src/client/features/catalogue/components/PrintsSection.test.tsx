import { isInaccessible, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Artwork } from "#shared/artwork";
import { type Edition, printName } from "#shared/editions";
import { messages } from "#shared/messages";
import { editionsTexts } from "#shared/texts/editions";
import { testArtwork, testEdition } from "#tests/client-fixtures";
import { renderInApp } from "#tests/client-render";
import { ArtworkDetail } from "./ArtworkDetail";

const texts = editionsTexts.editions;

const limited = testEdition();
const open = testEdition({
  id: "1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b",
  format: "Art print",
  width: 12,
  height: 16,
  unit: "in",
  price: 25,
  size: null,
  sold: 140,
  available: null,
  signed: false,
  numbered: false,
});
const soldOut = testEdition({
  id: "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
  format: "Large giclée print",
  width: 60,
  height: 80,
  price: 180,
  size: 20,
  sold: 20,
  available: 0,
});
const fewLeft = testEdition({ id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", available: 3 });

/** The page as it is: adding an edition puts it in the cart, which the edition then links. */
function Page({ artwork, add }: { artwork: Artwork; add: (edition: Edition, n: number) => void }) {
  const [inCart, setInCart] = useState<string[]>([]);
  const actions = {
    addToCart: vi.fn(),
    favorite: <button type="button">the page's heart</button>,
    prints: {
      add: (edition: Edition, quantity: number) => {
        add(edition, quantity);
        setInCart((ids) => [...ids, edition.id]);
      },
      inCart: (edition: Edition) => inCart.includes(edition.id),
    },
  };
  return <ArtworkDetail artwork={artwork} onBack={() => {}} actions={actions} />;
}

function renderPage(editions: Edition[], overrides: Partial<Artwork> = {}) {
  const add = vi.fn();
  renderInApp(<Page artwork={testArtwork({ editions, ...overrides })} add={add} />);
  return add;
}

const prints = () => screen.getByRole("region", { name: texts.heading });
const editionNamed = (format: string) =>
  within(prints())
    .getAllByRole("listitem")
    .find((item) => within(item).queryByRole("heading", { name: format })) as HTMLElement;

describe("the painting's Prints", () => {
  it("lists each edition: format, size, price, its kind, signed and numbered, what is left", () => {
    renderPage([limited, open]);
    const first = editionNamed(limited.format);
    for (const text of ["30 × 40 cm", "£45", "Limited edition of 50 · Signed · Numbered"]) {
      expect(isInaccessible(within(first).getByText(text))).toBe(false);
    }
    expect(within(first).getByText("12 of 50 left")).toBeTruthy();
    const second = editionNamed(open.format);
    expect(within(second).getByText("12 × 16 in")).toBeTruthy();
    expect(within(second).getByText("£25")).toBeTruthy();
    expect(within(second).getByText(texts.open)).toBeTruthy();
    expect(within(second).queryByText(/left|signed|numbered/i)).toBeNull();
  });

  it("offers 1 to 10 of an open edition, and never more than are left of a limited one", () => {
    renderPage([open, fewLeft]);
    const quantities = (edition: Edition) =>
      [
        ...(
          within(editionNamed(edition.format)).getByRole("combobox", {
            name: texts.quantityOf(printName(edition)),
          }) as HTMLSelectElement
        ).options,
      ].map((option) => Number(option.value));
    expect(quantities(open)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantities(fewLeft)).toEqual([1, 2, 3]);
  });
  it("says Sold out for an edition with none left, and offers neither quantity nor Add to Cart", () => {
    renderPage([soldOut]);
    const item = editionNamed(soldOut.format);
    expect(within(item).getByText(texts.soldOut)).toBeTruthy();
    expect(within(item).queryByRole("combobox")).toBeNull();
    expect(within(item).queryByRole("button")).toBeNull();
  });

  it("adds the quantity chosen, then links the cart from that edition, with the focus", async () => {
    const user = userEvent.setup();
    const add = renderPage([limited, open]);
    const item = editionNamed(limited.format);
    await user.selectOptions(within(item).getByRole("combobox"), "4");
    const button = within(item).getByRole("button", { name: messages.detail.addToCart });
    // Each edition's button says which print it adds.
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    button.focus();
    await user.keyboard("{Enter}");
    expect(add).toHaveBeenCalledWith(limited, 4);
    const link = within(item).getByRole("link", { name: messages.detail.inCart });
    expect(link.getAttribute("href")).toBe("/cart");
    expect(document.activeElement).toBe(link);
    // The other edition, and the original, still offer Add to Cart.
    expect(
      within(editionNamed(open.format)).getByRole("button", { name: messages.detail.addToCart }),
    ).toBeTruthy();
    expect(screen.getAllByRole("button", { name: messages.detail.addToCart })).toHaveLength(2);
  });

  it("stays below a sold original, whose prints still sell", () => {
    renderPage([limited], { availability: "sold" });
    expect(screen.getByText(messages.availability.soldNote)).toBeTruthy();
    expect(
      within(editionNamed(limited.format)).getByRole("button", {
        name: messages.detail.addToCart,
      }),
    ).toBeTruthy();
  });

  it("is not drawn for a work without prints", () => {
    renderPage([]);
    expect(screen.queryByRole("region", { name: texts.heading })).toBeNull();
  });
});

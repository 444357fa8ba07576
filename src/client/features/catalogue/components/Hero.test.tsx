import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { shopQueries } from "#client/entities/shop";
import { messages } from "#shared/messages";
import type { ShopInfo } from "#shared/shop";
import { testArtwork, testShopInfo } from "#tests/client-fixtures";
import { renderInApp, testQueryClient } from "#tests/client-render";
import { Hero } from "./Hero";

const PORTRAIT = `/images/portrait-${"ab".repeat(12)}-256.webp`;

/** The hero as the home page shows it, with the shop as the server rendered it. */
function renderHero(shop: ShopInfo) {
  const client = testQueryClient();
  client.setQueryData(shopQueries.info().queryKey, shop);
  return renderInApp(<Hero works={[testArtwork()]} />, { client });
}

describe("Hero", () => {
  it("keeps its heading, with her subtitle under it", () => {
    renderHero(testShopInfo({ homeSubtitle: "Seascapes in oil, from Falmouth." }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(messages.home.heroTitle);
    expect(screen.getByText("Seascapes in oil, from Falmouth.")).toBeTruthy();
    expect(screen.queryByText(messages.home.heroText)).toBeNull();
  });

  it("says nothing of the artist until she has given a name or a statement", () => {
    const { container } = renderHero(testShopInfo({ portraitUrl: PORTRAIT }));
    const page = within(container);
    // The hero's own region alone, and no heading but its own.
    expect(page.getAllByRole("region")).toHaveLength(1);
    expect(page.queryByRole("heading", { level: 2 })).toBeNull();
    expect(page.queryByRole("link", { name: messages.home.aboutArtist })).toBeNull();
    expect(page.queryByRole("img", { name: /Portrait/ })).toBeNull();
  });

  it("shows her name, portrait and statement below, with the way to her About page", () => {
    renderHero(
      testShopInfo({
        artistName: "Maren Holloway",
        statement: "I paint the sea at first light.",
        portraitUrl: PORTRAIT,
      }),
    );
    const section = within(screen.getByRole("region", { name: "Maren Holloway" }));
    expect(section.getByText("I paint the sea at first light.")).toBeTruthy();
    const portrait = section.getByRole("img", { name: "Portrait of Maren Holloway" });
    expect(portrait.getAttribute("src")).toBe(PORTRAIT);
    expect(portrait.getAttribute("srcset")).toBe(
      `${PORTRAIT} 256w, ${PORTRAIT.replace("-256", "-512")} 512w`,
    );
    expect(
      section.getByRole("link", { name: messages.home.aboutArtist }).getAttribute("href"),
    ).toBe("/about");
  });

  it("shows a statement alone under a heading of its own, without a portrait", () => {
    renderHero(testShopInfo({ statement: "Paintings of the Cornish coast." }));
    const section = within(screen.getByRole("region", { name: messages.home.artist }));
    expect(section.getByText("Paintings of the Cornish coast.")).toBeTruthy();
    expect(section.queryByRole("img")).toBeNull();
  });
});

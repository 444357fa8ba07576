import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchBox } from "#client/components/layout/SearchBox";
import { artworkQueries } from "#client/entities/artwork";
import { seriesQueries } from "#client/entities/series";
import { shopQueries } from "#client/entities/shop";
import { GalleryList } from "#client/features/catalogue/components/GalleryList";
import { sessionQuery } from "#client/lib/session";
import type { Artwork } from "#shared/artwork";
import { galleryTexts as messages } from "#shared/texts/gallery";
import { testArtwork, testShopInfo } from "#tests/client-fixtures";

const collection: Artwork[] = ["Harbour", "Meadow", "Oil Study", "Salt Marsh", "Oil Harbour"].map(
  (title, i) =>
    testArtwork({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      title,
      imageUrl: `/images/work-${i}-1280.webp`,
      createdAt: `2025-01-0${9 - i}T00:00:00.000Z`,
    }),
);
const oil = collection.filter((artwork) => artwork.title.includes("Oil"));
const page = (items: Artwork[]) => ({
  items,
  nextCursor: null,
  matched: items.length,
  total: collection.length,
});

/**
 * The gallery under the header's search, as on `/`, with the unfiltered page, the shop and its
 * (no) series already known (as after the page's first load). The catalogue's answer to any search waits until the
 * test releases it: a slow line.
 */
function renderGallery() {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (!url.searchParams.has("q")) return Response.json(page(collection));
    await answered;
    return Response.json(page(oil));
  });
  vi.stubGlobal("fetch", fetch);

  // As the app's (app/providers.tsx): what was fetched within 30 s is not asked for again.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  client.setQueryData(sessionQuery.queryKey, null);
  client.setQueryData(shopQueries.info().queryKey, testShopInfo());
  client.setQueryData(seriesQueries.list().queryKey, []);
  client.setQueryData(artworkQueries.list({}).queryKey, {
    pages: [page(collection)],
    pageParams: [undefined],
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/"]}>
        <SearchBox />
        <GalleryList favorites={{ isLiked: () => false, toggle: () => {} }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, release };
}

/** Every text the count line shows, from now on, in order. */
function recordLine(line: HTMLElement): string[] {
  const seen = [line.textContent ?? ""];
  new MutationObserver(() => {
    const text = line.textContent ?? "";
    if (text !== seen.at(-1)) seen.push(text);
  }).observe(line, { subtree: true, childList: true, characterData: true });
  return seen;
}

describe("GalleryList's count line", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("describes the results on screen while a search loads: never the new term with the old numbers", async () => {
    const { fetch, release } = renderGallery();
    const before = messages.home.showing(collection.length, collection.length);
    const line = screen.getByTestId("result-count");
    expect(line.textContent).toBe(before);
    const seen = recordLine(line);

    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox"), "oil{Enter}");
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // The answer is on its way: the old results are shown, and the line still says so.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole("article")).toHaveLength(collection.length);
    expect(line.textContent).toBe(before);

    release();
    const after = `${messages.home.showing(oil.length, collection.length)} ${messages.home.forTerm("oil")}`;
    await waitFor(() => expect(line.textContent).toBe(after));
    expect(screen.getAllByRole("article")).toHaveLength(oil.length);
    // Nothing in between: the live region announced the old line, then the new one.
    expect(seen).toEqual([before, after]);
  });

  it("asks for a search's answer once, and nothing more for the hero", async () => {
    const { fetch, release } = renderGallery();
    release();
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox"), "oil{Enter}");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(oil.length));
    // One request: the search box asks as Enter is pressed, and the gallery's query shares it;
    // the hero's four come from the unfiltered page.
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), "http://localhost"));
    expect(asked.map((url) => url.search)).toEqual(["?q=oil"]);
  });
});

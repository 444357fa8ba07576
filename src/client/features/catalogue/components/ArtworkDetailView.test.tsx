import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { artworkQueries } from "#client/entities/artwork";
import { testArtwork } from "#tests/client-fixtures";
import { renderInApp, stubFetch, testQueryClient } from "#tests/client-render";
import { ArtworkDetailView } from "./ArtworkDetailView";

// The detail opened from its address: `?artwork=<slug>`, or an id on a link from before slugs.

const fetchMock = stubFetch();
const harbour = testArtwork();
const actions = () => ({ addToCart: () => {}, favorite: null });

/** The API as the server answers: the work at its id or its slug, nothing else. */
function serveHarbour() {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), "http://localhost").pathname;
    return [`/api/artworks/${harbour.slug}`, `/api/artworks/${harbour.id}`].includes(path)
      ? Response.json(harbour)
      : Response.json({ error: "Artwork not found" }, { status: 404 });
  });
}

const askedFor = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);

describe("an artwork's detail opened from its address", () => {
  it.each([
    ["its slug", harbour.slug],
    ["its id", harbour.id],
  ])("asks the API for the work by %s and shows it", async (_, ref) => {
    serveHarbour();
    renderInApp(<ArtworkDetailView artworkId={ref} actions={actions} />, {
      url: `/?artwork=${ref}`,
    });
    expect(await screen.findByRole("heading", { name: harbour.title })).toBeTruthy();
    expect(askedFor()).toContain(`/api/artworks/${ref}`);
  });

  it("opens at once, by its slug, a work the gallery's list has already brought", async () => {
    serveHarbour();
    const client = testQueryClient();
    client.setQueryData(artworkQueries.list({}).queryKey, {
      pages: [{ items: [harbour], nextCursor: null }],
      pageParams: [undefined],
    });
    renderInApp(<ArtworkDetailView artworkId={harbour.slug} actions={actions} />, {
      url: `/?artwork=${harbour.slug}`,
      client,
    });
    // Shown in the first render, with no wait on the API.
    expect(screen.getByRole("heading", { name: harbour.title })).toBeTruthy();
  });
});

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sessionQuery } from "#client/lib/session";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { testArtwork } from "#tests/client-fixtures";
import { ArtworkDetail } from "./ArtworkDetail";

const artwork = testArtwork();

function renderDetail(shown: Artwork) {
  const router = createMemoryRouter(
    [{ path: "/", element: <ArtworkDetail artwork={shown} onBack={() => {}} /> }],
    { initialEntries: ["/"] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQuery.queryKey, null);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("ArtworkDetail availability", () => {
  it("offers Add to Cart for an available work", () => {
    renderDetail(artwork);
    expect(screen.getByRole("button", { name: messages.detail.addToCart })).toBeTruthy();
  });

  it("says plainly that a sold work cannot be bought, with no Add to Cart", () => {
    renderDetail({ ...artwork, availability: "sold" });
    expect(screen.getByText(messages.availability.sold)).toBeTruthy();
    expect(screen.getByText(messages.availability.soldNote)).toBeTruthy();
    expect(screen.queryByRole("button", { name: messages.detail.addToCart })).toBeNull();
  });

  it("says a reserved work cannot be bought now, with no Add to Cart", () => {
    renderDetail({ ...artwork, availability: "reserved" });
    expect(screen.getByText(messages.availability.reserved)).toBeTruthy();
    expect(screen.getByText(messages.availability.reservedNote)).toBeTruthy();
    expect(screen.queryByRole("button", { name: messages.detail.addToCart })).toBeNull();
  });
});

import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { type SessionUser, sessionQuery } from "#client/lib/session";
import { stubFetch, testQueryClient } from "#tests/client-render";
import { useCartPrints } from "./use-cart-prints";

const shopper = { id: "u1", email: "ada@example.com", name: "Ada", isOwner: false };
const edition = { id: "9c3e1f20-4b5a-4d6c-8e7f-0a1b2c3d4e5f" };

function renderPrints(session: SessionUser | null) {
  const client = testQueryClient();
  client.setQueryData(sessionQuery.queryKey, session);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCartPrints(), { wrapper }).result.current;
}

const fetchMock = stubFetch();

/** The cart's writes the hook made: method, path and body. */
const writes = () =>
  fetchMock.mock.calls
    .map(([url, init]) => [init?.method ?? "GET", String(url), init?.body] as const)
    .filter(([method]) => method !== "GET")
    .map(([method, url, body]) => `${method} ${url} ${body ?? ""}`.trim());

describe("useCartPrints().add", () => {
  it("sets the edition's quantity in the cart", async () => {
    fetchMock.mockImplementation(async () => Response.json({ items: [], prints: [] }));
    await renderPrints(shopper).add(edition, 3, "Harbour at Dusk");
    expect(writes()).toEqual([`PUT /api/cart/prints/${edition.id} {"quantity":3}`]);
  });

  it("asks nothing of the server for a shopper signed out", async () => {
    fetchMock.mockImplementation(async () => Response.json({ items: [], prints: [] }));
    await renderPrints(null).add(edition, 1, "Harbour at Dusk");
    expect(writes()).toEqual([]);
  });
});

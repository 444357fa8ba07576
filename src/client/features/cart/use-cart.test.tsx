import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionQuery } from "#client/lib/session";
import { useCart } from "./use-cart";

const shopper = { id: "u1", email: "ada@example.com", name: "Ada", isOwner: false };
const painting = { id: "7f1c6a2e-58a4-4d5e-9a59-3c2b9d0e6a11", title: "Small Sun" };

function renderCart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQuery.queryKey, shopper);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCart(), { wrapper }).result.current;
}

/** The cart's writes the hook made: method and path. */
const writes = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${url}`)
    .filter((call) => !call.startsWith("GET"));

describe("useCart().add", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("adds a painting pressed twice while the first press is on its way once", async () => {
    const fetch = vi.fn(async () => Response.json({ items: [] }));
    vi.stubGlobal("fetch", fetch);
    const cart = renderCart();
    await Promise.all([cart.add(painting), cart.add(painting)]);
    expect(writes(fetch)).toEqual([`PUT /api/cart/${painting.id}`]);
  });

  it("adds it again once the first press has been answered", async () => {
    const fetch = vi.fn(async () => Response.json({ items: [] }));
    vi.stubGlobal("fetch", fetch);
    const cart = renderCart();
    await cart.add(painting);
    await cart.add(painting);
    expect(writes(fetch)).toEqual([`PUT /api/cart/${painting.id}`, `PUT /api/cart/${painting.id}`]);
  });
});

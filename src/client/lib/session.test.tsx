import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionQuery, useSessionUserWhenKnown } from "./session";

const shopper = { id: "u1", name: "Shopper", email: "shopper@atelier.test", role: "shopper" };

function renderWhenKnown(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSessionUserWhenKnown(), { wrapper }).result.current;
}

describe("useSessionUserWhenKnown", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers a click made while the session is still being read with the signed-in user", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const whenKnown = renderWhenKnown(client); // mounting starts reading the session
    const user = whenKnown();
    answer(Response.json({ user: shopper }));
    expect(await user).toEqual(shopper);
    expect(fetch).toHaveBeenCalledTimes(1); // the click waited for the same request
  });

  it("answers at once, without a request, once the session is known", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const client = new QueryClient();
    client.setQueryData(sessionQuery.queryKey, null);
    expect(await renderWhenKnown(client)()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("treats a session that cannot be read as signed out", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("down", { status: 503 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await renderWhenKnown(client)()).toBeNull();
  });
});

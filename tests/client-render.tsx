import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import type { SessionUser } from "#client/lib/session";
import { sessionQuery } from "#client/lib/session";

/** A query client as a test wants it: a failed request fails at once, with no retry. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders `element` as the app shows it: in a query client, with the session known (signed
 * out unless `session` says who), at `url` of a memory router whose one route is `path`.
 * `around` is drawn beside it (a toaster, the header's search).
 */
export function renderInApp(
  element: ReactElement,
  options: {
    url?: string;
    path?: string;
    session?: SessionUser | null;
    client?: QueryClient;
    around?: ReactNode;
  } = {},
) {
  const client = options.client ?? testQueryClient();
  client.setQueryData(sessionQuery.queryKey, options.session ?? null);
  const router = createMemoryRouter(
    [
      {
        path: options.path ?? "/",
        element: (
          <>
            {options.around}
            {element}
          </>
        ),
      },
    ],
    { initialEntries: [options.url ?? options.path ?? "/"] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}

/**
 * The browser's `fetch`, replaced for each test of the file by a mock the test answers
 * through (`mockImplementation`), and given back after it.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

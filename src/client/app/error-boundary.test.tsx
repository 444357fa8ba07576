import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "#client/app/router";
import { artworkQueries } from "#client/entities/artwork";
import { forgetReportedErrors } from "#client/lib/report-error";
import { sessionQuery } from "#client/lib/session";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";
import { testQueryClient } from "#tests/client-render";

// The cart's screen fails to render, as a screen with a bug would; the rest is the app's own.
vi.mock("#client/app/pages/CartPage", () => ({
  Component: () => {
    throw new Error("The cart fell over");
  },
}));

const texts = messages.errors.screen;
/** A screen is a chunk of its own: its first load in a test transforms it, which takes a while. */
const LOADED = { timeout: 10_000 };

function renderApp(url: string) {
  const client = testQueryClient();
  client.setQueryData(sessionQuery.queryKey, null);
  client.setQueryData(artworkQueries.list({}).queryKey, {
    pages: [{ items: [], nextCursor: null, matched: 0, total: 0 }],
    pageParams: [undefined],
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** What the app posted to the client errors' endpoint. */
function reports(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === "/api/client-errors")
    .map(([, init]) => ({ init: init as RequestInit, body: JSON.parse(String(init?.body)) }));
}

describe("a screen that fails to render", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const reload = vi.fn();

  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("location", { ...window.location, reload, pathname: routes.cart.path });
    // React tells the console of every error a boundary catches; the test expects this one.
    vi.spyOn(console, "error").mockImplementation(() => {});
    forgetReportedErrors();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    reload.mockReset();
  });

  it("is replaced by a message with Reload, focused, the layout around it, and is reported", async () => {
    renderApp(routes.cart.path);

    const heading = await screen.findByRole("heading", { name: texts.title }, LOADED);
    // Focused as soon as it is drawn: a busy machine may draw it a moment before.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    screen.getByText(texts.text);
    // The layout stays: the header's links and the footer's form are still there.
    screen.getByRole("banner");
    expect(screen.getByRole("main").contains(heading)).toBe(true);
    screen.getByRole("contentinfo");

    await userEvent.click(screen.getByRole("button", { name: texts.reload }));
    expect(reload).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(reports(fetchMock)).toHaveLength(1));
    const [{ init, body }] = reports(fetchMock);
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    expect(body).toMatchObject({
      message: "Error: The cart fell over",
      path: routes.cart.path,
      stack: expect.stringContaining("The cart fell over"),
      componentStack: expect.any(String),
    });
  });

  it("is reported once however often it fails, and other screens still show", async () => {
    renderApp(routes.cart.path).unmount();
    renderApp(routes.cart.path);
    await screen.findByRole("heading", { name: texts.title }, LOADED);
    // The same message again: the server was told already.
    await waitFor(() => expect(reports(fetchMock)).toHaveLength(1));
    cleanup();

    renderApp("/no-such-page");
    await screen.findByRole("heading", { name: messages.notFound.title }, LOADED);
    expect(screen.queryByRole("heading", { name: texts.title })).toBeNull();
    expect(reports(fetchMock)).toHaveLength(1);
  });
});

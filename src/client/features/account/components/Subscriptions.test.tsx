import { isInaccessible, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Alert } from "#shared/collectors";
import { messages } from "#shared/messages";
import { renderInApp, stubFetch } from "#tests/client-render";
import { Subscriptions } from "./Subscriptions";

const text = messages.subscriptions;
const fetchMock = stubFetch();
const session = { id: "u1", email: "ada@example.com", name: "Ada", isOwner: false };

const harbour: Alert = {
  id: "00000000-0000-4000-8000-000000000001",
  artworkId: "2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11",
  artworkSlug: "harbour-at-dusk",
  artworkTitle: "Harbour at Dusk",
  confirmed: true,
  createdAt: "2026-03-01T12:00:00.000Z",
};

const field: Alert = {
  id: "00000000-0000-4000-8000-000000000002",
  artworkId: null,
  artworkSlug: null,
  artworkTitle: "Quiet Field",
  confirmed: false,
  createdAt: "2026-03-02T12:00:00.000Z",
};

let following = true;
let alerts: Alert[] = [];

/** The API as the shopper's profile reads it; the DELETEs it was sent are kept. */
function serve() {
  const deleted: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (init?.method === "DELETE") {
      deleted.push(path);
      if (path === "/api/follow") {
        following = false;
        return Response.json({ following: false });
      }
      const id = path.replace("/api/alerts/", "");
      if (!alerts.some((alert) => alert.id === id)) {
        return Response.json({ error: messages.api.alertNotFound }, { status: 404 });
      }
      alerts = alerts.filter((alert) => alert.id !== id);
      return Response.json({ removed: true });
    }
    if (path === "/api/follow") return Response.json({ following });
    if (path === "/api/alerts") return Response.json({ alerts });
    return Response.json({ error: "Not found" }, { status: 404 });
  });
  return deleted;
}

function renderSubscriptions() {
  return renderInApp(<Subscriptions followHref="#follow" />, { path: "/profile", session });
}

/** The section itself (the toaster, drawn beside it, is a list too). */
const section = () => screen.getByRole("region", { name: text.title });

const stopName = (title: string) => `${text.stop} ${text.stopAlertFor(title)}`;

beforeEach(() => {
  following = true;
  alerts = [structuredClone(harbour), structuredClone(field)];
});

describe("Subscriptions", () => {
  it("lists the shopper's alerts, each with a Stop button of its own", async () => {
    serve();
    renderSubscriptions();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(text.title);
    const list = await within(section()).findByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      `${text.workLike} Harbour at Dusk`,
      `${text.workLike} Quiet Field`,
    ]);
    expect(
      within(items[0]).getByRole("link", { name: "Harbour at Dusk" }).getAttribute("href"),
    ).toBe(`/?artwork=${harbour.artworkSlug}`);
    expect(items[0].textContent).not.toContain(text.unconfirmed);
    // A painting no longer in the gallery keeps its title, with no link.
    expect(within(items[1]).queryByRole("link")).toBeNull();
    expect(items[1].textContent).toContain(text.unconfirmed);

    // The visible "Stop" starts each name, which says which alert it ends.
    for (const [item, title] of [
      [items[0], "Harbour at Dusk"],
      [items[1], "Quiet Field"],
    ] as const) {
      const button = within(item).getByRole("button", { name: stopName(title) });
      expect(button.getAttribute("aria-label")).toBeNull();
      expect(button.querySelector(".sr-only")?.textContent).toBe(text.stopAlertFor(title));
    }
  });

  it("Stop calls DELETE /api/alerts/:id and the alert is gone", async () => {
    const user = userEvent.setup();
    const deleted = serve();
    renderSubscriptions();
    await user.click(await screen.findByRole("button", { name: stopName("Harbour at Dusk") }));

    await waitFor(() =>
      expect(screen.queryByRole("button", { name: stopName("Harbour at Dusk") })).toBeNull(),
    );
    expect(deleted).toEqual([`/api/alerts/${harbour.id}`]);
    expect(within(section()).getAllByRole("listitem")).toHaveLength(1);
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(
        text.stoppedAlert("Harbour at Dusk"),
      ),
    );
    // The button is gone: focus lands on the alerts' heading, not the page's body.
    expect(document.activeElement?.textContent).toBe(text.alertsTitle);

    await user.click(screen.getByRole("button", { name: stopName("Quiet Field") }));
    expect(isInaccessible(await screen.findByText(text.noAlerts))).toBe(false);
    expect(within(section()).queryByRole("list")).toBeNull();
  });

  it("Stop following calls DELETE /api/follow, then offers the follow form", async () => {
    const user = userEvent.setup();
    const deleted = serve();
    renderSubscriptions();
    expect(isInaccessible(await screen.findByText(text.following))).toBe(false);
    await user.click(screen.getByRole("button", { name: text.stopFollowing }));

    expect(isInaccessible(await screen.findByText(text.notFollowing))).toBe(false);
    expect(deleted).toEqual(["/api/follow"]);
    expect(screen.queryByRole("button", { name: text.stopFollowing })).toBeNull();
    expect(screen.getByRole("link", { name: text.follow }).getAttribute("href")).toBe("#follow");
  });

  it("says when there are no alerts, and offers to follow", async () => {
    following = false;
    alerts = [];
    serve();
    renderSubscriptions();
    expect(isInaccessible(await screen.findByText(text.noAlerts))).toBe(false);
    expect((await screen.findByRole("link", { name: text.follow })).getAttribute("href")).toBe(
      "#follow",
    );
    expect(within(section()).queryByRole("button")).toBeNull();
  });
});

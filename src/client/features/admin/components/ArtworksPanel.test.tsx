import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Artwork } from "#shared/artwork";
import type { BulkResult } from "#shared/curation";
import { messages } from "#shared/messages";
import { testArtwork } from "#tests/client-fixtures";
import { renderInApp, stubFetch } from "#tests/client-render";
import { ArtworksPanel } from "./ArtworksPanel";

const text = messages.adminCuration;
const fetchMock = stubFetch();

const work = (n: number, overrides: Partial<Artwork>) =>
  testArtwork({ id: `00000000-0000-4000-8000-00000000000${n}`, ...overrides });

// Newest first, as the API lists them.
const works = [
  work(1, { title: "Beta", price: 300, createdAt: "2025-05-01T10:00:00.000Z" }),
  work(2, {
    title: "alpha",
    price: 1200,
    availability: "sold",
    createdAt: "2025-04-01T10:00:00.000Z",
  }),
  work(3, {
    title: "Gamma",
    price: 50,
    visibility: "draft",
    createdAt: "2025-03-01T10:00:00.000Z",
  }),
  work(4, {
    title: "Delta",
    price: 700,
    releaseAt: "2099-01-01T10:00:00.000Z",
    createdAt: "2025-02-01T10:00:00.000Z",
  }),
  work(5, {
    title: "Held",
    price: 90,
    availability: "reserved",
    featured: true,
    featuredOrder: 1,
    createdAt: "2025-01-01T10:00:00.000Z",
  }),
];

/** The API: the owners' list, and the bulk actions (each body kept) answering `answer`. */
function serve(answer: (body: { action: string; ids: string[] }) => BulkResult) {
  const bulk: Array<{ action: string; ids: string[] }> = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/api/admin/artworks/bulk") {
      const body = JSON.parse(String(init?.body));
      bulk.push(body);
      return Response.json(answer(body));
    }
    if (path === "/api/artworks")
      return Response.json({ items: works, nextCursor: null, total: 5 });
    return Response.json({ error: "Not found" }, { status: 404 });
  });
  return bulk;
}

const titles = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent);
const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(name) });
const box = (title: string) => screen.getByRole("checkbox", { name: text.select(title) });

describe("the artworks table", () => {
  it("sorts by title, price, date and state from its headers, by mouse or keyboard", async () => {
    serve(() => ({ done: [], refused: [] }));
    const user = userEvent.setup();
    renderInApp(<ArtworksPanel />);
    await screen.findByText("Beta");
    expect(titles()).toEqual(["Beta", "alpha", "Gamma", "Delta", "Held"]);
    expect(header(text.added).getAttribute("aria-sort")).toBe("descending");
    expect(header(messages.admin.columns.title).getAttribute("aria-sort")).toBe("none");

    await user.click(within(header(messages.admin.columns.title)).getByRole("button"));
    expect(header(messages.admin.columns.title).getAttribute("aria-sort")).toBe("ascending");
    expect(header(text.added).getAttribute("aria-sort")).toBe("none");
    expect(titles()).toEqual(["alpha", "Beta", "Delta", "Gamma", "Held"]);
    await user.click(within(header(messages.admin.columns.title)).getByRole("button"));
    expect(header(messages.admin.columns.title).getAttribute("aria-sort")).toBe("descending");
    expect(titles()).toEqual(["Held", "Gamma", "Delta", "Beta", "alpha"]);

    await user.click(within(header(messages.admin.columns.price)).getByRole("button"));
    expect(titles()).toEqual(["Gamma", "Held", "Beta", "Delta", "alpha"]);

    // The keyboard: the state's button reached and pressed.
    within(header(text.state)).getByRole("button").focus();
    await user.keyboard("{Enter}");
    expect(header(text.state).getAttribute("aria-sort")).toBe("ascending");
    expect(titles()).toEqual(["Beta", "Held", "alpha", "Gamma", "Delta"]);
    const states = screen
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent ?? "");
    expect(states[0]).toContain(text.available);
    expect(states[1]).toContain(text.featuredAt(1));
    expect(states[3]).toContain(messages.drops.draft);
    expect(states[4]).toContain(text.scheduled);
  });

  it("selects works one by one or all shown, and acts only once some are", async () => {
    serve(() => ({ done: [], refused: [] }));
    const user = userEvent.setup();
    renderInApp(<ArtworksPanel />);
    await screen.findByText("Beta");
    expect(screen.queryByText(text.selected(1))).toBeNull();

    await user.click(box("Gamma"));
    expect(screen.getByText(text.selected(1)).textContent).toBeTruthy();
    const all = screen.getByRole("checkbox", { name: text.selectAll });
    expect(all).toHaveProperty("indeterminate", true);
    await user.click(all);
    expect(screen.getByText(text.selected(5)).textContent).toBeTruthy();
    for (const { title } of works) expect(box(title)).toHaveProperty("checked", true);
    // The hero shows four: five selected cannot be featured.
    expect(screen.getByRole("button", { name: text.actions.feature })).toHaveProperty(
      "disabled",
      true,
    );
    await user.click(all);
    expect(screen.queryByText(text.selected(5))).toBeNull();
    expect(box("Gamma")).toHaveProperty("checked", false);
  });

  it("features in the order selected, and reports what a delete refused with its reason", async () => {
    const reason = messages.api.artworkInOpenOrder;
    const bulk = serve(({ action, ids }) =>
      action === "delete"
        ? {
            done: ids.filter((id) => id !== works[4].id),
            refused: [{ id: works[4].id, title: "Held", reason }],
          }
        : { done: ids, refused: [] },
    );
    const user = userEvent.setup();
    renderInApp(<ArtworksPanel />);
    await screen.findByText("Beta");

    await user.click(box("Delta"));
    await user.click(box("Beta"));
    await user.click(screen.getByRole("button", { name: text.actions.feature }));
    await waitFor(() => expect(bulk).toHaveLength(1));
    expect(bulk[0]).toEqual({ action: "feature", ids: [works[3].id, works[0].id] });
    // Done: the selection is cleared.
    await waitFor(() => expect(box("Beta")).toHaveProperty("checked", false));

    await user.click(box("Held"));
    await user.click(box("alpha"));
    await user.click(screen.getByRole("button", { name: text.actions.delete }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(text.confirmDelete(2));
    await user.click(within(dialog).getByRole("button", { name: messages.admin.confirm }));
    await waitFor(() => expect(bulk).toHaveLength(2));
    expect(bulk[1]).toEqual({ action: "delete", ids: [works[4].id, works[1].id] });

    const report = await screen.findByRole("alert");
    expect(report.textContent).toContain(text.refusedTitle(1));
    expect(report.textContent).toContain(text.refusedLine("Held", reason));
    // What was refused stays selected; what was done is not.
    expect(box("Held")).toHaveProperty("checked", true);
    expect(box("alpha")).toHaveProperty("checked", false);
    expect(screen.getByText(text.selected(1)).textContent).toBeTruthy();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import type { Series } from "#shared/series";
import { renderInApp, stubFetch } from "#tests/client-render";
import { Component as AdminPage } from "../pages/AdminPage";
import { SeriesPanel } from "./SeriesPanel";

const text = messages.adminSeries;
const fetchMock = stubFetch();

const series = (name: string, slug: string, position: number): Series => ({
  id: `0b5c6a4e-7c1d-4e2a-9f3b-2d1e0c9a8b7${position}`,
  name,
  slug,
  statement: "",
  statementHtml: "",
  excerpt: "",
  position,
  workCount: position + 1,
  coverUrl: null,
});

const harbour = series("Harbour", "harbour", 0);
const orchard = series("Orchard", "orchard", 1);

type Sent = { method: string; path: string; body: unknown };

/** The API: the series, and what the owner sends (answered as `answers` says, else as sent). */
function serve(answers: Record<string, () => Response> = {}) {
  const sent: Sent[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      sent.push({ method, path, body });
      if (answers[path]) return answers[path]();
      return Response.json({ ...harbour, ...body }, { status: method === "POST" ? 201 : 200 });
    }
    if (path === "/api/series") return Response.json([harbour, orchard]);
    return Response.json({ error: "Not found" }, { status: 404 });
  });
  return sent;
}

describe("the admin's Series tab", () => {
  it("lists the series in order, and moves one with its buttons", async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderInApp(<SeriesPanel />, { path: "/admin" });

    const list = await screen.findByRole("list", { name: text.heading });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Harbour"),
      expect.stringContaining("Orchard"),
    ]);
    expect(screen.getByRole("link", { name: "/series/harbour" }).getAttribute("href")).toBe(
      "/series/harbour",
    );
    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole("button", { name: text.moveUp("Harbour") })).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.getByRole("button", { name: text.moveDown("Orchard") })).toHaveProperty(
      "disabled",
      true,
    );
    await user.click(screen.getByRole("button", { name: text.moveUp("Orchard") }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: "PUT",
      path: `/api/admin/series/${orchard.id}`,
      body: { position: 0 },
    });
  });

  it("adds a series, refusing a bad address beside its field before sending", async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderInApp(<SeriesPanel />, { path: "/admin" });

    await user.click(await screen.findByRole("button", { name: text.add }));
    await user.type(screen.getByRole("textbox", { name: messages.series.name }), "Night Quay");
    const slug = screen.getByRole("textbox", { name: messages.series.slug });
    await user.type(slug, "Night Quay");
    const statement = screen.getByRole("textbox", { name: messages.series.statement });
    expect(statement.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText(messages.adminShop.pagesText)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: text.save }));
    expect(slug.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(messages.series.slugFormat)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(slug);
    await user.type(statement, "Lamps on *wet* stone.");
    await user.click(screen.getByRole("button", { name: text.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: "POST",
      path: "/api/admin/series",
      body: { name: "Night Quay", statement: "Lamps on *wet* stone." },
    });
  });

  it("shows the server's refusal of a taken address beside the field", async () => {
    const user = userEvent.setup();
    serve({
      [`/api/admin/series/${harbour.id}`]: () =>
        Response.json(
          {
            error: `slug: ${messages.series.slugTaken}`,
            fields: { slug: messages.series.slugTaken },
          },
          { status: 400 },
        ),
    });
    renderInApp(<SeriesPanel />, { path: "/admin" });
    await user.click(await screen.findByRole("button", { name: text.editTitle("Harbour") }));
    const slug = screen.getByRole("textbox", { name: messages.series.slug });
    expect((slug as HTMLInputElement).value).toBe("harbour");
    await user.clear(slug);
    await user.type(slug, "orchard");
    await user.click(screen.getByRole("button", { name: text.save }));
    await waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(messages.series.slugTaken)).toBeTruthy();
  });

  it("deletes a series only once the owner confirms", async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderInApp(<SeriesPanel />, { path: "/admin" });
    await user.click(await screen.findByRole("button", { name: text.remove("Orchard") }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(text.confirmText);
    await user.click(screen.getByRole("button", { name: text.cancel }));
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: text.remove("Orchard") }));
    await user.click(await screen.findByRole("button", { name: text.confirm }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: "DELETE", path: `/api/admin/series/${orchard.id}` });
  });

  it("is a tab of the admin page, opened from the address", async () => {
    serve();
    renderInApp(<AdminPage />, {
      path: "/admin",
      url: "/admin?tab=series",
      session: { id: "o1", email: "owner@example.com", name: "Owner", isOwner: true },
    });
    const tab = await screen.findByRole("tab", { name: text.tab });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("heading", { name: text.heading })).toBeTruthy();
  });
});

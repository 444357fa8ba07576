import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Enquiry } from "#shared/collectors";
import { messages } from "#shared/messages";
import { renderInApp, stubFetch } from "#tests/client-render";
import { Component as AdminPage } from "../pages/AdminPage";
import { EnquiriesPanel } from "./EnquiriesPanel";

const text = messages.adminEnquiries;
const fetchMock = stubFetch();

const question: Enquiry = {
  id: "00000000-0000-4000-8000-000000000002",
  kind: "question",
  artworkId: "2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11",
  artworkSlug: "harbour-at-dusk",
  artworkTitle: "Harbour at Dusk",
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "Is it <b>x</b> framed?\nThank you.",
  createdAt: "2026-03-02T12:00:00.000Z",
  doneAt: null,
};

const commission: Enquiry = {
  id: "00000000-0000-4000-8000-000000000001",
  kind: "commission",
  artworkId: null,
  artworkSlug: null,
  artworkTitle: "Quiet Field",
  name: "Grace Hopper",
  email: "grace@example.com",
  message: "Something like it, larger.",
  createdAt: "2026-03-01T12:00:00.000Z",
  doneAt: "2026-03-01T15:30:00.000Z",
};

let enquiries: Enquiry[] = [];

/** The API: the list, and Mark as done (the POST paths it was sent are kept). */
function serve() {
  const posted: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const done = path.match(/^\/api\/admin\/enquiries\/([^/]+)\/done$/);
    if (init?.method === "POST" && done) {
      posted.push(path);
      enquiries = enquiries.map((enquiry) =>
        enquiry.id === done[1] ? { ...enquiry, doneAt: "2026-03-05T10:00:00.000Z" } : enquiry,
      );
      return Response.json({ enquiry: enquiries.find((enquiry) => enquiry.id === done[1]) });
    }
    if (path === "/api/admin/enquiries") return Response.json({ enquiries });
    return Response.json({ error: "Not found" }, { status: 404 });
  });
  return posted;
}

const cardOf = async (name: string) =>
  (await screen.findByRole("article", { name })) as HTMLElement;

beforeEach(() => {
  enquiries = [structuredClone(question), structuredClone(commission)];
});

describe("EnquiriesPanel", () => {
  it("lists each enquiry with who sent it, the painting, and the message as text", async () => {
    serve();
    renderInApp(<EnquiriesPanel />, { path: "/admin", url: "/admin?tab=enquiries" });
    const card = await cardOf("Ada Lovelace");
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe(text.listTitle(2));
    // Newest first, as the API answers.
    expect(screen.getAllByRole("article").map((article) => article.dataset.enquiryId)).toEqual([
      question.id,
      commission.id,
    ]);

    expect(card.textContent).toContain(text.kinds.question);
    expect(card.textContent).toContain(text.open);
    expect(within(card).getByRole("link", { name: "ada@example.com" }).getAttribute("href")).toBe(
      "mailto:ada@example.com",
    );
    expect(within(card).getByRole("link", { name: "Harbour at Dusk" }).getAttribute("href")).toBe(
      `/?artwork=${question.artworkSlug}`,
    );
    expect(card.textContent).toContain("2 Mar 2026");

    // Never HTML: the markup a visitor typed is shown as they typed it.
    const message = card.querySelector("[data-enquiry-message]") as HTMLElement;
    expect(message.textContent).toBe(question.message);
    expect(message.querySelector("b")).toBeNull();
    expect(card.querySelector("b")).toBeNull();
    expect(message.className).toContain("whitespace-pre-line");

    // A painting gone from the gallery keeps its title, with no link; done ones say when.
    const done = await cardOf("Grace Hopper");
    expect(done.textContent).toContain(text.kinds.commission);
    expect(done.textContent).toContain("Quiet Field");
    expect(within(done).queryByRole("link", { name: "Quiet Field" })).toBeNull();
    expect(done.textContent).toContain(text.done);
    expect(done.textContent).toContain("1 Mar 2026, 15:30");
    expect(within(done).queryByRole("button")).toBeNull();
  });

  it("Mark as done calls the endpoint, and the card then shows Done with the date", async () => {
    const user = userEvent.setup();
    const posted = serve();
    renderInApp(<EnquiriesPanel />, { path: "/admin", url: "/admin?tab=enquiries" });
    const card = await cardOf("Ada Lovelace");
    const button = within(card).getByRole("button", {
      name: `${text.markDone} ${text.markDoneFor("Ada Lovelace")}`,
    });
    expect(button.textContent?.startsWith(text.markDone)).toBe(true);

    await user.click(button);
    await waitFor(() => expect(within(card).queryByRole("button")).toBeNull());
    expect(posted).toEqual([`/api/admin/enquiries/${question.id}/done`]);
    expect(card.textContent).toContain(text.done);
    expect(card.textContent).toContain("5 Mar 2026");
    expect(card.textContent).not.toContain(text.open);
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(
        text.markedDone("Ada Lovelace"),
      ),
    );
    // The button is gone: focus stays on this enquiry.
    expect(card.contains(document.activeElement)).toBe(true);
  });

  it("says so when the owner has no enquiries yet", async () => {
    enquiries = [];
    serve();
    renderInApp(<EnquiriesPanel />, { path: "/admin" });
    expect((await screen.findByText(text.empty)).closest("[role=status]")).not.toBeNull();
  });

  it("is the admin page's Enquiries tab, kept in the URL as ?tab=enquiries", async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderInApp(<AdminPage />, {
      path: "/admin",
      url: "/admin?tab=enquiries",
      session: { id: "o1", email: "owner@example.com", name: "Owner", isOwner: true },
    });
    const tab = await screen.findByRole("tab", { name: text.tab });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    await cardOf("Ada Lovelace");

    await user.click(screen.getByRole("tab", { name: messages.adminOrders.ordersTab }));
    expect(router.state.location.search).toBe("?tab=orders");
    await user.click(screen.getByRole("tab", { name: text.tab }));
    expect(router.state.location.search).toBe("?tab=enquiries");
    expect((await cardOf("Grace Hopper")).dataset.enquiryId).toBe(commission.id);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import type { ShopPage, ShopSettings } from "#shared/shop";
import { renderInApp, stubFetch } from "#tests/client-render";
import { Component as AdminPage } from "../pages/AdminPage";
import { ShopPanel } from "./ShopPanel";

const text = messages.adminShop;
const fetchMock = stubFetch();

const settings: ShopSettings = {
  businessName: "Maren Holloway Fine Art",
  address: "Studio 4, 12 Harbour Street\nFalmouth TR11 2AB",
  email: "studio@holloway.example",
  vatNumber: null,
  businessForm: "sole_trader",
  companyNumber: null,
  registeredOffice: null,
  artistName: "Maren Holloway",
  statement: "I paint the harbour in every weather.",
  portraitUrl: null,
  homeSubtitle: "Original paintings from a Cornish studio",
  metaDescription: "Original oil paintings by Maren Holloway",
  paymentInstructions: "Pay by bank transfer to 12-34-56 12345678.",
  instalmentsMax: 1,
  offers: { enabled: true, minPrice: 500, lowestShare: 0.7, showLowest: false },
  generator: true,
  noticesEmail: "studio@holloway.example",
  senderName: "Holloway Studio",
  delivery: {
    rates: {
      uk: { small: 0, medium: 0, large: 0, oversize: 0 },
      europe: { small: 45, medium: 75, large: 140, oversize: null },
      world: { small: 80, medium: 140, large: 260, oversize: null },
    },
    collection: true,
  },
};

const about: ShopPage = {
  slug: "about",
  title: "About the artist",
  markdown: "## The studio\n\nHello.",
  html: "<h2>The studio</h2>\n<p>Hello.</p>\n",
  updatedAt: null,
};

type Sent = { method: string; path: string; body: unknown };

/**
 * The API: the settings, the About page and its preview. `answers` gives the answer to a PUT
 * or POST by its path (by default, what was sent, as saved).
 */
function serve(answers: Record<string, () => Response> = {}) {
  const sent: Sent[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      const body = JSON.parse(String(init?.body ?? "null"));
      sent.push({ method, path, body });
      if (answers[path]) return answers[path]();
      if (path === "/api/admin/pages/preview") {
        return Response.json({ html: "<p>Previewed <em>text</em></p>\n" });
      }
      return Response.json(body);
    }
    if (path === "/api/admin/settings") return Response.json(settings);
    if (path === "/api/pages/about") return Response.json(about);
    return Response.json({ error: "Not found" }, { status: 404 });
  });
  return sent;
}

/** A field's reason, as assistive technology reads it: what its aria-describedby names. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const europeSmall = "Europe Small (longest side up to 50 cm)";

describe("the admin's Shop tab", () => {
  it("shows the server's reasons beside their fields when it refuses the details", async () => {
    const user = userEvent.setup();
    const sent = serve({
      "/api/admin/settings": () =>
        Response.json(
          {
            error: "email: Enter a valid email address",
            fields: {
              email: "Enter a valid email address",
              "delivery.rates.europe.small": "A delivery price must be 0 or more",
            },
          },
          { status: 400 },
        ),
    });
    renderInApp(<ShopPanel />, { path: "/admin", url: "/admin?tab=shop" });

    const email = await screen.findByRole("textbox", { name: text.email });
    expect((email as HTMLInputElement).value).toBe(settings.email);
    expect((screen.getByRole("textbox", { name: text.address }) as HTMLTextAreaElement).value).toBe(
      settings.address,
    );
    const price = screen.getByRole("textbox", { name: europeSmall });
    expect((price as HTMLInputElement).value).toBe("45");

    await user.click(screen.getByRole("button", { name: text.save }));
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(email)).toContain("Enter a valid email address");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(price)).toBe("A delivery price must be 0 or more");
    // Beside its own field: in the same cell as the price, under the same zone.
    const cell = price.closest("fieldset") as HTMLElement;
    expect(within(cell).getByText("A delivery price must be 0 or more")).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "PUT", path: "/api/admin/settings" });
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(text.saveFailed),
    );

    // Typing in the field clears its reason.
    await user.type(email, "x");
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });

  it("disables a cell ticked Not shipped, and sends it as not shipped", async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderInApp(<ShopPanel />, { path: "/admin" });

    const price = (await screen.findByRole("textbox", { name: europeSmall })) as HTMLInputElement;
    const box = screen.getByRole("checkbox", { name: `${europeSmall} ${text.notShipped}` });
    expect(price.disabled).toBe(false);
    await user.click(box);
    expect(price.disabled).toBe(true);
    expect(price.value).toBe("");
    // Unticked, the price is back as it was; ticked again for the save below.
    await user.click(box);
    expect(price.disabled).toBe(false);
    expect(price.value).toBe("45");
    await user.click(box);
    // A cell not shipped already arrives ticked and disabled.
    const oversize = screen.getByRole("textbox", {
      name: "Europe Oversize (longest side over 150 cm, or no size given)",
    }) as HTMLInputElement;
    expect(oversize.disabled).toBe(true);

    // A price that is not a number is refused here, beside its cell, and nothing is sent.
    const world = screen.getByRole("textbox", {
      name: "Rest of the world Medium (longest side up to 100 cm)",
    });
    await user.clear(world);
    await user.click(screen.getByRole("button", { name: text.save }));
    expect(descriptionOf(world)).toBe(text.rateRequired);
    expect(document.activeElement).toBe(world);
    expect(sent).toHaveLength(0);

    await user.type(world, "150.5");
    await user.click(screen.getByRole("button", { name: text.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({
      delivery: {
        rates: { europe: { small: null, medium: 75 }, world: { medium: 150.5 } },
        collection: true,
      },
    });
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(text.saved),
    );

    // The form now shows what was saved: the cell is not shipped.
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(price.disabled).toBe(true);
  });

  it("previews a page's Markdown as the server renders it, and shows its reasons beside it", async () => {
    const user = userEvent.setup();
    const sent = serve({
      "/api/admin/pages/about": () =>
        Response.json(
          {
            error: "markdown: Page text must not contain control characters",
            fields: { markdown: messages.shopPages.markdownControl },
          },
          { status: 400 },
        ),
    });
    renderInApp(<ShopPanel />, { path: "/admin" });

    const markdown = (await screen.findByRole("textbox", { name: text.markdown })) as HTMLElement;
    expect(screen.getByText(text.isDefault)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: text.preview }));
    expect((await screen.findByText("Previewed")).innerHTML).toBe("Previewed <em>text</em>");
    expect(sent[0]).toEqual({
      method: "POST",
      path: "/api/admin/pages/preview",
      body: { markdown: about.markdown },
    });

    await user.click(screen.getByRole("button", { name: text.savePage }));
    await waitFor(() => expect(descriptionOf(markdown)).toBe(messages.shopPages.markdownControl));
    expect(sent[1]).toMatchObject({
      method: "PUT",
      path: "/api/admin/pages/about",
      body: { title: about.title, markdown: about.markdown },
    });
  });

  it("is the admin page's Shop tab, kept in the URL as ?tab=shop", async () => {
    serve();
    renderInApp(<AdminPage />, {
      path: "/admin",
      url: "/admin?tab=shop",
      session: { id: "o1", email: "owner@example.com", name: "Owner", isOwner: true },
    });
    const tab = await screen.findByRole("tab", { name: text.tab });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("heading", { name: text.detailsTitle })).toBeTruthy();
  });
});

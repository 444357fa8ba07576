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
 * The API: the settings, the About page and its preview. `answers` gives the answer to a PUT,
 * POST or DELETE by its path (by default, what was sent, as saved); a multipart body is kept
 * as its FormData.
 */
function serve(answers: Record<string, () => Response> = {}) {
  const sent: Sent[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      const body =
        init?.body instanceof FormData ? init.body : JSON.parse(String(init?.body ?? "null"));
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

  it("sends every setting in one PUT: hers as changed, the rest as they were", async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderInApp(<ShopPanel />, { path: "/admin" });

    const artist = await screen.findByRole("textbox", { name: text.artistName });
    expect((artist as HTMLInputElement).value).toBe(settings.artistName);
    const percent = screen.getByRole("textbox", { name: text.lowestShare }) as HTMLInputElement;
    // The share the API gives, as the percentage she types.
    expect(percent.value).toBe("70");
    await user.clear(artist);
    await user.type(artist, "Maren K. Holloway");
    const statement = screen.getByRole("textbox", { name: text.statement });
    await user.clear(statement);
    await user.type(statement, "Harbours and weather.");
    await user.selectOptions(
      screen.getByRole("combobox", { name: text.instalmentsMax }),
      text.instalmentsParts(3),
    );
    await user.clear(percent);
    await user.type(percent, "65");
    await user.click(screen.getByRole("checkbox", { name: text.showLowest }));
    await user.click(screen.getByRole("checkbox", { name: text.generator }));
    const notices = screen.getByRole("textbox", { name: text.noticesEmail });
    await user.clear(notices);
    await user.type(notices, "orders@holloway.example");
    await user.click(screen.getByRole("button", { name: text.save }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const { portraitUrl: _shownOnly, ...unchanged } = settings;
    expect(sent[0]).toEqual({
      method: "PUT",
      path: "/api/admin/settings",
      body: {
        ...unchanged,
        artistName: "Maren K. Holloway",
        statement: "Harbours and weather.",
        instalmentsMax: 3,
        offers: { enabled: true, minPrice: 500, lowestShare: 0.65, showLowest: true },
        generator: false,
        noticesEmail: "orders@holloway.example",
      },
    });
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(text.saved),
    );
  });

  it("shows a reason beside its field, the form's own or the server's, and focuses the first", async () => {
    const user = userEvent.setup();
    const sent = serve({
      "/api/admin/settings": () =>
        Response.json(
          {
            error: "offers.minPrice: The lowest price that takes offers must be 0 or more",
            fields: {
              senderName: "Sender name of every e-mail must not contain control characters",
              "offers.minPrice": "The lowest price that takes offers must be 0 or more",
            },
          },
          { status: 400 },
        ),
    });
    renderInApp(<ShopPanel />, { path: "/admin" });

    // The form's own check: a percentage out of range is refused here, and nothing is sent.
    const percent = await screen.findByRole("textbox", { name: text.lowestShare });
    await user.clear(percent);
    await user.type(percent, "5");
    await user.click(screen.getByRole("button", { name: text.save }));
    expect(descriptionOf(percent)).toContain(text.lowestShareRange);
    expect(document.activeElement).toBe(percent);
    expect(sent).toHaveLength(0);

    // The server's, nested ones too, each beside its own field; the first in the form focused.
    await user.clear(percent);
    await user.type(percent, "50");
    await user.click(screen.getByRole("button", { name: text.save }));
    const minPrice = screen.getByRole("textbox", { name: text.offersMinPrice });
    await waitFor(() => expect(minPrice.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(minPrice)).toBe("The lowest price that takes offers must be 0 or more");
    const sender = screen.getByRole("textbox", { name: text.senderName });
    expect(descriptionOf(sender)).toContain("must not contain control characters");
    expect(document.activeElement).toBe(minPrice);
    expect(percent.getAttribute("aria-invalid")).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it("asks a limited company for its number and registered office", async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderInApp(<ShopPanel />, { path: "/admin" });

    const sole = await screen.findByRole("radio", { name: text.soleTrader });
    expect((sole as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole("textbox", { name: text.companyNumber })).toBeNull();
    expect(screen.queryByRole("textbox", { name: text.registeredOffice })).toBeNull();

    await user.click(screen.getByRole("radio", { name: text.company }));
    const number = screen.getByRole("textbox", { name: text.companyNumber }) as HTMLInputElement;
    const office = screen.getByRole("textbox", { name: text.registeredOffice });
    expect(number.required).toBe(true);
    expect((office as HTMLTextAreaElement).required).toBe(true);
    await user.click(screen.getByRole("button", { name: text.save }));
    expect(descriptionOf(number)).toBe(text.companyNumberRequired);
    expect(descriptionOf(office)).toBe(text.registeredOfficeRequired);
    expect(document.activeElement).toBe(number);
    expect(sent).toHaveLength(0);

    await user.type(number, "sc 123456");
    await user.type(office, "1 Quay Street, Falmouth TR11 3HH");
    await user.click(screen.getByRole("button", { name: text.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({
      businessForm: "company",
      companyNumber: "SC123456",
      registeredOffice: "1 Quay Street, Falmouth TR11 3HH",
    });
  });

  it("uploads her portrait as soon as it is chosen, shows it, and removes it", async () => {
    const user = userEvent.setup();
    const portraitUrl = `/images/avatar-${"cd".repeat(12)}-256.webp`;
    const sent = serve({
      "/api/admin/settings/portrait": () =>
        Response.json({
          ...settings,
          portraitUrl: sent.at(-1)?.method === "POST" ? portraitUrl : null,
        }),
    });
    const { container } = renderInApp(<ShopPanel />, { path: "/admin" });

    const upload = await screen.findByRole("button", { name: text.uploadPortrait });
    expect(screen.getByText(text.noPortrait)).toBeTruthy();
    expect(screen.queryByRole("button", { name: text.removePortrait })).toBeNull();
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]');
    await user.click(upload);
    await user.upload(
      picker as HTMLInputElement,
      new File(["x"], "me.jpg", { type: "image/jpeg" }),
    );

    const portrait = await screen.findByRole("img", { name: text.portraitAlt });
    expect(portrait.getAttribute("src")).toBe(portraitUrl);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/api/admin/settings/portrait" });
    expect((sent[0].body as FormData).get("photo")).toBeInstanceOf(File);
    // Nothing else is saved with it: the form's Save is its own.
    expect(sent).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: text.removePortrait }));
    await waitFor(() => expect(screen.queryByRole("img", { name: text.portraitAlt })).toBeNull());
    expect(sent[1]).toMatchObject({ method: "DELETE", path: "/api/admin/settings/portrait" });
    expect(screen.getByRole("button", { name: text.uploadPortrait })).toBeTruthy();
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

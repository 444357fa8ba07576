import { beforeAll, describe, expect, it } from "vitest";
import type { SettingsBody, ShopInfo, ShopPage } from "#shared/shop";
import { getJson, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

// The starter pages as they read for her shop: who trades in the form it trades in, how she is
// paid, what she allows, who she is and the unit her works are written in.

const soleTrader: SettingsBody = {
  businessName: "Maren Holloway Fine Art",
  address: "Studio 4, 12 Harbour Street\nFalmouth TR11 2AB",
  email: "studio@holloway.example",
  vatNumber: null,
  delivery: {
    rates: {
      uk: { small: 0, medium: 12.5, large: 25, oversize: 60 },
      europe: { small: 45, medium: 75, large: 140, oversize: null },
      world: { small: 80, medium: 140, large: null, oversize: null },
    },
    collection: true,
  },
  businessForm: "sole_trader",
};

const company: SettingsBody = {
  ...soleTrader,
  businessName: "Holloway Studio Ltd",
  vatNumber: "GB123456789",
  businessForm: "company",
  companyNumber: "12345678",
  registeredOffice: "Suite 300, Second Floor, Kingsway House\n103 Kingsway\nLondon WC2B 6QX",
};

const OFFICE = "Suite 300, Second Floor, Kingsway House, 103 Kingsway, London WC2B 6QX";

describe(`the starter pages follow her shop's settings, on ${testDbKind}`, () => {
  const t = useTestApp();
  let owner: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
  });
  const markdown = async (slug: string) =>
    (await getJson<ShopPage>(t.app, `/api/pages/${slug}`)).body.markdown;
  const save = async (body: SettingsBody) => {
    const saved = await t.send("PUT", "/api/admin/settings", body, { cookie: owner.cookie });
    expect(saved.status, await saved.clone().text()).toBe(200);
  };

  it("names a sole trader as one, and a company by its number and registered office, never as a sole trader", async () => {
    await save(soleTrader);
    const asSoleTrader = await markdown("terms");
    expect(asSoleTrader).toContain(
      `is run by Maren Holloway Fine Art, a sole trader in the United Kingdom, of Studio 4, 12 Harbour Street, Falmouth TR11 2AB.`,
    );
    expect(asSoleTrader).not.toMatch(/company/i);
    expect(asSoleTrader).toContain("We are not registered for VAT.");

    await save(company);
    const asCompany = await markdown("terms");
    expect(asCompany).toContain(
      `is run by Holloway Studio Ltd, a company registered in the United Kingdom, company number 12345678, whose registered office is at ${OFFICE}. Our trading address is Studio 4, 12 Harbour Street, Falmouth TR11 2AB.`,
    );
    expect(asCompany).not.toContain("sole trader");
    expect(asCompany).toContain("Our VAT number is GB123456789.");
    // What the foot of every page shows of a company.
    const shop = (await getJson<ShopInfo>(t.app, "/api/shop")).body;
    expect(shop).toMatchObject({
      businessName: "Holloway Studio Ltd",
      businessForm: "company",
      companyNumber: "12345678",
      registeredOffice: company.registeredOffice,
      vatNumber: "GB123456789",
    });

    // Back to a sole trader: no company number nor office is kept, or said.
    await save(soleTrader);
    expect(await markdown("terms")).toContain("a sole trader in the United Kingdom");
    expect((await getJson<ShopInfo>(t.app, "/api/shop")).body).toMatchObject({
      businessForm: "sole_trader",
      companyNumber: null,
      registeredOffice: null,
    });
  });

  it("says how a shop without cards is paid: her instructions, as typed, and the hold; Stripe never", async () => {
    await save({
      ...soleTrader,
      paymentInstructions: "Bank transfer to *M Holloway*\nSort code 12-34-56\n\n# Quote the order",
      instalmentsMax: 1,
      offers: { enabled: false, minPrice: 500, lowestShare: 0.5, showLowest: false },
    });
    const terms = await markdown("terms");
    const payment = terms.slice(terms.indexOf("## 5. Payment"), terms.indexOf("## 6."));
    expect(payment).toContain("the payment instructions we e-mail to you with your order");
    expect(payment).toContain(
      "> Bank transfer to \\*M Holloway\\*  \n> Sort code 12-34-56\n>\n> \\# Quote the order",
    );
    expect(payment).toContain(`for ${t.config.orderHoldHours} hours while you pay`);
    expect(payment).not.toContain("monthly parts");
    expect(payment).not.toContain("offer");
    const html = (await getJson<ShopPage>(t.app, "/api/pages/terms")).body.html;
    expect(html).toContain(
      "<blockquote>\n<p>Bank transfer to *M Holloway*<br>\nSort code 12-34-56</p>\n<p># Quote the order</p>\n</blockquote>",
    );
    for (const slug of ["terms", "privacy", "returns"]) {
      expect(await markdown(slug), slug).not.toContain("Stripe");
    }

    // Monthly parts and offers, once she allows them.
    await save({
      ...soleTrader,
      instalmentsMax: 4,
      offers: { enabled: true, minPrice: 300, lowestShare: 0.5, showLowest: false },
    });
    const allowing = await markdown("terms");
    expect(allowing).toContain("pay for your order in up to 4 monthly parts");
    expect(allowing).toContain("make an offer on a painting priced at £300 or more");
  });

  it("gives sizes in centimetres while her works are written so", async () => {
    expect(await markdown("delivery")).toContain("- Small (longest side up to 50 cm)");
    expect(await markdown("terms")).toContain("Sizes are given in centimetres, width by height");
  });

  it("keeps a page she wrote, whatever the settings become", async () => {
    const mine = { title: "My terms", markdown: "Sold as seen, by **me**." };
    expect(
      (await t.send("PUT", "/api/admin/pages/terms", mine, { cookie: owner.cookie })).status,
    ).toBe(200);
    await save(company);
    const { body } = await getJson<ShopPage>(t.app, "/api/pages/terms");
    expect(body).toMatchObject({ ...mine, html: "<p>Sold as seen, by <strong>me</strong>.</p>\n" });
    expect(body.updatedAt).not.toBeNull();
  });

  it("writes About from her name and statement, and generally while she has given none", async () => {
    await save({ ...soleTrader, artistName: "", statement: "" });
    const general = await markdown("about");
    expect(general).toContain("## The artist");
    expect(general).toContain("There are no prints and no editions");
    expect(general).toContain("The paintings in this gallery are the artist's own");

    await save({
      ...soleTrader,
      artistName: "Maren Holloway",
      statement: "I paint the *Cornish* coast.\n\nMostly in oil, outdoors.",
    });
    const hers = await markdown("about");
    expect(hers).toContain(
      "## Maren Holloway\n\nI paint the \\*Cornish\\* coast.\n\nMostly in oil",
    );
    expect(hers).toContain("The paintings in this gallery are Maren Holloway's own");
    expect(hers).toContain("follow Maren Holloway at the foot of any page");
    expect(hers).not.toContain("sketches and colour studies made from life");
    expect(hers).toContain("There are no prints and no editions");
  });
});

describe(`the starter pages of a shop that takes cards, on ${testDbKind}`, () => {
  const t = useTestApp({
    env: { STRIPE_SECRET_KEY: "sk_test_atelier", STRIPE_WEBHOOK_SECRET: "whsec_atelier_test" },
  });

  it("names Stripe, card payment's provider, in the terms and the privacy notice", async () => {
    const page = async (slug: string) =>
      (await getJson<ShopPage>(t.app, `/api/pages/${slug}`)).body.markdown;
    expect(await page("terms")).toContain("You pay by card through Stripe, our payment provider");
    const privacy = await page("privacy");
    expect(privacy).toContain("Card details go to our payment provider, Stripe");
    expect(privacy).toContain("Stripe for card payments");
    expect(await page("returns")).toContain("A card payment is refunded straight away");
  });
});

describe(`the starter pages of a shop whose works are in inches, on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [{ size: "24 x 36 in" }, { size: '16" x 20"' }, { size: "50 x 70 cm" }],
  });

  it("gives the delivery bands and the terms' sizes in inches, the bands' centimetres beside", async () => {
    const page = async (slug: string) =>
      (await getJson<ShopPage>(t.app, `/api/pages/${slug}`)).body.markdown;
    const delivery = await page("delivery");
    expect(delivery).toContain("- Small (longest side up to 19.7 in / 50 cm)");
    expect(delivery).toContain("- Large (longest side up to 59.1 in / 150 cm)");
    expect(delivery).toContain("- Oversize (longest side over 59.1 in / 150 cm, or no size given)");
    expect(await page("terms")).toContain("Sizes are given in inches, width by height");
  });
});

const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta name="description" content="x" /><title>%GALLERY_NAME%</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

describe(`a company's terms and foot as the server renders them, on ${testDbKind}`, () => {
  const t = useTestApp({ indexHtml: TEMPLATE, env: { PUBLIC_URL: "https://gallery.example" } });
  /** The foot of the page: who trades. */
  const trader = (html: string) => html.match(/<address[^>]*>([\s\S]*?)<\/address>/)?.[1] ?? "";

  it("renders /terms with the company's number and office, in its text and at its foot", async () => {
    const owner = await t.signIn({ owner: true });
    await t.send("PUT", "/api/admin/settings", company, { cookie: owner.cookie });
    const response = await t.app.request("/terms");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("a company registered in the United Kingdom, company number 12345678");
    const foot = trader(html);
    expect(foot).toContain("Holloway Studio Ltd");
    expect(foot).toContain("Registered in the United Kingdom, company number 12345678");
    expect(foot).toContain(`Registered office: ${OFFICE}`);
    expect(foot).toContain("VAT number GB123456789");

    // A sole trader's foot names no company.
    await t.send("PUT", "/api/admin/settings", soleTrader, { cookie: owner.cookie });
    const sole = trader(await (await t.app.request("/terms")).text());
    expect(sole).toContain("Maren Holloway Fine Art");
    expect(sole).not.toContain("company number");
    expect(sole).not.toContain("Registered office");
  });
});

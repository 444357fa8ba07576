import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { artworks } from "#server/db/schema";
import { messages } from "#shared/messages";
import type { SettingsBody, ShopInfo } from "#shared/shop";
import { getJson, newArtwork, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

const settings: SettingsBody = {
  businessName: "Maren Holloway Fine Art",
  address: "Studio 4, 12 Harbour Street\nFalmouth TR11 2AB",
  email: "studio@holloway.example",
  vatNumber: null,
  delivery: {
    rates: {
      uk: { small: 0, medium: 10, large: 25.5, oversize: 60 },
      europe: { small: 45, medium: 75, large: 140, oversize: null },
      world: { small: 80, medium: 140, large: null, oversize: null },
    },
    collection: false,
  },
};

describe(`the shop's business details and delivery rates on ${testDbKind}`, () => {
  const t = useTestApp();
  let owner: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
    shopper = await t.signIn();
  });
  const put = (body: unknown, user = owner) =>
    t.send("PUT", "/api/admin/settings", body, { cookie: user.cookie });

  it("tells anyone the new shop's defaults: free in the UK, by size abroad", async () => {
    const { status, body } = await getJson<ShopInfo>(t.app, "/api/shop");
    expect(status).toBe(200);
    expect(body).toEqual({
      galleryName: t.config.galleryName,
      businessName: "",
      address: "",
      email: "",
      vatNumber: null,
      delivery: {
        rates: {
          uk: { small: 0, medium: 0, large: 0, oversize: 0 },
          europe: { small: 45, medium: 75, large: 140, oversize: null },
          world: { small: 80, medium: 140, large: 260, oversize: null },
        },
        collection: true,
      },
      returnDays: 14,
      businessForm: "sole_trader",
      companyNumber: null,
      registeredOffice: null,
      artistName: "",
      statement: "",
      portraitUrl: null,
      homeSubtitle: messages.home.heroText,
      metaDescription: messages.home.heroText,
      generator: true,
      // Offers from £500, instalments of up to three parts: the configuration's defaults. The
      // lowest offer is hers to show: not shown until she says so.
      offers: { enabled: true, minPrice: 500 },
      offersMinPrice: 500,
      instalmentsMax: 3,
      // No Stripe, no PAYMENT_INSTRUCTIONS: the buyer is told they will be e-mailed how.
      payment: { method: "manual", instructions: null, holdHours: t.config.orderHoldHours },
    });
  });

  it("lets only owners read or change the settings", async () => {
    expect((await t.app.request("/api/admin/settings")).status).toBe(401);
    const asShopper = await t.app.request("/api/admin/settings", {
      headers: { cookie: shopper.cookie },
    });
    expect(asShopper.status).toBe(403);
    expect((await put(settings, shopper)).status).toBe(403);
    expect((await t.send("PUT", "/api/admin/settings", settings)).status).toBe(401);
  });

  it("keeps what the owner saves, pence exact, and shows it to everyone", async () => {
    const saved = await put({ ...settings, vatNumber: "gb 123 4567 89" });
    expect(saved.status).toBe(200);
    const expected = { ...settings, vatNumber: "GB123456789" };
    expect(await saved.json()).toMatchObject(expected);
    const read = await t.app.request("/api/admin/settings", { headers: { cookie: owner.cookie } });
    expect(await read.json()).toMatchObject(expected);
    expect((await getJson<ShopInfo>(t.app, "/api/shop")).body).toMatchObject(expected);
  });

  it.each([
    ["a negative rate", { rates: { europe: { small: -1 } } }, "delivery.rates.europe.small"],
    ["three decimals", { rates: { uk: { large: 2.555 } } }, "delivery.rates.uk.large"],
    ["a rate as text", { rates: { world: { small: "80" } } }, "delivery.rates.world.small"],
    ["an absurd rate", { rates: { world: { medium: 1e9 } } }, "delivery.rates.world.medium"],
    ["a missing band", { rates: { uk: { oversize: undefined } } }, "delivery.rates.uk.oversize"],
    ["an unknown band", { rates: { uk: { huge: 5 } } }, "delivery.rates.uk"],
    ["collection as text", { collection: "yes" }, "delivery.collection"],
  ])("refuses %s beside its field, and keeps what was saved", async (_, change, field) => {
    const before = await (
      await t.app.request("/api/admin/settings", { headers: { cookie: owner.cookie } })
    ).json();
    const { rates: rateChange = {}, ...deliveryChange } = change as {
      rates?: Record<string, Record<string, unknown>>;
    };
    const rates = Object.fromEntries(
      Object.entries(settings.delivery.rates).map(([zone, bands]) => [
        zone,
        { ...bands, ...rateChange[zone] },
      ]),
    );
    const response = await put({
      ...settings,
      delivery: { ...settings.delivery, rates, ...deliveryChange },
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fields)).toEqual([field]);
    const after = await t.app.request("/api/admin/settings", { headers: { cookie: owner.cookie } });
    expect(await after.json()).toEqual(before);
  });

  it.each([
    ["businessName", "", "Trading name is required"],
    ["businessName", "Holloway\u0007", "Trading name must not contain control characters"],
    ["address", "  ", "Address is required"],
    ["address", "Studio\u001b 4", "Address must not contain control characters"],
    ["email", "not an address", "Enter a valid email address"],
    ["vatNumber", "123", "Enter a UK VAT number, such as GB 123 4567 89, or leave it empty"],
  ])("refuses %s %j with its reason", async (field, value, reason) => {
    const response = await put({ ...settings, [field]: value });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ [field]: reason });
  });
});

describe(`a delivery quote for the shopper's cart on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [
      { title: "Small", size: "40 x 50 cm", price: 300 },
      { title: "Medium", size: "60 x 80 cm", price: 450.5 },
      { title: "Oversize", size: "120 x 180 cm", price: 2000 },
      { title: "Sold", size: "30 x 30 cm", price: 99, soldElsewhere: true },
    ],
  });
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await t.signIn();
    for (const artwork of t.artworks) {
      await t.send("PUT", `/api/cart/${artwork.id}`, undefined, { cookie: buyer.cookie });
    }
  });
  const quote = async (query: string, user = buyer) => {
    const response = await t.app.request(`/api/delivery/quote${query}`, {
      headers: { cookie: user.cookie },
    });
    return { status: response.status, body: await response.json() };
  };

  it("derives each painting's band from its longest side", () => {
    expect(t.artworks.map((artwork) => artwork.shippingBand)).toEqual([
      "small",
      "medium",
      "oversize",
      "small",
    ]);
  });

  it("is free in the UK, the default, for the paintings that can be ordered", async () => {
    expect(await quote("")).toEqual({
      status: 200,
      body: {
        country: "GB",
        zone: "uk",
        subtotal: 2750.5,
        shipping: 0,
        total: 2750.5,
        blocked: [],
      },
    });
  });

  it("names the painting that does not go abroad, and prices the rest", async () => {
    const oversize = t.artworks[2];
    const france = await quote("?country=FR");
    expect(france.body).toEqual({
      country: "FR",
      zone: "europe",
      subtotal: 2750.5,
      shipping: 45 + 75,
      total: 2750.5 + 120,
      blocked: [oversize.id],
    });
    // The owner ships it after all, by choosing its band: now every painting has a price.
    await t.db.update(artworks).set({ shippingBand: "large" }).where(eq(artworks.id, oversize.id));
    const japan = await quote("?country=Japan");
    expect(japan.body).toMatchObject({
      country: "JP",
      zone: "world",
      shipping: 80 + 140 + 260,
      total: 2750.5 + 480,
      blocked: [],
    });
  });

  it("takes a code in any case or a name, refuses anything else, and is for shoppers only", async () => {
    expect((await quote("?country=de")).body).toMatchObject({ country: "DE", zone: "europe" });
    expect((await quote("?country=United%20Kingdom")).body).toMatchObject({ country: "GB" });
    const bad = await quote("?country=Atlantis");
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ country: "Choose a country from the list" });
    expect((await t.app.request("/api/delivery/quote?country=FR")).status).toBe(401);
  });

  it("quotes only the caller's own cart", async () => {
    const other = await t.signIn();
    expect((await quote("?country=FR", other)).body).toEqual({
      country: "FR",
      zone: "europe",
      subtotal: 0,
      shipping: 0,
      total: 0,
      blocked: [],
    });
  });
});

describe(`an artwork's shipping band on ${testDbKind}`, () => {
  const t = useTestApp();

  it("follows the size until the owner chooses one, and a bad choice is refused", async () => {
    const owner = await t.signIn({ owner: true });
    const created = await t.send(
      "POST",
      "/api/artworks",
      { ...newArtwork("Harbour"), size: "100 x 70 cm" },
      { cookie: owner.cookie },
    );
    const artwork = await created.json();
    expect(artwork.shippingBand).toBe("medium");
    const chosen = await t.send(
      "PUT",
      `/api/artworks/${artwork.id}`,
      { ...newArtwork("Harbour"), size: "100 x 70 cm", shippingBand: "large" },
      { cookie: owner.cookie },
    );
    expect((await chosen.json()).shippingBand).toBe("large");
    const refused = await t.send(
      "PUT",
      `/api/artworks/${artwork.id}`,
      { ...newArtwork("Harbour"), shippingBand: "huge" },
      { cookie: owner.cookie },
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields).toEqual({
      shippingBand: "Shipping band must be small, medium, large or oversize",
    });
  });
});

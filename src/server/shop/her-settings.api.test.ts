import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import type { SettingsBody, ShopInfo, ShopSettings } from "#shared/shop";
import { getJson, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

// The owner's own settings beyond the trader and the delivery: who she is, her business form,
// how she is paid, the offers she takes, and who her mail is from and to.

const text = messages.adminShop;

const trader: SettingsBody = {
  businessName: "Maren Holloway Fine Art",
  address: "Studio 4, 12 Harbour Street\nFalmouth TR11 2AB",
  email: "studio@holloway.example",
  vatNumber: null,
  delivery: {
    rates: {
      uk: { small: 0, medium: 10, large: 25, oversize: 60 },
      europe: { small: 45, medium: 75, large: 140, oversize: null },
      world: { small: 80, medium: 140, large: null, oversize: null },
    },
    collection: true,
  },
};

describe(`her settings on ${testDbKind}`, () => {
  const t = useTestApp({
    env: { PAYMENT_INSTRUCTIONS: "Pay by bank transfer: we e-mail the details." },
  });
  let owner: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
  });
  const put = (body: unknown) =>
    t.send("PUT", "/api/admin/settings", body, { cookie: owner.cookie });
  const read = async (): Promise<ShopSettings> =>
    (await t.app.request("/api/admin/settings", { headers: { cookie: owner.cookie } })).json();

  it("reads the configuration's values until she saves her own", async () => {
    const settings = await read();
    expect(settings).toMatchObject({
      businessForm: "sole_trader",
      paymentInstructions: "Pay by bank transfer: we e-mail the details.",
      instalmentsMax: 3,
      offers: { enabled: true, minPrice: 500, lowestShare: 0.5, showLowest: false },
      generator: true,
      senderName: t.config.galleryName,
    });
  });

  it("keeps every setting she saves, and shows buyers only what is theirs to see", async () => {
    const saved = await put({
      ...trader,
      artistName: "Maren Holloway",
      statement: "I paint the Cornish coast in oil,\nout of doors.",
      homeSubtitle: "Oil paintings of the Cornish coast",
      metaDescription: "Original oil paintings by Maren Holloway, from her Falmouth studio.",
      businessForm: "company",
      companyNumber: "sc 123 456",
      registeredOffice: "1 Quay Street\nFalmouth TR11 3HH",
      paymentInstructions: "Bank transfer to 12-34-56 12345678, your order number as reference.",
      instalmentsMax: 6,
      offers: { enabled: true, minPrice: 750.5, lowestShare: 0.7, showLowest: false },
      generator: false,
      noticesEmail: "Orders@Holloway.example",
      senderName: "Maren at Holloway",
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const expected = {
      artistName: "Maren Holloway",
      statement: "I paint the Cornish coast in oil,\nout of doors.",
      homeSubtitle: "Oil paintings of the Cornish coast",
      metaDescription: "Original oil paintings by Maren Holloway, from her Falmouth studio.",
      businessForm: "company",
      companyNumber: "SC123456",
      registeredOffice: "1 Quay Street\nFalmouth TR11 3HH",
      paymentInstructions: "Bank transfer to 12-34-56 12345678, your order number as reference.",
      instalmentsMax: 6,
      offers: { enabled: true, minPrice: 750.5, lowestShare: 0.7, showLowest: false },
      generator: false,
      noticesEmail: "Orders@Holloway.example",
      senderName: "Maren at Holloway",
    };
    expect(await saved.json()).toMatchObject(expected);
    expect(await read()).toMatchObject(expected);

    const shop = (await getJson<ShopInfo>(t.app, "/api/shop")).body;
    expect(shop).toMatchObject({
      artistName: "Maren Holloway",
      businessForm: "company",
      companyNumber: "SC123456",
      generator: false,
      instalmentsMax: 6,
      offers: { enabled: true, minPrice: 750.5 },
      payment: {
        method: "manual",
        instructions: "Bank transfer to 12-34-56 12345678, your order number as reference.",
      },
    });
    // Her notices' address, her sender's name and an unshown lowest offer are hers alone.
    expect(shop.offers).not.toHaveProperty("lowestShare");
    expect(shop).not.toHaveProperty("noticesEmail");
    expect(shop).not.toHaveProperty("senderName");

    await put({ ...trader, offers: { ...expected.offers, showLowest: true } });
    expect((await getJson<ShopInfo>(t.app, "/api/shop")).body.offers).toEqual({
      enabled: true,
      minPrice: 750.5,
      lowestShare: 0.7,
    });
  });

  it("leaves each setting not sent as it was, and takes back the settings as read", async () => {
    await put({ ...trader, artistName: "Maren Holloway", instalmentsMax: 4 });
    expect((await put(trader)).status).toBe(200);
    expect(await read()).toMatchObject({ artistName: "Maren Holloway", instalmentsMax: 4 });
    // What GET gives may be sent back whole, the portrait's URL with it.
    const whole = await read();
    expect((await put({ ...whole, instalmentsMax: 2 })).status).toBe(200);
    expect(await read()).toEqual({ ...whole, instalmentsMax: 2 });
  });

  it("keeps a value sent back as it stands for an unset one unset: it goes on following", async () => {
    await put({ ...trader, noticesEmail: null, senderName: null, paymentInstructions: null });
    const unset = await read();
    expect(unset).toMatchObject({
      noticesEmail: trader.email,
      senderName: t.config.galleryName,
      paymentInstructions: "Pay by bank transfer: we e-mail the details.",
    });
    // The form sends them back as read; then the contact e-mail changes.
    await put(unset);
    await put({ ...unset, email: "hello@holloway.example" });
    expect(await read()).toMatchObject({
      email: "hello@holloway.example",
      noticesEmail: "hello@holloway.example",
    });
    // Without PAYMENT_INSTRUCTIONS' own words, the checkout tells buyers they will be e-mailed.
    expect((await getJson<ShopInfo>(t.app, "/api/shop")).body.payment).toMatchObject({
      instructions: "Pay by bank transfer: we e-mail the details.",
    });
  });

  it("refuses a company without its number or registered office, beside each field", async () => {
    await put({ ...trader, businessForm: "sole_trader" });
    const response = await put({ ...trader, businessForm: "company", companyNumber: " " });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      companyNumber: text.companyNumberRequired,
      registeredOffice: text.registeredOfficeRequired,
    });
    expect((await read()).businessForm).toBe("sole_trader");
  });

  it("forgets a company's number and office once she trades as a sole trader", async () => {
    await put({
      ...trader,
      businessForm: "company",
      companyNumber: "01234567",
      registeredOffice: "1 Quay Street, Falmouth",
    });
    await put({ ...trader, businessForm: "sole_trader", companyNumber: "01234567" });
    expect(await read()).toMatchObject({
      businessForm: "sole_trader",
      companyNumber: null,
      registeredOffice: null,
    });
  });

  it.each([
    ["businessForm", "partnership", "businessForm"],
    ["companyNumber", "1234", "companyNumber"],
    ["artistName", "Maren\u0007", "artistName"],
    ["artistName", "x".repeat(121), "artistName"],
    ["statement", "s".repeat(1001), "statement"],
    ["homeSubtitle", "line\nbreak", "homeSubtitle"],
    ["metaDescription", 42, "metaDescription"],
    ["paymentInstructions", "Pay\u0007", "paymentInstructions"],
    ["instalmentsMax", 0, "instalmentsMax"],
    ["instalmentsMax", 7, "instalmentsMax"],
    ["instalmentsMax", 2.5, "instalmentsMax"],
    ["instalmentsMax", "3", "instalmentsMax"],
    [
      "offers",
      { enabled: true, minPrice: -1, lowestShare: 0.5, showLowest: false },
      "offers.minPrice",
    ],
    [
      "offers",
      { enabled: true, minPrice: 5.001, lowestShare: 0.5, showLowest: false },
      "offers.minPrice",
    ],
    [
      "offers",
      { enabled: true, minPrice: 500, lowestShare: 0.05, showLowest: false },
      "offers.lowestShare",
    ],
    [
      "offers",
      { enabled: true, minPrice: 500, lowestShare: 1, showLowest: false },
      "offers.lowestShare",
    ],
    [
      "offers",
      { enabled: true, minPrice: 500, lowestShare: 0.555, showLowest: false },
      "offers.lowestShare",
    ],
    [
      "offers",
      { enabled: "yes", minPrice: 500, lowestShare: 0.5, showLowest: false },
      "offers.enabled",
    ],
    ["offers", { enabled: true, minPrice: 500, lowestShare: 0.5 }, "offers.showLowest"],
    ["generator", "off", "generator"],
    ["noticesEmail", "not an address", "noticesEmail"],
    ["senderName", "Maren\r\nBcc: all@example.com", "senderName"],
  ])("refuses %s %j beside %s, and saves nothing", async (name, value, field) => {
    const before = await read();
    const response = await put({ ...trader, artistName: "Someone else", [name]: value });
    expect(response.status).toBe(400);
    const { fields } = await response.json();
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]).toEqual(expect.any(String));
    expect(await read()).toEqual(before);
  });
});

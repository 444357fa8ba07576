import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ShopTrader } from "#shared/shop";
import { galleryTexts } from "#shared/texts/gallery";
import { renderInApp, stubFetch } from "#tests/client-render";
import { Footer } from "./Footer";

const text = galleryTexts.footer;
const fetchMock = stubFetch();

const soleTrader: ShopTrader = {
  businessName: "Maren Holloway Fine Art",
  address: "Studio 4\nFalmouth",
  email: "studio@holloway.example",
  vatNumber: "GB123456789",
  businessForm: "sole_trader",
  companyNumber: null,
  registeredOffice: null,
};

/** The footer, with `GET /api/shop` answering `trader` (the rest of the shop is not read). */
async function footerOf(trader: ShopTrader) {
  fetchMock.mockImplementation(async (input) =>
    new URL(String(input), "http://localhost").pathname === "/api/shop"
      ? Response.json({ ...trader, galleryName: "Atelier" })
      : Response.json({}, { status: 404 }),
  );
  renderInApp(<Footer />);
  const address = (await screen.findByText(trader.businessName)).closest("address");
  if (!address) throw new Error("The footer names no trader");
  return within(address as HTMLElement);
}

describe("the foot of every page", () => {
  it("gives a company's number, registered office and VAT number, as the law asks", async () => {
    const foot = await footerOf({
      ...soleTrader,
      businessName: "Holloway Studio Ltd",
      businessForm: "company",
      companyNumber: "12345678",
      registeredOffice: "Kingsway House\n103 Kingsway,\nLondon WC2B 6QX",
    });
    expect(await foot.findByText(text.companyNumber("12345678"))).toBeTruthy();
    expect(
      foot.getByText(text.registeredOffice("Kingsway House, 103 Kingsway, London WC2B 6QX")),
    ).toBeTruthy();
    expect(foot.getByText(text.vatNumber("GB123456789"))).toBeTruthy();
    expect(foot.getByRole("link", { name: "studio@holloway.example" })).toBeTruthy();
  });

  it("names a sole trader, their VAT number and e-mail, and no company", async () => {
    const foot = await footerOf(soleTrader);
    expect(await foot.findByRole("link", { name: "studio@holloway.example" })).toBeTruthy();
    expect(foot.getByText(text.vatNumber("GB123456789"))).toBeTruthy();
    expect(foot.queryByText(/company number/i)).toBeNull();
    expect(foot.queryByText(/registered office/i)).toBeNull();
  });

  it("names no VAT number for a trader not registered", async () => {
    const foot = await footerOf({ ...soleTrader, vatNumber: null });
    expect(await foot.findByRole("link", { name: "studio@holloway.example" })).toBeTruthy();
    expect(foot.queryByText(/VAT/)).toBeNull();
  });
});

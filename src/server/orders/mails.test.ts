import { describe, expect, it } from "vitest";
import { mailTexts } from "#shared/mail-texts";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { Order } from "#shared/order";
import { orderMails, type Trader } from "./mails";

const text = mailTexts.orders;
const context = { gallery: "Atelier", publicUrl: "https://gallery.example" };
const trader: Trader = {
  name: "Maren Holloway Fine Art",
  address: "Studio 4\nFalmouth TR11 2AB",
  email: "studio@holloway.example",
  vatNumber: "GB123456789",
};

const order: Order = {
  id: "7b40a2e1-2bf8-4a43-8821-084ea202ffc0",
  number: "A-1001",
  status: "awaiting_payment",
  items: [
    {
      artworkId: null,
      artworkSlug: null,
      title: "Harbour at Dusk",
      artist: "Maren Holloway",
      imageUrl: "/images/harbour.webp",
      price: 1250,
      kind: "original",
      quantity: 1,
      edition: null,
      prints: [],
      certificate: null,
      plan: null,
    },
  ],
  subtotal: 1250,
  shipping: 0,
  total: 1250,
  shippingAddress: null,
  collect: { name: "Ada Lovelace", phone: "07700 900123" },
  paymentMethod: "manual",
  holdExpiresAt: "2026-11-25T14:05:00.000Z",
  createdAt: "2026-11-22T14:05:00.000Z",
  paidAt: null,
  shippedAt: null,
  deliveredAt: null,
  returnRequestedAt: null,
  returnReason: null,
  cancelUntil: null,
  trackingNumber: null,
  paymentInstructions: "Pay by bank transfer.",
  payUrl: null,
  refund: null,
  plan: null,
};

describe("the order e-mails' record of the contract", () => {
  it("says a collected order is collected from the studio, with no import charges", () => {
    const mail = orderMails.placed(context, order, "ada@example.com", trader);
    expect(mail.text).toContain(
      `${text.record.collection}: Ada Lovelace, ${messages.checkout.collectLine}, 07700 900123`,
    );
    expect(mail.text).not.toContain(messages.orders.importCharges);
    expect(mail.text).toContain(`${text.shipping}: ${text.free}`);
    expect(mail.text).toContain(`${text.record.vatNumber}: GB123456789`);
    expect(mail.text).toContain(`${text.record.address}: Studio 4, Falmouth TR11 2AB`);
    expect(mail.headers).toEqual({ "Reply-To": "studio@holloway.example" });
    expect(mail.html).toContain(
      '<a href="https://gallery.example/terms">https://gallery.example/terms</a>',
    );
  });

  it("names the shop when the owner has not given business details yet, and asks no reply", () => {
    const unnamed = { name: "Atelier", address: "", email: "", vatNumber: null };
    const mail = orderMails.paid(context, { ...order, status: "paid" }, "ada@example.com", unnamed);
    expect(mail.text).toContain(`${text.record.seller}: Atelier`);
    expect(mail.text).not.toContain(`${text.record.address}:`);
    expect(mail.headers).toBeUndefined();
  });

  it("tells a returning buyer where to send it, and escapes their reason", () => {
    const returning = {
      ...order,
      status: "return_requested" as const,
      returnReason: "<b>Too big</b>",
    };
    const mail = orderMails.returnRequested(context, returning, "ada@example.com", trader);
    expect(mail.text).toContain(
      `${text.returnRequested.sendTo}: Maren Holloway Fine Art, Studio 4, Falmouth TR11 2AB`,
    );
    expect(mail.text).toContain(`${text.returnRequested.reason}: <b>Too big</b>`);
    expect(mail.html).not.toContain("<b>Too big</b>");
  });
});

describe("prints in the order e-mails", () => {
  const prints: Order["items"][number] = {
    ...order.items[0],
    kind: "print",
    title: "Meadow",
    price: 45,
    quantity: 2,
    edition: {
      id: "1f0c1a52-7c43-4d8e-9f0b-2a3c4d5e6f70",
      format: "Giclée print",
      width: 30,
      height: 40,
      unit: "cm",
      size: 50,
    },
    prints: [
      { number: 7, size: 50, certificate: { code: "AAAA-BBBB-CCCC-DDDD", url: "/p/7" } },
      { number: 8, size: 50, certificate: { code: "EEEE-FFFF-GGGG-HHHH", url: "/p/8" } },
    ],
  };

  it("names each print line with its format, quantity and price, and links every print's certificate", () => {
    const paid = { ...order, status: "paid" as const, items: [prints] };
    const mail = orderMails.paid(context, paid, "ada@example.com", trader);
    expect(mail.text).toContain(
      `- Print of Meadow, Giclée print, 30 × 40 cm ${text.by("Maren Holloway")}: 2 × ${formatPrice(45)}`,
    );
    expect(mail.text).toContain(text.certificates.pdf("Meadow, Print 7 of 50"));
    expect(mail.text).toContain("https://gallery.example/verify/EEEE-FFFF-GGGG-HHHH");
    expect(mail.html).toContain(`2 × ${formatPrice(45)}`);
  });
});

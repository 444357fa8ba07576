import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import type { Order } from "#shared/order";
import { type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { placeOrderFor, TEST_SHIPPING } from "#tests/orders";
import { mailsTo } from "#tests/outbox";
import { CERTIFICATE_CODE } from "./service";

// Certificates of authenticity (docs/product.md: after the sale): issued when an order is
// paid, one per painting, a PDF for the buyer and the owners only, and a public page that
// checks a code without naming the buyer.

describe(`certificates of authenticity on ${testDbKind}`, () => {
  const t = useTestApp({
    env: { ADMIN_EMAILS: "owner@example.com", GALLERY_NAME: "Maren's Studio" },
    artworks: [
      { title: "Harbour", size: "36 x 48 in", medium: "Oil on canvas", year: 2019 },
      { title: "Meadow", size: "Large", medium: "Watercolour" },
    ],
  });
  let buyer: TestUser;
  let owner: TestUser;
  let order: Order;
  beforeAll(async () => {
    buyer = await t.signIn({ email: "buyer@example.com" });
    owner = await t.signIn({ email: "owner@example.com" });
    order = await placeOrderFor(
      t,
      buyer.cookie,
      t.artworks.map((artwork) => artwork.id),
    );
  });

  it("issues none before payment, and one unique code per painting when the order is paid", async () => {
    expect(order.items.map((item) => item.certificate)).toEqual([null, null]);
    const paid = await t.send("POST", `/api/admin/orders/${order.id}/paid`, undefined, {
      cookie: owner.cookie,
    });
    expect(paid.status).toBe(200);
    order = (await paid.json()).order;
    const [first, second] = order.items.map((item) => item.certificate);
    for (const [certificate, item] of [
      [first, order.items[0]],
      [second, order.items[1]],
    ] as const) {
      expect(certificate?.code).toMatch(CERTIFICATE_CODE);
      expect(certificate?.url).toBe(`/api/orders/${order.id}/certificates/${item.artworkId}`);
    }
    expect(first?.code).not.toBe(second?.code);
    // The buyer's own view of the order carries them too.
    const mine = await t.send("GET", `/api/orders/${order.id}`, undefined, {
      cookie: buyer.cookie,
    });
    expect(
      (await mine.json()).order.items.map((item: Order["items"][0]) => item.certificate),
    ).toEqual([first, second]);
    // The paid e-mail links each certificate and its public page.
    await t.deliverMail();
    const paidMail = (await mailsTo(t.dataDir, "buyer@example.com")).find((mail) =>
      mail.subject.startsWith("Payment received"),
    );
    expect(paidMail?.body).toContain(`http://localhost:3000/verify/${first?.code}`);
    expect(paidMail?.body).toContain(`http://localhost:3000${first?.url}`);
  });

  it("answers the PDF to the buyer and the owners, and 404 to anyone else", async () => {
    const url = order.items[0].certificate?.url ?? "";
    const stranger = await t.signIn();
    const answers = await Promise.all(
      [buyer.cookie, owner.cookie, stranger.cookie, undefined].map((cookie) =>
        t.send("GET", url, undefined, cookie ? { cookie } : {}),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 404]);
    const pdf = new Uint8Array(await answers[0].arrayBuffer());
    expect(answers[0].headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toContain("Harbour");

    const wrong = [
      `/api/orders/${order.id}/certificates/00000000-0000-4000-8000-000000000000`,
      `/api/orders/00000000-0000-4000-8000-000000000000/certificates/${order.items[0].artworkId}`,
      `/api/orders/not-an-id/certificates/${order.items[0].artworkId}`,
      `/api/orders/${order.id}/certificates/${encodeURIComponent("' OR 1=1")}`,
    ];
    for (const path of wrong) {
      expect((await t.send("GET", path, undefined, { cookie: owner.cookie })).status).toBe(404);
    }
  });

  it("shows anyone the work and that the certificate is genuine, never who bought it", async () => {
    const code = order.items[0].certificate?.code ?? "";
    for (const asked of [code, code.toLowerCase()]) {
      const page = await t.app.request(`/verify/${asked}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("x-robots-tag")).toBe("noindex");
      const html = await page.text();
      expect(html).toContain("This certificate is genuine");
      expect(html).toContain("Harbour");
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain("91.4 × 121.9 cm (36 x 48 in)");
      // The year it was painted, not the year it was sold or listed.
      expect(html).toContain("<dt>Year</dt><dd>2019</dd>");
      for (const secret of [
        TEST_SHIPPING.name,
        TEST_SHIPPING.line1,
        TEST_SHIPPING.postcode,
        "buyer@example.com",
        order.number,
      ]) {
        expect(html).not.toContain(secret);
      }
    }
    for (const unknown of ["AAAA-BBBB-CCCC-DDDD", "not-a-code", `${code}-X`, "%3Cscript%3E"]) {
      expect((await t.app.request(`/verify/${unknown}`)).status).toBe(404);
    }
  });
});

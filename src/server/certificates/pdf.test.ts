import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  StandardFonts,
} from "pdf-lib";
import { create } from "qrcode";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CertificateData,
  certificatePdf,
  dimensionsText,
  plainText,
  qrMatrix,
  wrapText,
} from "./pdf";

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 64;

const certificate: CertificateData = {
  code: "7KQ2-M9XD-4HTR-P3WV",
  verifyUrl: "https://atelier.example/verify/7KQ2-M9XD-4HTR-P3WV",
  title: "Harbour at Dusk",
  artist: "Maren Holloway",
  medium: "Oil on canvas",
  size: "36 x 48 in",
  dimensions: { widthCm: 91.44, heightCm: 121.92 },
  year: 2026,
  buyerName: "Zoë Lindqvist",
  soldAt: new Date("2026-11-25T14:05:00Z"),
  orderNumber: "A-1004",
  gallery: "Atelier Holloway",
  image: null,
};

/** A portrait painting, 300 × 500, as the route hands it over. */
let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp({
    create: { width: 300, height: 500, channels: 3, background: { r: 40, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer();
});

/** The PDF parsed back, with its one page's content stream as text. */
async function read(bytes: Uint8Array) {
  // Without updateMetadata, loading leaves the producer and dates as they were written.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const content = streams
    .map((ref) => doc.context.lookup(ref))
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error("a page content that is not a stream");
      return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
    })
    .join("\n");
  return { doc, page, content };
}

type Shown = { text: string; font: string; size: number; x: number; y: number; turned: boolean };

/** WinAnsi's bytes back to text ("—" is 0x97), as the standard fonts themselves encode it. */
const winAnsi = new Map<number, string>();
beforeAll(async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  for (const codePoint of font.getCharacterSet()) {
    const char = String.fromCodePoint(codePoint);
    winAnsi.set(Number.parseInt(font.encodeText(char).asString(), 16), char);
  }
});

/** Every line of text the page shows, with its font, size and where it starts. */
function shownText(content: string): Shown[] {
  const shown: Shown[] = [];
  let font = "";
  let size = 0;
  let at = { x: 0, y: 0, turned: false };
  const operators = /\/(\S+) ([\d.]+) Tf|(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) Tm|<([0-9A-F]*)> Tj/g;
  for (const m of content.matchAll(operators)) {
    if (m[1]) [font, size] = [m[1], Number(m[2])];
    else if (m[3]) at = { x: Number(m[7]), y: Number(m[8]), turned: m[3] !== "1" || m[4] !== "0" };
    else
      shown.push({
        text: [...Buffer.from(m[9], "hex")].map((byte) => winAnsi.get(byte)).join(""),
        font,
        size,
        ...at,
      });
  }
  return shown;
}

/** All the page's text as one string, lines joined by a space (as wrapping split them). */
const allText = (content: string) =>
  shownText(content)
    .map(({ text }) => text)
    .join(" ");

/** The QR code as drawn: the rectangles marked "QRCode", back into rows of modules. */
function drawnQr(content: string): boolean[][] {
  const marked = content.match(/\/QRCode BMC([\s\S]*?)EMC/)?.[1] ?? "";
  const rects = [...marked.matchAll(/(\S+) (\S+) (\S+) (\S+) re/g)].map((m) =>
    m.slice(1, 5).map(Number),
  );
  // Every rectangle is one module tall; the top-left finder pattern gives the left and top.
  const unit = Math.min(...rects.map(([, , , h]) => h));
  const left = Math.min(...rects.map(([x]) => x));
  const top = Math.max(...rects.map(([, y, , h]) => y + h));
  const size = Math.round((Math.max(...rects.map(([x, , w]) => x + w)) - left) / unit);
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [x, y, w, h] of rects) {
    const row = Math.round((top - y - h) / unit);
    const start = Math.round((x - left) / unit);
    for (let col = start; col < start + Math.round(w / unit); col++) modules[row][col] = true;
  }
  return modules;
}

/** The names of the images the page can draw. */
function pageImages(page: Awaited<ReturnType<typeof read>>["page"]): string[] {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return xObjects ? xObjects.keys().map(String) : [];
}

describe("certificatePdf", () => {
  it("is one A4 portrait page, titled and dated as the sale", async () => {
    const bytes = await certificatePdf(certificate);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const { doc, page } = await read(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = page.getSize();
    expect(width).toBeCloseTo(A4.width, 2);
    expect(height).toBeCloseTo(A4.height, 2);
    expect(doc.getTitle()).toBe("Certificate of Authenticity — Harbour at Dusk");
    expect(doc.getAuthor()).toBe("Atelier Holloway");
    expect(doc.getCreator()).toBe("Atelier");
    expect(doc.getProducer()).toBe("Atelier");
    expect(doc.getCreationDate()).toEqual(certificate.soldAt);
  });

  it("writes the work, the sale, the code and where to verify it", async () => {
    const { content } = await read(await certificatePdf(certificate));
    const text = allText(content);
    for (const expected of [
      "Atelier Holloway",
      "Certificate of Authenticity",
      "Harbour at Dusk",
      "Maren Holloway",
      "Oil on canvas",
      "91.4 × 121.9 cm (36 x 48 in)",
      "2026",
      "Zoë Lindqvist",
      "25 November 2026",
      "A-1004",
      "Verify this certificate at https://atelier.example/verify/7KQ2-M9XD-4HTR-P3WV",
      "This certifies that the work described above is an original, one of a kind, sold by Atelier Holloway.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("VOID");
    // The code in the monospace font.
    const code = shownText(content).find(({ text }) => text === certificate.code);
    expect(code?.font).toMatch(/^Courier/);
  });

  it("embeds the painting whole, in its own proportions", async () => {
    const { page, content } = await read(await certificatePdf({ ...certificate, image: jpeg }));
    expect(pageImages(page)).toHaveLength(1);
    const drawn = content.match(/(\S+) 0 0 (\S+) 0 0 cm\s+(?:1 0 0 1 0 0 cm\s+)?\/Image\S* Do/);
    expect(drawn).not.toBeNull();
    const [width, height] = [Number(drawn?.[1]), Number(drawn?.[2])];
    expect(width / height).toBeCloseTo(300 / 500, 3);
    expect(width).toBeLessThanOrEqual(A4.width - 2 * MARGIN);
  });

  it("takes a PNG too", async () => {
    const png = await sharp(jpeg).png().toBuffer();
    const { page } = await read(await certificatePdf({ ...certificate, image: png }));
    expect(pageImages(page)).toHaveLength(1);
  });

  it("is complete without a picture, or with bytes that are not one", async () => {
    for (const image of [null, Buffer.from("not an image")]) {
      const { page, content } = await read(await certificatePdf({ ...certificate, image }));
      expect(pageImages(page)).toEqual([]);
      expect(allText(content)).toContain("Harbour at Dusk");
    }
  });

  it("writes what the standard fonts cannot as its plain form", async () => {
    const { content } = await read(
      await certificatePdf({
        ...certificate,
        title: "Zoë 🌊 李",
        artist: "Łukasz Żółć",
        buyerName: "王小明 👨‍👩‍👧",
        gallery: "Galerie ‑ Ünïcödé",
      }),
    );
    const text = allText(content);
    expect(text).toContain("Zoë ? ?");
    expect(text).toContain("Lukasz Zólc");
    expect(text).toContain("??? ?");
    expect(text).toContain("Galerie - Ünïcödé");
  });

  it("keeps every line, however long, inside the margins", async () => {
    const title = "Harbour at dusk with the fishing boats coming home ".repeat(4).slice(0, 200);
    const long = "Oil and charcoal on linen, over a cradled birch panel ".repeat(20);
    const { content } = await read(
      await certificatePdf({
        ...certificate,
        image: jpeg,
        title,
        medium: long,
        buyerName: long,
        gallery: long,
        verifyUrl: `https://atelier.example/verify/${"7KQ2M9XD".repeat(30)}`,
        void: true,
      }),
    );
    // The 200-character title fits its four lines whole.
    expect(allText(content)).toContain(title.trim());

    const scratch = await PDFDocument.create();
    const fonts = new Map<string, Awaited<ReturnType<typeof scratch.embedFont>>>();
    for (const line of shownText(content).filter(({ turned }) => !turned)) {
      const name = Object.values(StandardFonts).find((font) => line.font.startsWith(`${font}-`));
      if (!name) throw new Error(`an unexpected font: ${line.font}`);
      if (!fonts.has(name)) fonts.set(name, await scratch.embedFont(name));
      const width = fonts.get(name)?.widthOfTextAtSize(line.text, line.size) ?? Infinity;
      expect(line.x, line.text).toBeGreaterThanOrEqual(MARGIN - 0.01);
      expect(line.x + width, line.text).toBeLessThanOrEqual(A4.width - MARGIN + 0.01);
      expect(line.y, line.text).toBeGreaterThanOrEqual(MARGIN - 0.01);
      expect(line.y + line.size, line.text).toBeLessThanOrEqual(A4.height - MARGIN + 0.01);
    }
  });

  it("says VOID, on the page and in the text, for a refunded sale", async () => {
    const normal = await certificatePdf(certificate);
    const voided = await certificatePdf({ ...certificate, void: true });
    expect(Buffer.from(voided).equals(Buffer.from(normal))).toBe(false);
    const shown = shownText((await read(voided)).content);
    const stamps = shown.filter(({ text }) => text === "VOID — this sale was refunded");
    // A note under the heading, and the stamp across the page, turned and large.
    expect(stamps).toHaveLength(2);
    expect(stamps.some(({ turned, size }) => turned && size > 30)).toBe(true);
    expect(shown.map(({ text }) => text).join(" ")).toContain(
      "This certificate is void: the sale of the work described above by Atelier Holloway was refunded",
    );
  });

  it("draws the QR code of exactly the verification URL", async () => {
    const { content } = await read(await certificatePdf(certificate));
    const drawn = drawnQr(content);
    const { modules } = create(certificate.verifyUrl);
    const expected = Array.from({ length: modules.size }, (_, row) =>
      Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
    );
    expect(drawn).toEqual(expected);
    expect(qrMatrix(certificate.verifyUrl)).toEqual(expected);
    expect(drawn).not.toEqual(qrMatrix(`${certificate.verifyUrl}X`));
  });
});

describe("plainText", () => {
  let font: Awaited<ReturnType<PDFDocument["embedFont"]>>;
  beforeAll(async () => {
    font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  });

  it.each([
    ["Zoë 🌊 李", "Zoë ? ?"],
    ["Zoe\u0308", "Zoë"],
    ["Łódź", "Lódz"],
    ["Ő ő", "O o"],
    ["ﬁne ①", "fine 1"],
    ["👨‍👩‍👧 🇬🇧", "? ?"],
    ["a\u2011b\u2013c", "a-b–c"],
    ["zero\u200bwidth", "zerowidth"],
    ["two\nlines\there", "two lines here"],
    ["£1,200 — café", "£1,200 — café"],
  ])("writes %j as %j", (text, plain) => {
    expect(plainText(text, font)).toBe(plain);
    expect(() => font.encodeText(plainText(text, font))).not.toThrow();
  });
});

describe("wrapText", () => {
  let font: Awaited<ReturnType<PDFDocument["embedFont"]>>;
  beforeAll(async () => {
    font = await (await PDFDocument.create()).embedFont(StandardFonts.TimesRoman);
  });

  it("breaks between words, no line wider than asked", () => {
    const text = "Harbour at dusk with the fishing boats coming home "
      .repeat(4)
      .slice(0, 200)
      .trim();
    const lines = wrapText(text, font, 12, 200);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 12)).toBeLessThanOrEqual(200);
  });

  it("breaks inside a word only when it is wider than a line", () => {
    const url = `https://atelier.example/verify/${"7KQ2M9XD".repeat(10)}`;
    const lines = wrapText(`at ${url}`, font, 12, 150);
    expect(lines[0]).toBe("at");
    expect(lines.slice(1).join("")).toBe(url);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 12)).toBeLessThanOrEqual(150);
  });
});

describe("dimensionsText", () => {
  it("gives centimetres to one decimal, then the size as written", () => {
    expect(dimensionsText(certificate)).toBe("91.4 × 121.9 cm (36 x 48 in)");
  });

  it("says a size written in centimetres once, not twice", () => {
    for (const size of ["120 x 90 cm", "120×90cm", "120 X 90 CM"]) {
      expect(dimensionsText({ size, dimensions: { widthCm: 120, heightCm: 90 } })).toBe(
        "120 × 90 cm",
      );
    }
    expect(
      dimensionsText({ size: "30 x 20.5 cm", dimensions: { widthCm: 30, heightCm: 20.5 } }),
    ).toBe("30 × 20.5 cm");
    expect(
      dimensionsText({ size: "120 x 90 cm framed", dimensions: { widthCm: 120, heightCm: 90 } }),
    ).toBe("120 × 90 cm (120 x 90 cm framed)");
  });

  it("is the size as written when there are no centimetres", () => {
    expect(dimensionsText({ size: "36 x 48 in", dimensions: null })).toBe("36 x 48 in");
  });
});

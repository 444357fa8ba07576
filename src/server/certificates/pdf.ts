import type { PDFDocument, PDFFont, PDFImage, PDFOperator, PDFPage } from "pdf-lib";
import { onFirstUse } from "#server/lib/on-first-use";
import { formatDay } from "#shared/dates";
import { messages } from "#shared/messages";
import { formatSize } from "#shared/wall";
import { fitText, type Style } from "./pdf-text";

export { plainText, wrapText } from "./pdf-text";

// Loaded on the first certificate, not at start: pdf-lib alone is ~0.3 s of every start, and
// certificates are asked for rarely (docs/decisions/025-certificates.md).
const pdfLib = onFirstUse<typeof import("pdf-lib")>("pdf-lib");
const qrcode = onFirstUse<typeof import("qrcode")>("qrcode");

/** Everything one certificate shows: the painting as sold, the sale and where to check it. */
export type CertificateData = {
  /** The certificate's code, e.g. "7KQ2-M9XD-4HTR-P3WV". */
  code: string;
  /** The absolute URL of the public verification page, which the QR code opens. */
  verifyUrl: string;
  title: string;
  artist: string;
  medium: string;
  /** The free-text size, e.g. "36 x 48 in". */
  size: string;
  dimensions: { widthCm: number; heightCm: number } | null;
  year: number;
  buyerName: string;
  /** The date of sale. */
  soldAt: Date;
  /** e.g. "A-1004". */
  orderNumber: string;
  /** The gallery's name. */
  gallery: string;
  /** The painting as JPEG or PNG bytes (the caller converts), or none. */
  image: Buffer | null;
  /** A refunded sale: the page says VOID, clearly. */
  void?: boolean;
  /** A numbered print's: its number of the edition's size. */
  print?: { number: number; size: number };
};

const TEXT = messages.certificatePdf;

/** A4 portrait, in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 64;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** The painting's box: never taller than this (the upper half), and left out below the minimum. */
const IMAGE_MAX_HEIGHT = 320;
const IMAGE_MIN_HEIGHT = 72;
const LABEL_WIDTH = 110;
const QR_SIZE = 96;
const GAP = 24;

const COLORS = {
  ink: [0.12, 0.106, 0.086],
  muted: [0.42, 0.39, 0.345],
  rule: [0.8, 0.77, 0.72],
  red: [0.76, 0.1, 0.1],
} as const;

type Styles = Record<
  "gallery" | "heading" | "voidNote" | "label" | "value" | "statement" | "code" | "verify",
  Style
> & { stamp: PDFFont };

/** The certificate as a one-page A4 PDF. */
export async function certificatePdf(data: CertificateData): Promise<Uint8Array> {
  // No automatic metadata: the dates are the sale's, and the producer is the shop, not pdf-lib.
  const doc = await pdfLib().PDFDocument.create({ updateMetadata: false });
  setMetadata(doc, data);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const styles = await embedStyles(doc);

  // The footer (code, QR code) sits on the bottom margin and the header on the top one; the
  // painting takes what room the details and the statement leave between them.
  let top = drawHeader(page, styles, data, PAGE.height - MARGIN);
  const footerTop = drawFooter(page, styles, data);
  const details = detailRows(data, styles);
  const statement = fitText(
    data.void
      ? TEXT.voidStatement(data.gallery)
      : data.print
        ? TEXT.printStatement(data.gallery, data.print.number, data.print.size)
        : TEXT.statement(data.gallery),
    styles.statement,
    CONTENT_WIDTH,
    4,
  );
  const textHeight =
    detailsHeight(details, styles) + GAP + statement.length * styles.statement.leading;
  const middle = { top, bottom: footerTop };
  const imageRoom = Math.min(IMAGE_MAX_HEIGHT, top - footerTop - textHeight - 2 * GAP);
  const image = imageRoom >= IMAGE_MIN_HEIGHT ? await embedImage(doc, data.image) : null;
  if (image) top = drawImage(page, image, top, imageRoom) - GAP;
  // Without a picture, the text stands in the middle of the page rather than under its head.
  else top -= Math.max(0, (top - footerTop - textHeight - GAP) / 2);

  top = drawDetails(page, styles, details, top) - GAP;
  drawLines(page, statement, styles.statement, top, "center");
  if (data.void) drawVoidStamp(page, styles.stamp, middle);
  return doc.save();
}

function setMetadata(doc: PDFDocument, data: CertificateData) {
  doc.setTitle(`${TEXT.heading} — ${data.title}`, { showInWindowTitleBar: true });
  doc.setAuthor(data.gallery);
  doc.setSubject(TEXT.subject(data.code, data.void === true));
  doc.setCreator("Atelier");
  doc.setProducer("Atelier");
  doc.setLanguage("en-GB");
  doc.setCreationDate(data.soldAt);
  doc.setModificationDate(data.soldAt);
}

/** The standard fonts (nothing to ship or load) in the sizes the page uses. */
async function embedStyles(doc: PDFDocument): Promise<Styles> {
  const { StandardFonts, rgb } = pdfLib();
  const [sans, sansBold, serif, serifItalic, mono] = await Promise.all(
    [
      StandardFonts.Helvetica,
      StandardFonts.HelveticaBold,
      StandardFonts.TimesRoman,
      StandardFonts.TimesRomanItalic,
      StandardFonts.CourierBold,
    ].map((name) => doc.embedFont(name)),
  );
  const ink = rgb(...COLORS.ink);
  const muted = rgb(...COLORS.muted);
  return {
    gallery: { font: sans, size: 10, leading: 14, color: muted },
    heading: { font: serif, size: 28, leading: 34, color: ink },
    voidNote: { font: sansBold, size: 12, leading: 16, color: rgb(...COLORS.red) },
    label: { font: sans, size: 8, leading: 15.5, color: muted },
    value: { font: serif, size: 12.5, leading: 15.5, color: ink },
    statement: { font: serifItalic, size: 11.5, leading: 15, color: ink },
    code: { font: mono, size: 15, leading: 20, color: ink },
    verify: { font: sans, size: 8.5, leading: 11.5, color: muted },
    stamp: sansBold,
  };
}

/** The painting, if its bytes are a JPEG or a PNG that embeds: a certificate without its
 * picture is better than none, so bad bytes leave the picture out rather than fail. */
async function embedImage(doc: PDFDocument, bytes: Buffer | null): Promise<PDFImage | null> {
  if (!bytes) return null;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
    if (bytes.subarray(0, 4).toString("latin1") === "\x89PNG") return await doc.embedPng(bytes);
  } catch {
    // Not a readable image after all: the text and the QR code are the certificate.
  }
  return null;
}

/**
 * Draws lines from `top` down, left at `x` or centred on the page, and returns where they end.
 * The first baseline is one font size below `top`, each next one `leading` further.
 */
function drawLines(
  page: PDFPage,
  lines: string[],
  style: Style,
  top: number,
  align: "center" | { x: number },
): number {
  lines.forEach((line, index) => {
    const x =
      align === "center"
        ? (PAGE.width - style.font.widthOfTextAtSize(line, style.size)) / 2
        : align.x;
    const y = top - style.size - index * style.leading;
    page.drawText(line, { x, y, font: style.font, size: style.size, color: style.color });
  });
  return top - lines.length * style.leading;
}

function drawRule(page: PDFPage, y: number, width: number) {
  const x = (PAGE.width - width) / 2;
  const color = pdfLib().rgb(...COLORS.rule);
  page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.75, color });
}

// --- Parts of the page --------------------------------------------------------------------

/** The gallery's name, the heading, and on a void certificate the word VOID under it. */
function drawHeader(page: PDFPage, styles: Styles, data: CertificateData, top: number): number {
  let y = drawLines(
    page,
    fitText(data.gallery, styles.gallery, CONTENT_WIDTH, 1),
    styles.gallery,
    top,
    "center",
  );
  y = drawLines(page, [TEXT.heading], styles.heading, y - 10, "center");
  drawRule(page, y - 6, 56);
  y -= 18;
  if (data.void) y = drawLines(page, [TEXT.void], styles.voidNote, y, "center") - 4;
  return y - GAP;
}

/** The painting, whole and in proportion, centred in a box `maxHeight` tall at most. */
function drawImage(page: PDFPage, image: PDFImage, top: number, maxHeight: number): number {
  const scale = Math.min(CONTENT_WIDTH / image.width, maxHeight / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const x = (PAGE.width - width) / 2;
  const y = top - height;
  page.drawImage(image, { x, y, width, height });
  // A hairline frame, so a pale painting does not fade into the paper.
  const borderColor = pdfLib().rgb(...COLORS.rule);
  page.drawRectangle({ x, y, width, height, borderColor, borderWidth: 0.5 });
  return y;
}

type DetailRow = { label: string; lines: string[] };

/** A size as its words and numbers, whatever the spacing, case or multiplication sign. */
const sizeWords = (size: string) =>
  size
    .toLowerCase()
    .replace(/\s*[x×]\s*/g, "x")
    .replace(/\s+/g, "");

/**
 * "91.4 × 121.9 cm (36 x 48 in)"; "120 × 90 cm" when the size as written says just that
 * ("120 x 90 cm": nothing to add); only the size as written when there are no centimetres.
 */
export function dimensionsText(data: Pick<CertificateData, "size" | "dimensions">): string {
  if (!data.dimensions) return data.size;
  const centimetres = formatSize(data.dimensions);
  return sizeWords(centimetres) === sizeWords(data.size)
    ? centimetres
    : `${centimetres} (${data.size})`;
}

/** The two columns' rows, each value wrapped to its column and kept to a few lines. */
function detailRows(data: CertificateData, styles: Styles): DetailRow[] {
  const labels = TEXT.labels;
  const rows: Array<[string, string, number]> = [
    [labels.title, data.title, 4],
    [labels.artist, data.artist, 2],
    ...(data.print
      ? [
          [
            labels.edition,
            messages.editions.printNumber(data.print.number, data.print.size),
            1,
          ] as [string, string, number],
        ]
      : []),
    [labels.medium, data.medium, 2],
    [labels.dimensions, dimensionsText(data), 2],
    [labels.year, String(data.year), 1],
    [labels.collector, data.buyerName, 2],
    [labels.soldOn, formatDay(data.soldAt.toISOString()), 1],
    [labels.order, data.orderNumber, 1],
  ];
  const width = CONTENT_WIDTH - LABEL_WIDTH;
  return rows.map(([label, value, maxLines]) => ({
    label: label.toUpperCase(),
    lines: fitText(value, styles.value, width, maxLines),
  }));
}

const ROW_GAP = 5;

function detailsHeight(rows: DetailRow[], styles: Styles): number {
  const lines = rows.reduce((sum, row) => sum + Math.max(1, row.lines.length), 0);
  return lines * styles.value.leading + (rows.length - 1) * ROW_GAP;
}

function drawDetails(page: PDFPage, styles: Styles, rows: DetailRow[], top: number): number {
  let y = top;
  for (const row of rows) {
    // The label's baseline is the value's first one: one font size below the row's top.
    page.drawText(row.label, {
      x: MARGIN,
      y: y - styles.value.size,
      font: styles.label.font,
      size: styles.label.size,
      color: styles.label.color,
    });
    const end = drawLines(page, row.lines, styles.value, y, { x: MARGIN + LABEL_WIDTH });
    y = Math.min(end, y - styles.value.leading) - ROW_GAP;
  }
  return y + ROW_GAP;
}

/**
 * The QR code on the bottom margin, with the code and the verification URL beside it, and a
 * rule above; returns where the rule is.
 */
function drawFooter(page: PDFPage, styles: Styles, data: CertificateData): number {
  const textX = MARGIN + QR_SIZE + GAP;
  const textWidth = PAGE.width - MARGIN - textX;
  const code = fitText(data.code, styles.code, textWidth, 2);
  const verify = fitText(TEXT.verify(data.verifyUrl), styles.verify, textWidth, 5);
  const textHeight =
    styles.label.leading +
    code.length * styles.code.leading +
    4 +
    verify.length * styles.verify.leading;
  const blockTop = MARGIN + Math.max(QR_SIZE, textHeight);

  drawQr(page, qrMatrix(data.verifyUrl), MARGIN, blockTop, QR_SIZE);
  // The text column is centred on the QR code's height.
  let y = blockTop - Math.max(0, (QR_SIZE - textHeight) / 2);
  y = drawLines(page, [TEXT.code.toUpperCase()], styles.label, y, { x: textX });
  y = drawLines(page, code, styles.code, y, { x: textX }) - 4;
  drawLines(page, verify, styles.verify, y, { x: textX });

  const ruleY = blockTop + GAP;
  drawRule(page, ruleY, CONTENT_WIDTH);
  return ruleY;
}

/** The QR code's modules for `url`, row by row, true where dark (error correction M). */
export function qrMatrix(url: string): boolean[][] {
  const { modules } = qrcode().create(url, { errorCorrectionLevel: "M" });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
  );
}

/**
 * Draws the QR code as vector squares (sharp at any print size), one rectangle per run of dark
 * modules in a row, `size` wide with its top-left corner at (`x`, `top`). Its quiet zone is the
 * white around it. The operators are marked "QRCode", so the drawn code can be found again.
 */
function drawQr(page: PDFPage, modules: boolean[][], x: number, top: number, size: number) {
  const lib = pdfLib();
  const unit = size / modules.length;
  const operators: PDFOperator[] = [
    lib.beginMarkedContent("QRCode"),
    lib.pushGraphicsState(),
    lib.setFillingRgbColor(0, 0, 0),
  ];
  modules.forEach((row, index) => {
    for (const [start, length] of darkRuns(row)) {
      operators.push(
        lib.rectangle(x + start * unit, top - (index + 1) * unit, length * unit, unit),
      );
    }
  });
  operators.push(lib.fill(), lib.popGraphicsState(), lib.endMarkedContent());
  page.pushOperators(...operators);
}

/** [start, length] of each run of dark modules in a row. */
function darkRuns(row: boolean[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  row.forEach((dark, col) => {
    if (!dark) return;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === col) last[1]++;
    else runs.push([col, 1]);
  });
  return runs;
}

/**
 * "VOID — this sale was refunded" in red, corner to corner across the page's middle (between
 * the heading and the footer): over the painting and its details, but not the QR code, which
 * still opens the verification page that says the same.
 */
function drawVoidStamp(page: PDFPage, font: PDFFont, area: { top: number; bottom: number }) {
  const { degrees, rgb } = pdfLib();
  const height = area.top - area.bottom;
  const angle = Math.atan2(height, CONTENT_WIDTH);
  const size = (0.8 * Math.hypot(CONTENT_WIDTH, height)) / font.widthOfTextAtSize(TEXT.void, 1);
  const textWidth = font.widthOfTextAtSize(TEXT.void, size);
  const textHeight = font.heightAtSize(size, { descender: false });
  // pdf-lib turns text about its origin: step back from the area's centre by half the text's
  // turned width and height, so that the text's own centre lands there.
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const x = PAGE.width / 2 - ((textWidth / 2) * cos - (textHeight / 2) * sin);
  const y = area.bottom + height / 2 - ((textWidth / 2) * sin + (textHeight / 2) * cos);
  page.drawText(TEXT.void, {
    x,
    y,
    size,
    font,
    color: rgb(...COLORS.red),
    opacity: 0.45,
    rotate: degrees((angle * 180) / Math.PI),
  });
}

import { sharp } from "#server/images/sharp";
import { escapeHtml } from "#server/lib/html";
import {
  artworkCardLayout,
  type Box,
  CARD_HEIGHT,
  CARD_WIDTH,
  galleryCardLayout,
  type Size,
} from "./layout";
import { fitLines, type Measure } from "./lines";

/** The gallery's own colours (src/client/styles.css), so a preview looks like the shop. */
const COLOURS = {
  canvas: "#faf7f2",
  ink: "#1c1917",
  muted: "#57534e",
  line: "#e7e2d9",
  accent: "#9a3412",
  // The panel a painting hangs on: the line colour, a shade deeper, like a wall.
  wall: "#ece6dc",
};

/**
 * DejaVu comes with fontconfig on Debian and most Linux systems, and covers the accents and
 * typographic quotes titles have; the generic family lets fontconfig choose when it is absent.
 * Text is measured (Pango, through libvips) and drawn (librsvg, also Pango) with the same
 * fonts, so the lines fitted are the lines drawn.
 */
type Font = {
  family: "DejaVu Serif, serif" | "DejaVu Sans, sans-serif";
  bold: boolean;
  size: number;
};
const TITLE: Font = { family: "DejaVu Serif, serif", bold: true, size: 52 };
const BYLINE: Font = { family: "DejaVu Sans, sans-serif", bold: false, size: 34 };
const GALLERY: Font = { family: "DejaVu Sans, sans-serif", bold: true, size: 28 };
const GALLERY_TITLE: Font = { family: "DejaVu Serif, serif", bold: true, size: 54 };
const LINE_HEIGHT = 1.2;
/** Between the title's last line and the byline. */
const BYLINE_GAP = 20;
/** Where the baseline sits below the top of a line, as a share of the size (DejaVu's ascent). */
const ASCENT = 0.93;

/** What a painting's card shows; `painting` is its image, or null to draw it without one. */
export type ArtworkCardContent = {
  title: string;
  artist: string;
  gallery: string;
  painting: Buffer | null;
};

/** What the gallery's card shows: its newest paintings (their images) and its name. */
export type GalleryCardContent = { gallery: string; tagline: string; paintings: Buffer[] };

/** How wide `text` is drawn in `font`: Pango's layout of it, as libvips renders text. */
function measureIn(font: Font): Measure {
  const description = `${font.family.replace(/,\s*/g, ",")}${font.bold ? " Bold" : ""} ${font.size}`;
  return async (text) => {
    if (!text) return 0;
    const { info } = await sharp({
      text: { text: escapeHtml(text), font: description, dpi: 72 },
    }).toBuffer({ resolveWithObject: true });
    return info.width;
  };
}

/** One line of SVG text; `x` is its start, or its middle with `anchor: "middle"`. */
function svgText(
  text: string,
  at: { x: number; baseline: number; anchor?: "middle" },
  font: Font,
  colour: string,
): string {
  return `<text x="${at.x}" y="${at.baseline}"${at.anchor ? ` text-anchor="${at.anchor}"` : ""} font-family="${font.family}" font-size="${font.size}"${font.bold ? ' font-weight="bold"' : ""} fill="${colour}">${escapeHtml(text)}</text>`;
}

const svg = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">${body}</svg>`,
  );

/**
 * A soft shadow under a painting, and a hairline round it as a mat's window has, so that a
 * pale painting's edge still shows against a pale wall.
 */
function shadowUnder(box: Box): string {
  return `<rect x="${box.left}" y="${box.top + 6}" width="${box.width}" height="${box.height}" fill="${COLOURS.ink}" fill-opacity="0.28" filter="url(#soft)"/><rect x="${box.left - 1}" y="${box.top - 1}" width="${box.width + 2}" height="${box.height + 2}" fill="${COLOURS.ink}" fill-opacity="0.3"/>`;
}
const SHADOW_FILTER = `<defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter></defs>`;

/** The pixel size of an image, or undefined when it cannot be read. */
async function sizeOf(image: Buffer): Promise<Size | undefined> {
  const { width, height } = await sharp(image).metadata();
  return width && height ? { width, height } : undefined;
}

/** `image` resized to exactly `box` (whose proportions are its own, to within a pixel). */
async function placed(image: Buffer, box: Box) {
  return {
    input: await sharp(image).resize(box.width, box.height, { fit: "fill" }).toBuffer(),
    left: box.left,
    top: box.top,
  };
}

/** The card as a JPEG: the mat, then the paintings, then the text over all. */
async function toJpeg(
  background: string,
  paintings: Array<{ input: Buffer; left: number; top: number }>,
  text: string,
): Promise<Buffer> {
  return (
    sharp({
      create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: COLOURS.canvas },
    })
      .composite([{ input: svg(background) }, ...paintings, { input: svg(text) }])
      .flatten({ background: COLOURS.canvas })
      // Full colour resolution: red type on a light mat stays crisp (4:2:0 would blur it).
      .jpeg({ quality: 86, chromaSubsampling: "4:4:4" })
      .toBuffer()
  );
}

/**
 * A painting's card: the painting whole on its panel, and beside it its title (up to three
 * lines, shortened with an ellipsis), "by" the artist, and the gallery's name. Without a
 * painting the text is centred on the mat, the title larger.
 */
export async function drawArtworkCard(content: ArtworkCardContent): Promise<Buffer> {
  const size = content.painting && (await sizeOf(content.painting));
  const { text, hung } = artworkCardLayout(size || null);
  const title = hung ? TITLE : { ...TITLE, size: 64 };
  const [titleLines, [byline = ""], [gallery = ""]] = await Promise.all([
    fitLines(content.title, { maxWidth: text.width, maxLines: 3 }, measureIn(title)),
    fitLines(`by ${content.artist}`, { maxWidth: text.width, maxLines: 1 }, measureIn(BYLINE)),
    fitLines(content.gallery, { maxWidth: text.width, maxLines: 1 }, measureIn(GALLERY)),
  ]);
  const at = hung ? { x: text.left } : { x: text.left + text.width / 2, anchor: "middle" as const };
  // The gallery's name at the foot, under a short rule; the title and byline as one block,
  // centred in the room above.
  const galleryBaseline = text.top + text.height - GALLERY.size * (LINE_HEIGHT - ASCENT);
  const ruleTop = galleryBaseline - GALLERY.size - 22;
  const titleStep = title.size * LINE_HEIGHT;
  const block = titleLines.length * titleStep + BYLINE_GAP + BYLINE.size * LINE_HEIGHT;
  const top = text.top + Math.max(0, (ruleTop - 18 - text.top - block) / 2);
  const bylineTop = top + titleLines.length * titleStep + BYLINE_GAP;
  const words = [
    ...titleLines.map((line, i) =>
      svgText(
        line,
        { ...at, baseline: top + i * titleStep + title.size * ASCENT },
        title,
        COLOURS.ink,
      ),
    ),
    svgText(byline, { ...at, baseline: bylineTop + BYLINE.size * ASCENT }, BYLINE, COLOURS.muted),
    `<rect x="${hung ? at.x : at.x - 24}" y="${ruleTop}" width="48" height="3" fill="${COLOURS.accent}"/>`,
    svgText(gallery, { ...at, baseline: galleryBaseline }, GALLERY, COLOURS.accent),
  ].join("");
  if (!hung || !content.painting) return toJpeg("", [], words);
  return toJpeg(
    `${SHADOW_FILTER}<rect x="${hung.panel.left}" y="${hung.panel.top}" width="${hung.panel.width}" height="${hung.panel.height}" fill="${COLOURS.wall}"/>${shadowUnder(hung.painting)}`,
    [await placed(content.painting, hung.painting)],
    words,
  );
}

/** The gallery's card: its newest paintings in a row, each whole; its name and tagline below. */
export async function drawGalleryCard(content: GalleryCardContent): Promise<Buffer> {
  const readable = (
    await Promise.all(
      content.paintings.map(async (image) => ({ image, size: await sizeOf(image) })),
    )
  ).filter((painting): painting is { image: Buffer; size: Size } => painting.size !== undefined);
  const layout = galleryCardLayout(readable.map((painting) => painting.size));
  const { text } = layout;
  const [name, tagline] = await Promise.all([
    fitLines(content.gallery, { maxWidth: text.width, maxLines: 1 }, measureIn(GALLERY_TITLE)),
    fitLines(content.tagline, { maxWidth: text.width, maxLines: 1 }, measureIn(BYLINE)),
  ]);
  const x = text.left + text.width / 2;
  const nameBaseline = text.top + GALLERY_TITLE.size * ASCENT;
  return toJpeg(
    SHADOW_FILTER + layout.paintings.map(shadowUnder).join(""),
    await Promise.all(layout.paintings.map((box, i) => placed(readable[i].image, box))),
    [
      svgText(
        name[0] ?? "",
        { x, baseline: nameBaseline, anchor: "middle" },
        GALLERY_TITLE,
        COLOURS.ink,
      ),
      svgText(
        tagline[0] ?? "",
        { x, baseline: nameBaseline + 50, anchor: "middle" },
        BYLINE,
        COLOURS.accent,
      ),
    ].join(""),
  );
}

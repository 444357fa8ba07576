/**
 * Where a share card draws what it shows, in pixels. Pure arithmetic, so the promise that a
 * painting is shown whole — never cropped, never stretched — is a unit test, not a look.
 */

/** The size link previews ask for (Open Graph's 1.91:1, and X's summary_large_image). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export type Size = { width: number; height: number };
export type Box = { left: number; top: number; width: number; height: number };

/**
 * A painting's card: the column of text, and the painting as it hangs — on its wall panel,
 * inside its mat — or null for a card drawn without it.
 */
export type ArtworkCardLayout = { text: Box; hung: { panel: Box; painting: Box } | null };

/** The gallery's card: its newest paintings in a row, and the text beneath them. */
export type GalleryCardLayout = { paintings: Box[]; text: Box };

/** The panel a painting hangs on, left of the text; wide enough for a wide painting. */
const PANEL: Box = { left: 0, top: 0, width: 660, height: CARD_HEIGHT };
/** The mat around a painting on its panel, and between the panel and the text. */
const MAT = 56;
/** The text column's margin on the right and at the top and bottom. */
const TEXT_MARGIN = 64;
/** The gallery card's row of paintings at its tallest, and the gap between two of them. */
const ROW: Box = { left: 48, top: 48, width: CARD_WIDTH - 96, height: 400 };
const ROW_GAP = 28;
/** The band of text below the row, and the space between them. */
const BAND = 108;
const BAND_GAP = 40;

/**
 * The largest box of `size`'s proportions inside `frame`, centred in it, in whole pixels: the
 * painting whole, its proportions kept to within a pixel.
 */
export function fitWhole(size: Size, frame: Box): Box {
  const scale = Math.min(frame.width / size.width, frame.height / size.height);
  const width = Math.max(1, Math.min(frame.width, Math.round(size.width * scale)));
  const height = Math.max(1, Math.min(frame.height, Math.round(size.height * scale)));
  return {
    left: frame.left + Math.floor((frame.width - width) / 2),
    top: frame.top + Math.floor((frame.height - height) / 2),
    width,
    height,
  };
}

/**
 * A painting's card: the painting centred on a panel on the left, inside its mat, and the
 * text to its right. Without a painting (an outside image the server does not fetch), the
 * text has the whole card.
 */
export function artworkCardLayout(painting: Size | null): ArtworkCardLayout {
  if (!painting) {
    const text = {
      left: TEXT_MARGIN,
      top: TEXT_MARGIN,
      width: CARD_WIDTH - 2 * TEXT_MARGIN,
      height: CARD_HEIGHT - 2 * TEXT_MARGIN,
    };
    return { text, hung: null };
  }
  const frame: Box = {
    left: PANEL.left + MAT,
    top: PANEL.top + MAT,
    width: PANEL.width - 2 * MAT,
    height: PANEL.height - 2 * MAT,
  };
  const textLeft = PANEL.left + PANEL.width + MAT;
  return {
    text: {
      left: textLeft,
      top: TEXT_MARGIN,
      width: CARD_WIDTH - TEXT_MARGIN - textLeft,
      height: CARD_HEIGHT - 2 * TEXT_MARGIN,
    },
    hung: { panel: PANEL, painting: fitWhole(painting, frame) },
  };
}

/**
 * The gallery's card: its newest paintings side by side at one height, each whole, the row
 * centred; the text takes the band below.
 */
export function galleryCardLayout(paintings: Size[]): GalleryCardLayout {
  const gaps = ROW_GAP * (paintings.length - 1);
  // One height for all: as tall as the row, unless their widths at that height overflow it.
  const widthPerHeight = paintings.reduce((sum, size) => sum + size.width / size.height, 0);
  const height =
    paintings.length === 0
      ? 0
      : Math.max(1, Math.min(ROW.height, Math.floor((ROW.width - gaps) / widthPerHeight)));
  // The row and the text under it, as one group, centred from top to bottom.
  const group = height + (height > 0 ? BAND_GAP : 0) + BAND;
  const top = Math.floor((CARD_HEIGHT - group) / 2);
  const text: Box = {
    left: ROW.left,
    top: CARD_HEIGHT - top - BAND,
    width: ROW.width,
    height: BAND,
  };
  // Rounded down, so the row never overflows; each keeps its proportions to within a pixel.
  const widths = paintings.map((size) =>
    Math.min(ROW.width, Math.max(1, Math.floor((size.width / size.height) * height))),
  );
  const used = widths.reduce((sum, width) => sum + width, 0) + gaps;
  let left = ROW.left + Math.max(0, Math.floor((ROW.width - used) / 2));
  return {
    paintings: widths.map((width) => {
      const box = { left, top, width, height };
      left += width + ROW_GAP;
      return box;
    }),
    text,
  };
}

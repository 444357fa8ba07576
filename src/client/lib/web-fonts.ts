import { FONT_UNICODE_RANGE, FONT_WEIGHTS } from "#client/fonts/fonts";
import fraunces from "#client/fonts/fraunces-latin-400-700.woff2?url";
import inter from "#client/fonts/inter-latin-400-700.woff2?url";

/** The shop's two web fonts, by family, at the addresses the build gives their files. */
const FILES = { Fraunces: fraunces, Inter: inter };

/**
 * Fetches the two web fonts and resolves with the faces that loaded (a failed one is left out:
 * its text stays in the local fallback). The faces are made here, not by `@font-face` rules in
 * the stylesheet, so that the page meets them only when `showWebFonts` adds them, loaded, in
 * the same task as the rest of what changes its style (decision 068): a face the page can use
 * restyles every element when it is added, and again when its file lands.
 */
export function loadWebFonts(): Promise<FontFace[]> {
  if (typeof FontFace === "undefined") return Promise.resolve([]);
  const descriptors: FontFaceDescriptors = {
    style: "normal",
    weight: `${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`,
    display: "swap",
    unicodeRange: FONT_UNICODE_RANGE.join(", "),
  };
  const faces = Object.entries(FILES).map(([family, url]) =>
    new FontFace(family, `url(${url}) format("woff2")`, descriptors).load().catch(() => null),
  );
  return Promise.all(faces).then((loaded) => loaded.filter((face) => face !== null));
}

/**
 * Adds the loaded faces to the page and switches its type to them (`:root[data-fonts]` in
 * styles.css). Components that measure text wait for the switch (`whenWebFontsShown`).
 */
export function showWebFonts(faces: readonly FontFace[]): void {
  for (const face of faces) document.fonts.add(face);
  document.documentElement.dataset.fonts = "";
}

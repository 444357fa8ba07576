import { loadWebFonts, showWebFonts } from "./web-fonts";

/**
 * Once the whole sheet is in, how long it waits for the web fonts, so that both change the
 * page in the same frame. A slower line gets the sheet now and the fonts when they land.
 */
const FONTS_WAIT_MS = 1_000;

/** The sheet's text, or nothing when it cannot be had: the page then keeps its own rules. */
async function sheetText(href: string): Promise<string | undefined> {
  try {
    const response = await fetch(href);
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A rendered page arrives with only the rules that apply to what it shows (decision 065); its
 * `<style data-whole>` names the whole stylesheet. Fetches that sheet and the web fonts side by
 * side, then adds both to the page in one task (decision 068): the browser styles and lays out
 * every element once, not once for the sheet and again for each font. Resolves then, so that
 * what the app draws next is styled. A page that has the whole sheet already resolves at once,
 * and its fonts are shown when they land.
 */
export async function wholeStylesheet(): Promise<void> {
  const fonts = loadWebFonts();
  const href = document.querySelector<HTMLStyleElement>("style[data-whole]")?.dataset.whole;
  if (!href) {
    void fonts.then(showWebFonts);
    return;
  }
  const css = await sheetText(href);
  const late = Symbol("late");
  const faces = await Promise.race([
    fonts,
    new Promise<typeof late>((resolve) => setTimeout(resolve, FONTS_WAIT_MS, late)),
  ]);
  if (css !== undefined) {
    const sheet = document.createElement("style");
    sheet.textContent = css;
    document.head.append(sheet);
  }
  if (faces === late) void fonts.then(showWebFonts);
  else showWebFonts(faces);
}

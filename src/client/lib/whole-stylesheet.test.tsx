import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wholeStylesheet } from "./whole-stylesheet";

/**
 * jsdom has neither the network nor the CSS Font Loading API: the sheet's address answers from
 * `sheets`, and a `FontFace` of the test's loads when the test says so.
 */
const sheets = new Map<string, string>();
const pendingFaces: { family: string; loaded: (ok: boolean) => void }[] = [];
const added: string[] = [];

class TestFontFace {
  constructor(readonly family: string) {}
  load() {
    return new Promise<this>((resolve, reject) => {
      pendingFaces.push({ family: this.family, loaded: (ok) => (ok ? resolve(this) : reject()) });
    });
  }
}

const fontsIn = () => "fonts" in document.documentElement.dataset;
const sheetIn = () => document.head.querySelector("style:not([data-whole])")?.textContent;
/** Lets every promise that can settle now settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("FontFace", TestFontFace);
  vi.stubGlobal("fetch", async (href: string) => {
    const css = sheets.get(href);
    return new Response(css ?? "gone", { status: css === undefined ? 404 : 200 });
  });
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { add: (face: TestFontFace) => added.push(face.family), ready: Promise.resolve() },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  delete document.documentElement.dataset.fonts;
  sheets.clear();
  pendingFaces.length = 0;
  added.length = 0;
});

describe("wholeStylesheet (decisions 065, 068)", () => {
  it("adds the sheet a rendered page names and the web fonts together, once both are in", async () => {
    sheets.set("/assets/index-T.css", ".b{color:red}");
    document.head.innerHTML = '<style data-whole="/assets/index-T.css">.a{}</style>';
    let done = false;
    const loading = wholeStylesheet().then(() => {
      done = true;
    });
    await settle();
    // The sheet has come; the fonts are still on their way: nothing has changed yet.
    expect([done, sheetIn(), fontsIn()]).toEqual([false, undefined, false]);
    expect(pendingFaces.map((face) => face.family)).toEqual(["Fraunces", "Inter"]);

    for (const face of pendingFaces) face.loaded(true);
    await loading;
    expect([sheetIn(), fontsIn(), added]).toEqual([".b{color:red}", true, ["Fraunces", "Inter"]]);
  });

  it("waits a second at most for the fonts: the sheet goes in, and the fonts when they land", async () => {
    sheets.set("/assets/index-T.css", ".b{}");
    document.head.innerHTML = '<style data-whole="/assets/index-T.css">.a{}</style>';
    const loading = wholeStylesheet();
    await vi.advanceTimersByTimeAsync(999);
    expect(sheetIn()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect([sheetIn(), fontsIn()]).toEqual([".b{}", false]);

    for (const face of pendingFaces) face.loaded(true);
    await settle();
    expect([fontsIn(), added]).toEqual([true, ["Fraunces", "Inter"]]);
  });

  it("keeps the page's own rules when the sheet cannot be had, and leaves out a font that fails", async () => {
    document.head.innerHTML = '<style data-whole="/assets/gone.css">.a{}</style>';
    const loading = wholeStylesheet();
    await settle();
    pendingFaces[0].loaded(false);
    pendingFaces[1].loaded(true);
    await loading;
    expect([sheetIn(), fontsIn(), added]).toEqual([undefined, true, ["Inter"]]);
  });

  it("resolves at once on a page that has the whole sheet, and shows the fonts when they land", async () => {
    document.head.innerHTML = "<style>.a{}</style>";
    await wholeStylesheet();
    expect([document.head.children.length, fontsIn()]).toEqual([1, false]);
    for (const face of pendingFaces) face.loaded(true);
    await settle();
    expect([fontsIn(), added]).toEqual([true, ["Fraunces", "Inter"]]);
  });
});

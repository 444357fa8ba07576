// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  APP_AFTER_PAINT_HASH,
  APP_AFTER_PAINT_SCRIPT,
  APP_AFTER_PAINT_TAG,
  entryAfterPaint,
} from "./app-after-paint";

const BUILT = `<head>
    <title>x</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <link rel="modulepreload" crossorigin href="/assets/helper-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>`;

describe("entryAfterPaint", () => {
  it("takes the entry and its chunks out of the page, and names them, entry first", () => {
    const html = entryAfterPaint(BUILT);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    expect(html).toContain(
      '<meta name="app-entry" content="/assets/index-A.js /assets/runtime-B.js /assets/helper-C.js">',
    );
    expect(html.indexOf("app-entry")).toBeLessThan(html.indexOf("</head>"));
  });

  it("leaves a page without a built entry as it is (the development server's)", () => {
    const dev = '<head><script type="module" src="/main.tsx"></script></head>';
    expect(entryAfterPaint(dev)).toBe(dev);
  });
});

describe("the script that asks for the app once the painting is drawn (decisions 012, 065)", () => {
  const added = () =>
    [...document.head.querySelectorAll("script[src], link[rel=modulepreload]")].map((each) =>
      each instanceof HTMLScriptElement
        ? `script ${each.type} ${each.getAttribute("src")} crossorigin=${each.getAttribute("crossorigin")}`
        : `preload ${each.getAttribute("href")} crossorigin=${each.getAttribute("crossorigin")}`,
    );
  const parsed = () => document.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true }));
  const PAGE_WITH_IMAGE =
    '<div id="root"><img fetchpriority="high" elementtiming="main-image" src="/images/a.webp"></div>';

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    document.head.innerHTML =
      '<meta name="app-entry" content="/assets/index-A.js /assets/runtime-B.js /assets/helper-C.js">';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  const run = (body: string) => {
    document.body.innerHTML = body;
    const image = document.querySelector("img");
    // jsdom loads no image: this one is still on its way.
    if (image) Object.defineProperty(image, "complete", { value: false });
    new Function(APP_AFTER_PAINT_SCRIPT)();
    parsed();
    return image as HTMLImageElement;
  };

  it("waits for the image, then preloads the chunks and adds the entry, once", async () => {
    const image = run(PAGE_WITH_IMAGE);
    expect(added()).toEqual([]);
    image.dispatchEvent(new Event("load"));
    expect(added()).toEqual([]); // the frame that draws it comes first
    await vi.runOnlyPendingTimersAsync(); // that frame
    await vi.runOnlyPendingTimersAsync(); // the task after it
    expect(added()).toEqual([
      "preload /assets/runtime-B.js crossorigin=",
      "preload /assets/helper-C.js crossorigin=",
      "script module /assets/index-A.js crossorigin=",
    ]);
    await vi.advanceTimersByTimeAsync(5000); // the patience ends: nothing is added twice
    expect(added()).toHaveLength(3);
  });

  it("starts the app at once on a page without a painting", () => {
    run('<div id="root"><p>Cart</p></div>');
    expect(added()).toHaveLength(3);
  });

  it("starts it when the image fails, or after 3 s of waiting", async () => {
    run(PAGE_WITH_IMAGE).dispatchEvent(new Event("error"));
    expect(added()).toHaveLength(3);

    for (const each of document.head.querySelectorAll("script, link")) each.remove();
    run(PAGE_WITH_IMAGE);
    await vi.advanceTimersByTimeAsync(2900);
    expect(added()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(added()).toHaveLength(3);
  });

  it("is allowed by its hash, and written as it stands", () => {
    const hash = createHash("sha256").update(APP_AFTER_PAINT_SCRIPT).digest("base64");
    expect(APP_AFTER_PAINT_HASH).toBe(`'sha256-${hash}'`);
    expect(APP_AFTER_PAINT_TAG).toBe(`<script>${APP_AFTER_PAINT_SCRIPT}</script>`);
  });
});

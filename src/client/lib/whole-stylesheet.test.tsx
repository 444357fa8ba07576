import { afterEach, describe, expect, it } from "vitest";
import { wholeStylesheet } from "./whole-stylesheet";

describe("wholeStylesheet (decision 065)", () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("links the sheet a rendered page names, and resolves once it has loaded", async () => {
    document.head.innerHTML = '<style data-whole="/assets/index-T.css">.a{}</style>';
    let done = false;
    const loading = wholeStylesheet().then(() => {
      done = true;
    });
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(link?.getAttribute("href")).toBe("/assets/index-T.css");
    await Promise.resolve();
    expect(done).toBe(false);
    link?.dispatchEvent(new Event("load"));
    await loading;
    expect(done).toBe(true);
  });

  it("resolves when the sheet fails too: the page keeps its own rules", async () => {
    document.head.innerHTML = '<style data-whole="/assets/gone.css">.a{}</style>';
    const loading = wholeStylesheet();
    document.head.querySelector("link")?.dispatchEvent(new Event("error"));
    await expect(loading).resolves.toBeUndefined();
  });

  it("links nothing when the page has the whole sheet already", async () => {
    document.head.innerHTML = "<style>.a{}</style>";
    await wholeStylesheet();
    expect(document.head.querySelector("link")).toBeNull();
  });
});

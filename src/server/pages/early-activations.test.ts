// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  EARLY_ACTIVATIONS_HASH,
  EARLY_ACTIVATIONS_SCRIPT,
  EARLY_ACTIVATIONS_TAG,
} from "./early-activations";

const html = document.documentElement;

/** What the app does when it has taken the page over (RootLayout's mark). */
const appStarts = async () => {
  html.dataset.hydrated = "true";
  await vi.waitFor(() => expect(html.dataset.hydrated).toBe("true"));
  await new Promise((resolve) => setTimeout(resolve, 10));
};

const keyOn = (element: Element, key: string) =>
  element.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));

describe("the script that keeps early presses (decision 043)", () => {
  const cancelled: Element[] = [];
  beforeEach(() => {
    // jsdom draws nothing: the pressed look is an animation it does not have.
    Element.prototype.animate = function (this: Element) {
      return { cancel: () => cancelled.push(this) } as unknown as Animation;
    };
    delete html.dataset.hydrated;
    delete html.dataset.earlyActivations;
    document.body.innerHTML = `<div id="root">
      <button id="heart" type="button">Heart</button>
      <div role="button" tabindex="0" id="tile">Tile</div>
      <form action="/"><button id="search" type="submit">Search</button></form>
      <form><button id="follow" type="submit">Follow</button></form>
    </div>`;
    new Function(EARLY_ACTIVATIONS_SCRIPT)();
  });
  afterEach(() => {
    cancelled.length = 0;
    document.body.innerHTML = "";
  });

  const byId = (id: string) => document.getElementById(id) as HTMLElement;

  it("keeps a press until the app has started, then replays it once, in order, and lets go", async () => {
    const seen: string[] = [];
    // The app's handlers, as React's on the root would see them.
    byId("root").addEventListener("click", (event) => seen.push((event.target as Element).id));
    byId("tile").addEventListener("click", () => seen.push("tile by keyboard"));

    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("heart").dispatchEvent(click);
    byId("heart").click(); // pressed again: still one press
    expect(keyOn(byId("tile"), "Enter")).toBe(false);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(html.dataset.earlyActivations).toBe("2");

    await appStarts();
    expect(seen).toEqual(["heart", "tile by keyboard", "tile"]);
    expect(cancelled.map((element) => element.id)).toEqual(["heart", "tile"]);

    // Let go: later presses reach the app at once.
    byId("heart").click();
    expect(seen.at(-1)).toBe("heart");
    expect(html.dataset.earlyActivations).toBe("2");
  });

  it("finds a control the app drew again by its place in the page", async () => {
    const seen: string[] = [];
    byId("root").addEventListener("click", (event) => seen.push((event.target as Element).id));
    byId("heart").click();
    byId("heart").replaceWith(Object.assign(document.createElement("button"), { id: "redrawn" }));
    await appStarts();
    expect(seen).toEqual(["redrawn"]);
  });

  it("leaves a real form's submit button to the browser, and keeps one that has no address", () => {
    const submitted: string[] = [];
    document.addEventListener("submit", (event) => {
      event.preventDefault(); // jsdom goes nowhere
      submitted.push((event.submitter as Element).id);
    });
    byId("search").click();
    expect(submitted).toEqual(["search"]);
    expect(html.dataset.earlyActivations).toBeUndefined();
    byId("follow").click();
    expect(submitted).toEqual(["search"]);
    expect(html.dataset.earlyActivations).toBe("1");
  });

  it("is allowed by the hash the policy names", () => {
    const hash = createHash("sha256").update(EARLY_ACTIVATIONS_SCRIPT).digest("base64");
    expect(EARLY_ACTIVATIONS_HASH).toBe(`'sha256-${hash}'`);
    expect(EARLY_ACTIVATIONS_TAG).toBe(`<script>${EARLY_ACTIVATIONS_SCRIPT}</script>`);
    expect(EARLY_ACTIVATIONS_SCRIPT.length).toBeLessThan(1000);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { whenWebFontsShown } from "./web-fonts-shown";

const root = document.documentElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete root.dataset.fonts;
});

describe("whenWebFontsShown", () => {
  it("waits for the entry to switch the page to the web fonts", async () => {
    const then = vi.fn();
    whenWebFontsShown(then);
    await settle();
    expect(then).not.toHaveBeenCalled();
    root.dataset.fonts = "";
    await settle();
    expect(then).toHaveBeenCalledOnce();
  });

  it("calls at once when the page shows them already", async () => {
    root.dataset.fonts = "";
    const then = vi.fn();
    whenWebFontsShown(then);
    await settle();
    expect(then).toHaveBeenCalledOnce();
  });

  it("calls nothing once told to stop", async () => {
    const then = vi.fn();
    const stop = whenWebFontsShown(then);
    stop();
    root.dataset.fonts = "";
    await settle();
    expect(then).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { largestImageShown } from "./largest-image";

/** Whether `promise` has settled once pending timers and frames have had their turn. */
async function settled(promise: Promise<unknown>, advanceMs = 0): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(advanceMs);
  return done;
}

describe("largestImageShown (decision 012)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  const mainImage = () => {
    document.body.innerHTML =
      '<div id="root"><img fetchpriority="high" src="/images/a-640.webp" alt="A"></div>';
    const image = document.querySelector("img") as HTMLImageElement;
    // jsdom loads no images: the test says when this one has arrived.
    Object.defineProperty(image, "complete", { value: false, configurable: true });
    return image;
  };

  it("starts at once on a page without a main image", async () => {
    document.body.innerHTML = '<div id="root"><img src="/images/a-640.webp" alt="A"></div>';
    expect(await settled(largestImageShown())).toBe(true);
  });

  it("waits for the main image, then for the frame that draws it", async () => {
    const image = mainImage();
    const shown = largestImageShown();
    expect(await settled(shown, 1000)).toBe(false);
    image.dispatchEvent(new Event("load"));
    expect(await settled(shown, 100)).toBe(true);
  });

  it("starts at once when the main image fails", async () => {
    const image = mainImage();
    const shown = largestImageShown();
    image.dispatchEvent(new Event("error"));
    expect(await settled(shown)).toBe(true);
  });

  it("waits at most three seconds for an image that does not come", async () => {
    mainImage();
    const shown = largestImageShown();
    expect(await settled(shown, 2900)).toBe(false);
    expect(await settled(shown, 200)).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstInput, holdUntilFirstInput, releaseHeld } from "./hydrate-on-input";

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("afterFirstInput", () => {
  // The document is shared with the next test files: nothing stays held.
  afterEach(releaseHeld);

  it("waits for the visitor's first input while the page is held, then runs once", async () => {
    holdUntilFirstInput();
    const task = vi.fn();
    afterFirstInput(task);
    await settle();
    expect(task).not.toHaveBeenCalled();

    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await settle();
    // Not within the input: after the frame that answers it.
    expect(task).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await settle();
    expect(task).toHaveBeenCalledTimes(1);

    document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs at once when nothing waits for an input", () => {
    const task = vi.fn();
    afterFirstInput(task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

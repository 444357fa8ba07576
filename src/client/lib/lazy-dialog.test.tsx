import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DialogButton, lazyDialog, type OpenedProps, preloadAfterPaint } from "./lazy-dialog";

function Dialog({ open, title }: OpenedProps & { title: string }) {
  return open ? <div role="dialog" aria-label={title} /> : null;
}

describe("a dialog fetched on first use (decision 066)", () => {
  afterEach(() => vi.useRealTimers());

  it("asks for its chunk on hover or focus only once that frame is painted", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const load = vi.fn(async () => Dialog);
    preloadAfterPaint(load)();
    expect(load).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    // The next frame (16 ms apart, as faked), then the task after it.
    await vi.advanceTimersByTimeAsync(32);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("opens on the press, its chunk fetched after the button has answered", async () => {
    const load = vi.fn(async () => Dialog);
    const Lazy = lazyDialog(load, () => null);
    render(
      <DialogButton
        label="Open"
        icon={null}
        dialog={Lazy}
        preload={() => {}}
        dialogProps={{ title: "Shown" }}
      />,
    );
    const button = screen.getByRole("button", { name: "Open" });
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByRole("dialog", { name: "Shown" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

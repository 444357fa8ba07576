import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ArtworkImage } from "#shared/artwork";
import { zoomImageUrl } from "#shared/full-image";
import { photographsTexts } from "#shared/texts/photographs";
import { zoomTexts } from "#shared/texts/zoom";
import { ZoomViewer } from "./ZoomViewer";

const paging = photographsTexts.photographs;

/** Five photographs of one work, each 3000 × 2000, its key naming the size. */
const images: ArtworkImage[] = [1, 2, 3, 4, 5].map((n) => ({
  id: `photo-${n}`,
  url: `/images/harbour-${n}-3000x2000-1280.webp`,
  width: 3000,
  height: 2000,
  alt: `Photograph of the harbour, view ${n}`,
  caption: "",
}));

// What jsdom lacks and the viewer uses: a modal dialog, a measured stage, pointer events.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? "";
  }
}
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("PointerEvent", TestPointerEvent);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(832);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(632);
  Element.prototype.setPointerCapture = () => {};
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The viewer open on the first photograph, paging as the detail does: by its own choice. */
function Viewer() {
  const [shown, show] = useState(0);
  return (
    <ZoomViewer
      artwork={{ images, title: "Harbour at Dusk" }}
      shown={shown}
      show={show}
      open
      onOpenChange={() => {}}
    />
  );
}

const position = (n: number) => screen.getByText(paging.position(n, 5));
const fullFile = () => screen.getByTestId("zoom-full");
const scale = () => Number(screen.getByTestId("zoom-painting").dataset.scale);

describe("the zoom viewer's photographs", () => {
  it("shows where it is, politely announced, and pages with its buttons, past the ends too", async () => {
    render(<Viewer />);
    expect(position(1).getAttribute("aria-live")).toBe("polite");
    expect(fullFile().getAttribute("src")).toBe(zoomImageUrl(images[0].url));

    await userEvent.click(screen.getByRole("button", { name: paging.next }));
    expect(position(2)).toBeTruthy();
    // Each photograph's full file is asked for only when it is shown.
    expect(screen.getAllByTestId("zoom-full")).toHaveLength(1);
    expect(fullFile().getAttribute("src")).toBe(zoomImageUrl(images[1].url));
    expect(fullFile().getAttribute("alt")).toBe(images[1].alt);
    // The button pressed keeps the focus.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: paging.next }));

    const previous = screen.getByRole("button", { name: paging.previous });
    await userEvent.click(previous);
    await userEvent.click(previous);
    expect(position(5)).toBeTruthy();
  });

  it("pages with ArrowRight and ArrowLeft while fitted; zoomed in, the arrows move the view", async () => {
    render(<Viewer />);
    const user = userEvent.setup();
    await user.keyboard("{ArrowRight}");
    await user.keyboard("{ArrowRight}");
    expect(position(3)).toBeTruthy();
    await user.keyboard("{ArrowLeft}");
    expect(position(2)).toBeTruthy();

    await user.keyboard("+");
    expect(scale()).toBeGreaterThan(1);
    const before = screen.getByTestId("zoom-painting").style.transform;
    await user.keyboard("{ArrowRight}");
    expect(position(2)).toBeTruthy();
    expect(screen.getByTestId("zoom-painting").style.transform).not.toBe(before);
  });

  it("pages with a finger's swipe across a fitted photograph, not with a pinch", () => {
    render(<Viewer />);
    const stage = screen.getByTestId("zoom-stage");
    const swipe = (from: number, to: number, pointerId = 1) => {
      fireEvent.pointerDown(stage, {
        pointerId,
        pointerType: "touch",
        clientX: from,
        clientY: 300,
      });
      fireEvent.pointerUp(stage, { pointerId, pointerType: "touch", clientX: to, clientY: 310 });
    };
    act(() => swipe(600, 300));
    expect(position(2)).toBeTruthy();
    act(() => swipe(200, 500));
    expect(position(1)).toBeTruthy();
    // A short move, or one more down than across, is no swipe.
    act(() => swipe(400, 380));
    expect(position(1)).toBeTruthy();

    // Two fingers pinching apart zoom in, and lifting them pages nowhere.
    act(() => {
      fireEvent.pointerDown(stage, {
        pointerId: 1,
        pointerType: "touch",
        clientX: 380,
        clientY: 300,
      });
      fireEvent.pointerDown(stage, {
        pointerId: 2,
        pointerType: "touch",
        clientX: 420,
        clientY: 300,
      });
      fireEvent.pointerMove(stage, {
        pointerId: 1,
        pointerType: "touch",
        clientX: 200,
        clientY: 300,
      });
      fireEvent.pointerUp(stage, {
        pointerId: 1,
        pointerType: "touch",
        clientX: 200,
        clientY: 300,
      });
      fireEvent.pointerUp(stage, {
        pointerId: 2,
        pointerType: "touch",
        clientX: 420,
        clientY: 300,
      });
    });
    expect(scale()).toBeGreaterThan(1);
    expect(position(1)).toBeTruthy();
    // Zoomed in, a finger drags the view instead.
    act(() => swipe(600, 300));
    expect(position(1)).toBeTruthy();
  });

  it("offers no paging for a work with one photograph", () => {
    render(
      <ZoomViewer
        artwork={{ images: images.slice(0, 1), title: "Harbour at Dusk" }}
        shown={0}
        show={() => {}}
        open
        onOpenChange={() => {}}
      />,
    );
    expect(screen.getByRole("button", { name: zoomTexts.zoom.close })).toBeTruthy();
    expect(screen.queryByRole("button", { name: paging.next })).toBeNull();
    expect(screen.queryByText(paging.position(1, 1))).toBeNull();
  });
});

import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { ArtworkImage } from "#shared/artwork";
import { IMAGE_LARGEST, type ImageSize, storedImageSize } from "#shared/images";
import { photographFrame } from "#shared/painting-frame";
import {
  type Bounds,
  clampView,
  FITTED,
  type Point,
  panBy,
  pinch,
  STEP_ZOOM,
  type View,
  viewBounds,
  viewForKey,
  wheelFactor,
  zoomAt,
} from "./zoom-math";

/** A pointer's place on the stage, from its centre (the viewer's arithmetic: zoom-math.ts). */
function onStage(stage: HTMLElement, event: { clientX: number; clientY: number }): Point {
  const box = stage.getBoundingClientRect();
  return {
    x: event.clientX - box.left - box.width / 2,
    y: event.clientY - box.top - box.height / 2,
  };
}

/** The full file's width, as kept with the photograph or named by its URL, until it loads. */
const fileWidthOf = (image: Shown) =>
  image.width ?? storedImageSize(image.url)?.width ?? IMAGE_LARGEST;

/** The photograph the viewer shows. */
type Shown = Pick<ArtworkImage, "url" | "width" | "height">;

/** A swipe moves at least this many pixels across, and more than twice as far across as down. */
const SWIPE_MIN = 48;

/**
 * The zoom viewer's state and input: the stage's size, the photograph's shape and file width
 * (as kept with it or named by its URL, else from the images once loaded), the view, and what
 * the wheel, pointers, keys and buttons do to it. Gestures follow the pointer at once; keys and
 * buttons ease (`animate`), unless the visitor asks for reduced motion (the stage's CSS).
 * With `turn`, while the photograph is fitted, ArrowLeft and ArrowRight or a swipe show the
 * previous or next one; zoomed in, they move the view as ever.
 */
export function useZoom(image: Shown, turn?: (step: 1 | -1) => void) {
  const [stageSize, setStageSize] = useState<ImageSize>();
  const [ratio, setRatio] = useState(() => photographFrame(image)?.ratio);
  const [fileWidth, setFileWidth] = useState(() => fileWidthOf(image));
  const [wanted, setView] = useState<View>(FITTED);
  const [animate, setAnimate] = useState(false);
  // Another photograph starts fitted, at its own shape.
  const [shownUrl, setShownUrl] = useState(image.url);
  if (shownUrl !== image.url) {
    setShownUrl(image.url);
    setRatio(photographFrame(image)?.ratio);
    setFileWidth(fileWidthOf(image));
    setView(FITTED);
    setAnimate(false);
  }

  // Until the painting's shape is known (an outside URL), it is drawn inside a square.
  const bounds: Bounds | undefined =
    stageSize && stageSize.width > 0 ? viewBounds(ratio ?? 1, stageSize, fileWidth) : undefined;
  // The view as drawn: within the bounds of now (a turned phone, a larger file loaded).
  const view = bounds ? clampView(wanted, bounds) : FITTED;
  const latest = useRef({ bounds, view });
  latest.current = { bounds, view };

  const change = useCallback((next: (view: View, bounds: Bounds) => View, eased: boolean) => {
    const { bounds: now, view: current } = latest.current;
    if (!now) return;
    const changed = next(current, now);
    latest.current = { bounds: now, view: changed };
    setAnimate(eased);
    setView(changed);
  }, []);

  // The stage: measured now and whenever it changes size; the wheel zooms around the cursor
  // (a listener of its own, since React's wheel listener cannot stop the page scrolling).
  const stage = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = stage.current;
    if (!node) return;
    const measure = () => setStageSize({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = onStage(node, event);
      const factor = wheelFactor(event.deltaY, event.deltaMode);
      change((current, now) => zoomAt(current, factor, at, now), false);
    };
    node.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      observer.disconnect();
      node.removeEventListener("wheel", onWheel);
    };
  }, [change]);

  // One pointer drags the painting; two pinch it. Each is captured by the stage, so a drag
  // that leaves it keeps going. A finger alone on a fitted photograph may swipe to another:
  // where it went down is kept until it lifts, forgotten once a second finger joins.
  const pointers = useRef(new Map<number, Point>());
  const swipe = useRef<{ id: number; x: number; y: number }>(undefined);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, onStage(event.currentTarget, event));
    const alone = pointers.current.size === 1 && latest.current.view.scale <= 1;
    swipe.current =
      alone && event.pointerType !== "mouse"
        ? { id: event.pointerId, x: event.clientX, y: event.clientY }
        : undefined;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const held = pointers.current;
    const last = held.get(event.pointerId);
    if (!last) return;
    const now = onStage(event.currentTarget, event);
    held.set(event.pointerId, now);
    const other = [...held].find(([id]) => id !== event.pointerId)?.[1];
    if (held.size === 1) {
      change((current, b) => panBy(current, now.x - last.x, now.y - last.y, b), false);
    } else if (held.size === 2 && other) {
      change((current, b) => pinch(current, [last, other], [now, other], b), false);
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    const start = swipe.current;
    if (start?.id !== event.pointerId) return;
    swipe.current = undefined;
    const across = event.clientX - start.x;
    const down = event.clientY - start.y;
    if (event.type !== "pointerup" || Math.abs(across) < SWIPE_MIN) return;
    // A finger moved to the left brings the next photograph in from the right.
    if (Math.abs(across) > 2 * Math.abs(down)) turn?.(across < 0 ? 1 : -1);
  };

  return {
    stage,
    view,
    bounds,
    animate,
    /** The painting's shape, read from the first image loaded when its URL does not say it. */
    learnShape: (size: ImageSize) => {
      if (ratio === undefined && size.width > 0 && size.height > 0) {
        setRatio(size.width / size.height);
      }
    },
    /** The full file's own width, once loaded: the limit of zooming in. */
    learnFileWidth: (width: number) => {
      if (width > 0) setFileWidth(width);
    },
    stageHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      // A double click zooms in on its point; at the closest, it fits the painting again.
      onDoubleClick: (event: { currentTarget: HTMLElement; clientX: number; clientY: number }) => {
        const at = onStage(event.currentTarget, event);
        change(
          (current, b) => (current.scale >= b.maxScale - 0.01 ? FITTED : zoomAt(current, 2, at, b)),
          true,
        );
      },
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || !bounds) return;
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : undefined;
      if (turn && step && view.scale <= 1) {
        event.preventDefault();
        turn(step);
        return;
      }
      const next = viewForKey(event.key, view, bounds);
      if (!next) return;
      event.preventDefault();
      change(() => next, true);
    },
    zoomIn: () => change((current, b) => zoomAt(current, STEP_ZOOM, { x: 0, y: 0 }, b), true),
    zoomOut: () => change((current, b) => zoomAt(current, 1 / STEP_ZOOM, { x: 0, y: 0 }, b), true),
    reset: () => change(() => FITTED, true),
  };
}

export type Zoom = ReturnType<typeof useZoom>;

import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { IMAGE_LARGEST, type ImageSize, storedImageSize } from "#shared/images";
import { paintingFrame } from "#shared/painting-frame";
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

/**
 * The zoom viewer's state and input: the stage's size, the painting's shape and file width
 * (from its URL when it names them, else from the images once loaded), the view, and what the
 * wheel, pointers, keys and buttons do to it. Gestures follow the pointer at once; keys and
 * buttons ease (`animate`), unless the visitor asks for reduced motion (the stage's CSS).
 */
export function useZoom(imageUrl: string) {
  const [stageSize, setStageSize] = useState<ImageSize>();
  const [ratio, setRatio] = useState(() => paintingFrame(imageUrl)?.ratio);
  const [fileWidth, setFileWidth] = useState(
    () => storedImageSize(imageUrl)?.width ?? IMAGE_LARGEST,
  );
  const [wanted, setView] = useState<View>(FITTED);
  const [animate, setAnimate] = useState(false);

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
  // that leaves it keeps going.
  const pointers = useRef(new Map<number, Point>());
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, onStage(event.currentTarget, event));
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

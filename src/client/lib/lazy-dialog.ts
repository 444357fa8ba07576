import { type ComponentType, lazy } from "react";

/**
 * A dialog in a chunk of its own, fetched on first use (call `load` early, on hover or focus,
 * to start the download). When its code cannot be fetched — offline, or a deploy replaced it —
 * `unavailable` renders in its place, to say so.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  unavailable: ComponentType<Props>,
) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: unavailable }),
    ),
  );
}

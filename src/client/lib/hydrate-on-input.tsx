import { type ReactNode, Suspense, use, useLayoutEffect, useRef } from "react";
import { afterNextPaint } from "./after-paint";

/**
 * What a visitor does first with a page: any of these, anywhere in it, hydrates what waited.
 * Listened for on the document in the capture phase, so the gate is open before React (whose
 * listeners are on #root) sees the event: React then hydrates the part under the pointer at
 * once and hands it the very event, a click included.
 */
const FIRST_INPUT = [
  "pointerdown",
  "pointerover",
  "mousedown",
  "touchstart",
  "keydown",
  "focusin",
  "click",
  "input",
  "submit",
  "wheel",
  "scroll",
] as const;

let held: Promise<void> | undefined;
let release: (() => void) | undefined;

/**
 * Before hydrating a page the server rendered (start.tsx): the parts wrapped in
 * `<HydrateOnInput>` keep the server's markup, untouched, until the visitor first does
 * anything with the page. A first visit then hydrates the layout, the hero and the filters
 * in a few short tasks, not every card of the grid as well (decision 017).
 */
export function holdUntilFirstInput(): void {
  if (held) return;
  held = new Promise((resolve) => {
    release = () => {
      held = undefined;
      release = undefined;
      for (const type of FIRST_INPUT) document.removeEventListener(type, releaseHeld, true);
      window.removeEventListener("popstate", releaseHeld);
      resolve();
    };
  });
  for (const type of FIRST_INPUT) {
    document.addEventListener(type, releaseHeld, { capture: true, passive: true });
  }
  window.addEventListener("popstate", releaseHeld);
}

/**
 * Hydrates what waits, now (and never holds again). Also for what must change what the server
 * drew: a signed-in shopper's hearts, say.
 */
export function releaseHeld(): void {
  release?.();
}

/**
 * Runs `task` once the visitor first does anything with the page (or what waited is released
 * otherwise), after the frame that answers that input: what it sets off (a chunk's preload
 * links, say) is not part of the press (decision 066). At once when nothing is held.
 */
export function afterFirstInput(task: () => void): void {
  if (held) void held.then(afterNextPaint).then(task);
  else task();
}

/** Suspends, while held, the first render in the browser: that is, its hydration. */
function Held({ children }: { children: ReactNode }) {
  if (held) use(held);
  return children;
}

/**
 * A part of the page that works as the server drew it (links, images, text) and needs its
 * JavaScript only once the visitor acts: hydrated on the first input, not on arrival.
 * Rendered in the browser (a later screen), it renders at once.
 */
export function HydrateOnInput({ children }: { children: ReactNode }) {
  // Drawn again before the first input, the part is being given something new to show (a
  // signed-in shopper's hearts, say). React can apply that only to a hydrated part, and would
  // otherwise throw the server's markup away for the empty fallback: so it hydrates now.
  const drawn = useRef(false);
  if (drawn.current) releaseHeld();
  useLayoutEffect(() => {
    drawn.current = true;
  }, []);
  return (
    <Suspense fallback={null}>
      <Held>{children}</Held>
    </Suspense>
  );
}

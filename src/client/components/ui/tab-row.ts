import { type MouseEvent, useEffect, useRef } from "react";
import { whenWebFontsShown } from "#client/lib/web-fonts-shown";

/**
 * A page's tabs as one row: on a phone it scrolls sideways rather than wrapping into rows that
 * push the panel down; from `sm` up, where there is room, it wraps. The padding, taken back by
 * the margin, keeps a focused tab's ring inside the scrolled box, which would clip it.
 */
export const tabRowClass = "-m-1 flex gap-2 overflow-x-auto p-1 sm:flex-wrap";

/** A tab in that row: it keeps its width and its one line. */
export const tabInRowClass = "shrink-0 whitespace-nowrap";

/** Scrolls `list` sideways, and only sideways, until its open tab is wholly in view. */
function bringActiveIntoView(list: HTMLElement | null) {
  const active = list?.querySelector('[data-state="active"]');
  if (!list || !active) return;
  const shown = list.getBoundingClientRect();
  const place = active.getBoundingClientRect();
  if (place.left < shown.left) list.scrollLeft -= shown.left - place.left;
  else if (place.right > shown.right) list.scrollLeft += place.right - shown.right;
}

/**
 * The row's ref: whenever `tab` opens (on arrival too, from the address), the row scrolls
 * sideways until that tab is wholly in view — and again once the web fonts are shown, since
 * the tabs' widths change a little when they swap in (decisions 064, 068).
 */
export function useActiveTabInView(tab: string) {
  const row = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each tab opened, once it is drawn.
  useEffect(() => {
    bringActiveIntoView(row.current);
    let current = true;
    const stop = whenWebFontsShown(() => {
      if (current) bringActiveIntoView(row.current);
    });
    return () => {
      current = false;
      stop();
    };
  }, [tab]);
  return row;
}

/**
 * Spread on a Radix tab (`Tabs.Trigger`): a click opens it with no focus ring, a key still
 * shows one. Radix focuses the tab from script as the mouse goes down, which the browser rings
 * as if the keyboard had; here the press does nothing, and the click focuses the tab as a click
 * would (Radix then opens it, as it opens any tab that takes focus).
 */
export const clickWithoutRing = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
  onClick: (event: MouseEvent<HTMLElement>) => event.currentTarget.focus({ focusVisible: false }),
};

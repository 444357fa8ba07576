/**
 * The artwork whose detail the visitor opened from the grid. When they come back to the
 * list, focus returns to that card, as it would after closing a dialog.
 */
let lastOpened: string | undefined;

export function rememberOpenedArtwork(id: string) {
  lastOpened = id;
}

export function restoreFocusToCard(list: HTMLElement | null) {
  if (!lastOpened || !list) return;
  const link = list.querySelector<HTMLElement>(`[data-artwork-id="${CSS.escape(lastOpened)}"] a`);
  lastOpened = undefined;
  link?.focus({ preventScroll: true });
}

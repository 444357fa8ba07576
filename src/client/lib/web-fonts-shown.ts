/**
 * Calls `then` once the page is drawn in the web fonts — the entry sets `data-fonts` on the
 * root as it adds their faces (lib/web-fonts.ts) — and they are ready: at once when they are
 * already. Returns a function that stops waiting. For what measures text: its widths change a
 * little when the fonts come.
 */
export function whenWebFontsShown(then: () => void): () => void {
  const root = document.documentElement;
  let waiting = true;
  const whenReady = () =>
    void (document.fonts?.ready ?? Promise.resolve()).then(() => {
      if (waiting) then();
    });
  const observer = new MutationObserver(() => {
    if (!("fonts" in root.dataset)) return;
    observer.disconnect();
    whenReady();
  });
  if ("fonts" in root.dataset) whenReady();
  else observer.observe(root, { attributes: true, attributeFilter: ["data-fonts"] });
  return () => {
    waiting = false;
    observer.disconnect();
  };
}

/** The longest the app waits for the page's largest image before it starts anyway. */
const PATIENCE_MS = 3000;

/**
 * Resolves once the page's largest image — the one the server rendered with
 * fetchpriority="high" and preloads — is on screen, or at once when the page has
 * none (decision 012). On a slow line the app's JavaScript would otherwise share the line with
 * the painting the visitor came to see; the page works without it meanwhile (real links, GET
 * forms). A broken or very slow image holds the app back at most PATIENCE_MS.
 */
export function largestImageShown(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!image) return Promise.resolve();
  return new Promise((resolve) => {
    const patience = setTimeout(resolve, PATIENCE_MS);
    const shown = () => {
      clearTimeout(patience);
      resolve();
    };
    image.addEventListener("error", shown, { once: true });
    if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("element")) {
      // Element Timing (the image's `elementtiming` attribute): told once the frame that
      // shows the image is on screen.
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => "element" in entry && entry.element === image)) {
          observer.disconnect();
          shown();
        }
      });
      observer.observe({ type: "element", buffered: true });
    } else {
      // Elsewhere: once loaded, the next frame draws it; the task after that comes after it.
      const drawn = () => requestAnimationFrame(() => setTimeout(shown));
      if (image.complete) drawn();
      else image.addEventListener("load", drawn, { once: true });
    }
  });
}

/**
 * A rendered page arrives with only the rules that apply to what it shows (decision 065); its
 * `<style data-whole>` names the whole stylesheet. Links it, and resolves once it has loaded —
 * or failed: the page keeps its own rules — so that what the app draws next is styled. At once
 * when the page has the whole sheet already.
 */
export function wholeStylesheet(): Promise<void> {
  const href = document.querySelector<HTMLStyleElement>("style[data-whole]")?.dataset.whole;
  if (!href) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

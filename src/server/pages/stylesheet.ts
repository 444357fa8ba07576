/** The built stylesheet's link in index.html; its path is the first group. */
export const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/;

/**
 * Decision 012: the page carries its stylesheet (~8 KB gzip) in a `<style>` element instead of
 * linking it. The first paint then waits for nothing but the page: no request that a slow line
 * would share with the painting. A stylesheet that could close the element stays linked.
 */
export function inlineStylesheet(html: string, css: string): string {
  if (/<\/style/i.test(css)) return html;
  return html.replace(STYLESHEET, () => `<style>${css}</style>`);
}

import { pageStylesheet } from "./page-styles";

/** The built stylesheet's link in index.html; its path is the first group. */
export const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/;

/** index.html with its stylesheet in it, two ways. */
export type PageTemplate = {
  /** The whole sheet written in: the pages the app draws in the browser. */
  html: string;
  /**
   * A page rendered from `html` with only the rules that can apply to it in place of the whole
   * sheet (decision 065); the element names the whole sheet, which the app loads before it starts.
   */
  ownStyles: (page: string) => string;
};

/**
 * Decision 012: the page carries its stylesheet in a `<style>` element instead of linking it.
 * The first paint then waits for nothing but the page: no request that a slow line would
 * share with the painting. A stylesheet that could close the element stays linked.
 */
export function inlineStylesheet(html: string, css: string, href: string): PageTemplate {
  if (/<\/style/i.test(css)) return { html, ownStyles: (page) => page };
  const whole = `<style>${css}</style>`;
  const rulesFor = pageStylesheet(css);
  return {
    html: html.replace(STYLESHEET, () => whole),
    ownStyles: (page) => {
      const at = page.indexOf(whole);
      if (at === -1) return page;
      const own = `<style data-whole="/${href}">${rulesFor(page)}</style>`;
      return `${page.slice(0, at)}${own}${page.slice(at + whole.length)}`;
    },
  };
}

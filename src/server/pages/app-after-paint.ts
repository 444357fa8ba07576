import { inlineScript } from "./inline-script";

/**
 * Decision 012, as decision 065 keeps it: the app's scripts are asked for once the page's
 * largest image — the one rendered with fetchpriority="high" and preloaded — is on screen, so
 * that on a slow line they do not share it with the painting, nor run before it is drawn. The
 * page works without them meanwhile (real links, GET forms, presses kept: decision 043).
 *
 * The built index.html names its entry and the chunks it imports at once; the server takes
 * them out of the page and writes their addresses in `<meta name="app-entry">` (entry first).
 * This script, in every page's head, waits for the image: Element Timing (the image's
 * `elementtiming` attribute) tells it once the frame that shows it is on screen; a browser
 * without it counts the frame after the image's load. A broken image, a page without one, or
 * 3 s of waiting start the app at once. Then the chunks are preloaded and the entry added.
 *
 * Plain ES2020 in a string, not a compiled function: it is written into each page as it
 * stands, and the Content-Security-Policy allows it by its hash.
 */
export const APP_AFTER_PAINT_SCRIPT = [
  "(()=>{",
  "var d=document,s,",
  "go=()=>{",
  "if(s)return;s=1;",
  'var m=d.querySelector("meta[name=app-entry]"),u=m?m.content.split(" "):[];',
  // The chunks first, so that the entry's imports find them on their way.
  "u.slice(1).concat(u.slice(0,1)).map((h,i,a)=>{",
  'var e=d.createElement(i<a.length-1?"link":"script");',
  'i<a.length-1?(e.rel="modulepreload",e.href=h):(e.type="module",e.src=h);',
  'e.crossOrigin="";d.head.append(e)})};',
  'addEventListener("DOMContentLoaded",()=>{',
  "var i=d.querySelector('#root img[fetchpriority=\"high\"]'),P=window.PerformanceObserver,r;",
  "if(!i)return go();",
  "setTimeout(go,3e3);",
  'i.addEventListener("error",go);',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.includes("element"))',
  "new P((l,o)=>{l.getEntries().some(e=>e.element==i)&&(o.disconnect(),go())})",
  '.observe({type:"element",buffered:!0});',
  'else r=()=>requestAnimationFrame(()=>setTimeout(go)),i.complete?r():i.addEventListener("load",r)',
  "})",
  "})()",
].join("");

/** Its element in each page's head, and the hash the Content-Security-Policy allows it by. */
export const { tag: APP_AFTER_PAINT_TAG, hash: APP_AFTER_PAINT_HASH } =
  inlineScript(APP_AFTER_PAINT_SCRIPT);

/** The built entry's element, and each chunk's preload, as Vite writes them into index.html. */
const ENTRY = /\s*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const CHUNK = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * The built index.html with its entry and chunk preloads taken out and their addresses in
 * `<meta name="app-entry">`, the entry first, for the script above. A page without a built
 * entry (the development server's) is left as it is.
 */
export function entryAfterPaint(html: string): string {
  const entry = html.match(ENTRY);
  if (!entry) return html;
  const chunks = [...html.matchAll(CHUNK)].map((chunk) => chunk[1]);
  const meta = `<meta name="app-entry" content="${[entry[1], ...chunks].join(" ")}">`;
  return html
    .replace(ENTRY, "")
    .replace(CHUNK, "")
    .replace("</head>", () => `  ${meta}\n  </head>`);
}

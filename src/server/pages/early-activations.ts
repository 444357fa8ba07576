import { inlineScript } from "./inline-script";

/**
 * Decision 043: the few hundred bytes every page runs first, in its `<head>`, so that a button
 * pressed before the app has taken the page over (hydrated it) is not lost. Until
 * `html[data-hydrated]` goes up (RootLayout's mark), a press on a `button` or `[role=button]`
 * — a click or tap, or Enter/Space on a focused control — is stopped in the capture phase
 * before React sees it (React would hydrate the whole page at once to answer it), remembered
 * once per control, and dimmed as pressed. Once the mark is up it is replayed, in order, with
 * `click()` on the same element (hydration keeps the server's nodes; one that was replaced is
 * found again by its place in the document), and the script lets go of the page.
 * A submit button of a form with an `action` is left to the browser: the form works as it is.
 * `html[data-early-activations]` counts the presses kept, for the journeys to check.
 *
 * Plain ES2020 in a string, not a compiled function: it is written into each page as it
 * stands, and the Content-Security-Policy allows it by its hash.
 */
export const EARLY_ACTIVATIONS_SCRIPT = [
  "(()=>{",
  "var h=document.documentElement,q=[],",
  // Every event of a press that React answers at once, by hydrating the page synchronously.
  'T="click keydown keyup pointerdown pointerup mousedown mouseup touchstart touchend".split(" "),',
  "f=e=>{",
  'var t=e.target.closest?.("button,[role=button]"),y=e.type;',
  'if(!t||t.disabled||t.type=="submit"&&t.form?.hasAttribute("action"))return;',
  "e.stopImmediatePropagation();",
  // A native button turns Enter and Space into a click itself; a [role=button] does not.
  'if(y=="click"||y=="keydown"&&t.localName!="button"&&(e.key=="Enter"||e.key==" ")){',
  "e.preventDefault();",
  "if(q.some(x=>x[0]==t))return;",
  "for(var p=[],c=t;c!=h;c=c.parentNode)p.unshift([].indexOf.call(c.parentNode.children,c));",
  'q.push([t,p,t.animate({opacity:[1,.6]},{duration:150,fill:"forwards"})]);',
  "h.dataset.earlyActivations=q.length}};",
  "T.map(x=>addEventListener(x,f,!0));",
  "new MutationObserver((_,o)=>{o.disconnect();setTimeout(()=>{",
  "T.map(x=>removeEventListener(x,f,!0));",
  "q.map(([t,p,a])=>{a.cancel();",
  "t.isConnected||(t=p.reduce((c,i)=>c?.children[i],h));t?.click()})",
  '})}).observe(h,{attributeFilter:["data-hydrated"]})',
  "})()",
].join("");

/** Its element in each page's head, and the hash the Content-Security-Policy allows it by. */
export const { tag: EARLY_ACTIVATIONS_TAG, hash: EARLY_ACTIVATIONS_HASH } =
  inlineScript(EARLY_ACTIVATIONS_SCRIPT);

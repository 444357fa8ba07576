import { describe, expect, it } from "vitest";
import { classesIn, pageStylesheet } from "./page-styles";

// A stylesheet shaped as Tailwind builds it: minified, in layers, with escaped class names.
const SHEET = [
  "/*! tailwindcss v4 | MIT License */",
  "@layer properties;",
  "@layer theme,base,utilities;",
  "@layer theme{:root{--color-ink:#222}}",
  "@layer base{*,:before{box-sizing:border-box}h1{margin:0}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".grid{display:grid}",
  ".hover\\:underline:hover{text-decoration:underline}",
  ".after\\:content-\\[\\'\\'\\]:after{content:''}",
  ".\\[\\&_a\\]\\:text-accent a{color:red}",
  ".w-1\\/2{width:50%}",
  ".\\31 0xl{font-size:9rem}",
  ".group:hover .group-hover\\:block,.only-here{display:block}",
  ":where(.space-y-2>:not(:last-child)){margin-bottom:.5rem}",
  "@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:hidden{display:none}}",
  "@supports (display:grid){@media print{.print\\:hidden{display:none}}}",
  "}",
  '@font-face{font-family:Inter;src:url("/a{b}.woff2")}',
  "@font-face{font-family:Inter fallback;src:local(Arial);size-adjust:107%}",
  "@keyframes spin{to{rotate:1turn}}",
  '@property --tw-x{syntax:"*";inherits:false}',
].join("");

const page = (classes: string) => `<body><div class="${classes}"><h1>Hi</h1></div></body>`;

describe("pageStylesheet (decision 065)", () => {
  const forPage = pageStylesheet(SHEET);

  it("keeps every rule but the fonts', in the sheet's order, for a page that uses every class", () => {
    const all = forPage(
      page(
        "flex grid hover:underline after:content-[&#x27;&#x27;] [&amp;_a]:text-accent w-1/2 10xl group group-hover:block only-here sm:grid sm:hidden print:hidden",
      ),
    );
    expect(all).toBe(
      SHEET.replace("/*! tailwindcss v4 | MIT License */", "").replace(
        '@font-face{font-family:Inter;src:url("/a{b}.woff2")}',
        "",
      ),
    );
  });

  it("leaves out the rules that need a class the page does not have, and groups left empty", () => {
    const own = forPage(page("flex sm:grid"));
    expect(own).toContain(".flex{display:flex}");
    expect(own).toContain("@media (min-width:40rem){.sm\\:grid{display:grid}}");
    expect(own).not.toContain(".grid{");
    expect(own).not.toContain("sm\\:hidden");
    expect(own).not.toContain("@supports");
    expect(own).not.toContain("hover\\:underline");
  });

  it("always keeps what needs no class: statements, the theme, the base, keyframes, properties, local faces", () => {
    const own = forPage(page(""));
    for (const part of [
      "@layer properties;",
      "@layer theme,base,utilities;",
      ":root{--color-ink:#222}",
      "*,:before{box-sizing:border-box}h1{margin:0}",
      ":where(.space-y-2>:not(:last-child)){margin-bottom:.5rem}",
      "@keyframes spin{to{rotate:1turn}}",
      '@property --tw-x{syntax:"*";inherits:false}',
      // The metric-matched fallback: the page's text is drawn in it until the fonts come.
      "@font-face{font-family:Inter fallback;src:local(Arial);size-adjust:107%}",
    ]) {
      expect(own).toContain(part);
    }
    expect(own).not.toContain(".flex");
    // The web fonts are the whole sheet's: the page draws in them only once the app's entry runs.
    expect(own).not.toContain("url(");
  });

  it("reads escaped class names as the page writes them", () => {
    expect(forPage(page("w-1/2"))).toContain(".w-1\\/2{width:50%}");
    expect(forPage(page("10xl"))).toContain(".\\31 0xl{font-size:9rem}");
    expect(forPage(page("[&amp;_a]:text-accent"))).toContain(".\\[\\&_a\\]\\:text-accent a");
    expect(forPage(page("after:content-[&#x27;&#x27;]"))).toContain("content:''");
  });

  it("keeps a rule when any one of its selectors can match, counting no class in parentheses", () => {
    expect(forPage(page("only-here"))).toContain(".only-here{display:block}");
    // `.group` is inside :hover's compound, outside parentheses: both classes are needed.
    expect(forPage(page("group-hover:block"))).not.toContain("group-hover");
    expect(forPage(page("group group-hover:block"))).toContain("group-hover");
  });
});

describe("classesIn", () => {
  it("reads every class attribute, with its entities", () => {
    const html =
      '<a class="x  y"></a><svg class="z"></svg><p data-class="no" class="[&amp;_a]:u"></p>';
    expect([...classesIn(html)].sort()).toEqual(["[&_a]:u", "x", "y", "z"]);
  });
});

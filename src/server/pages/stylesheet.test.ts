import { describe, expect, it } from "vitest";
import { inlineStylesheet, STYLESHEET } from "./stylesheet";

const built = `<head>
    <title>%GALLERY_NAME%</title>
    <link rel="stylesheet" crossorigin href="/assets/index-DyWHrtAM.css">
    <script type="module" crossorigin src="/assets/index-BC0pToI3.js"></script>
  </head>`;

describe("inlineStylesheet (decisions 012 and 065)", () => {
  it("finds the built stylesheet's path", () => {
    expect(built.match(STYLESHEET)?.[1]).toBe("assets/index-DyWHrtAM.css");
  });

  it("puts the whole stylesheet in the page in place of its link", () => {
    const css = ".a{color:red}.b::after{content:'$&'}";
    const { html } = inlineStylesheet(built, css, "assets/index-DyWHrtAM.css");
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("<script"));
  });

  it("gives a rendered page its own rules, naming the whole sheet", () => {
    const template = inlineStylesheet(built, ".a{color:red}.b{color:blue}", "assets/x.css");
    const page = template.ownStyles(template.html.replace("</head>", '<p class="a"></p></head>'));
    expect(page).toContain('<style data-whole="/assets/x.css">.a{color:red}</style>');
    expect(page).not.toContain(".b{");
  });

  it("keeps the link when the stylesheet could end the style element", () => {
    const template = inlineStylesheet(built, ".a::after{content:'</STYLE>'}", "assets/x.css");
    expect(template.html).toBe(built);
    expect(template.ownStyles(built)).toBe(built);
  });
});

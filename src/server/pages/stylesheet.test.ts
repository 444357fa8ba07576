import { describe, expect, it } from "vitest";
import { inlineStylesheet, STYLESHEET } from "./stylesheet";

const built = `<head>
    <title>%GALLERY_NAME%</title>
    <link rel="stylesheet" crossorigin href="/assets/index-DyWHrtAM.css">
    <script type="module" crossorigin src="/assets/index-BC0pToI3.js"></script>
  </head>`;

describe("inlineStylesheet (decision 012)", () => {
  it("finds the built stylesheet's path", () => {
    expect(built.match(STYLESHEET)?.[1]).toBe("assets/index-DyWHrtAM.css");
  });

  it("puts the stylesheet in the page in place of its link", () => {
    const css = ".a{color:red}.b::after{content:'$&'}";
    const page = inlineStylesheet(built, css);
    expect(page).toContain(`<style>${css}</style>`);
    expect(page).not.toContain('rel="stylesheet"');
    expect(page.indexOf("<style>")).toBeLessThan(page.indexOf("<script"));
  });

  it("keeps the link when the stylesheet could end the style element", () => {
    expect(inlineStylesheet(built, ".a::after{content:'</STYLE>'}")).toBe(built);
  });
});

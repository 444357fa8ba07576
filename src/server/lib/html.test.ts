import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("turns every character that could open markup or end an attribute into an entity", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;",
    );
  });

  it("leaves other text as it is", () => {
    expect(escapeHtml("Maren Holloway — £1,200")).toBe("Maren Holloway — £1,200");
  });
});

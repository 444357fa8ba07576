import { describe, expect, it } from "vitest";
import { withArticle } from "./article";

describe("withArticle", () => {
  it("puts 'an' before a name that starts with a vowel, in either case", () => {
    expect(withArticle("Atelier")).toBe("an Atelier");
    expect(withArticle("ochre studio")).toBe("an ochre studio");
    expect(withArticle("Usher Hall")).toBe("an Usher Hall");
  });

  it("puts 'a' before a name that starts with a consonant or anything else", () => {
    expect(withArticle("Holloway Gallery")).toBe("a Holloway Gallery");
    expect(withArticle("Yellow Door")).toBe("a Yellow Door");
    expect(withArticle("3 Rooms")).toBe("a 3 Rooms");
  });
});

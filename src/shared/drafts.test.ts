import { describe, expect, it } from "vitest";
import { ARTWORK_TEXT_MAX } from "./artwork";
import { isUnfinished, titleFromFileName } from "./drafts";
import { messages } from "./messages";

describe("a draft's title read from its photograph's file name", () => {
  it("leaves out the extension, reads underscores and hyphens as spaces, and capitalises", () => {
    expect(titleFromFileName("harbour_at-dusk 02.jpg")).toBe("Harbour at dusk 02");
    expect(titleFromFileName("IMG_0412.JPEG")).toBe("IMG 0412");
    expect(titleFromFileName("still-life.webp")).toBe("Still life");
  });

  it("runs spaces together and trims them", () => {
    expect(titleFromFileName("  __sea   --  wall__ .png")).toBe("Sea wall");
  });

  it("keeps a dot that is no extension, and only the last extension goes", () => {
    expect(titleFromFileName("study 2.5")).toBe("Study 2.5");
    expect(titleFromFileName("dawn.final.jpg")).toBe("Dawn.final");
  });

  it("reads the name without any folders a browser sent with it", () => {
    expect(titleFromFileName("C:\\fakepath\\blue_door.jpg")).toBe("Blue door");
    expect(titleFromFileName("photos/2026/blue_door.jpg")).toBe("Blue door");
  });

  it("capitalises a first letter beyond ASCII", () => {
    expect(titleFromFileName("étude_en_bleu.jpg")).toBe("Étude en bleu");
  });

  it("calls a name with no words Untitled, and drops control characters", () => {
    expect(titleFromFileName(".jpg")).toBe(messages.drafts.untitled);
    expect(titleFromFileName("___-.png")).toBe(messages.drafts.untitled);
    expect(titleFromFileName("a\u0000b\tc.jpg")).toBe("A b c");
  });

  it("keeps a title within the form's limit", () => {
    const title = titleFromFileName(`${"x".repeat(300)}.jpg`);
    expect(title).toHaveLength(ARTWORK_TEXT_MAX);
  });
});

describe("a work still to complete", () => {
  const work = {
    price: 950,
    artist: "Maren Holloway",
    medium: "Oil on canvas",
    size: "60 x 80 cm",
  };

  it("is one with a placeholder left: no price, medium, size or artist", () => {
    expect(isUnfinished(work)).toBe(false);
    expect(isUnfinished({ ...work, price: 0 })).toBe(true);
    expect(isUnfinished({ ...work, medium: "" })).toBe(true);
    expect(isUnfinished({ ...work, size: " " })).toBe(true);
    expect(isUnfinished({ ...work, artist: "" })).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import {
  buildPrompt,
  GENERATED_IMAGE_SIZE,
  GENERATION_DELAY_MS,
  generatedImageFileName,
  generateImageSchema,
  PROMPT_MAX_LENGTH,
  type PromptArtwork,
} from "./generator";

const artwork: PromptArtwork = {
  title: "Harbour at Dusk",
  artist: "Maren Holloway",
  medium: "Oil on canvas",
  description: "Fishing boats settle into\nthe evening light.",
};

describe("buildPrompt", () => {
  it("uses the visitor's prompt, trimmed, whether or not there is a base artwork", () => {
    expect(buildPrompt("  a stormy sea in blues ", artwork)).toBe("a stormy sea in blues");
    expect(buildPrompt("a stormy sea", undefined)).toBe("a stormy sea");
  });

  it("builds one from the artwork's medium, title, artist and description when empty", () => {
    const prompt = buildPrompt("", artwork);
    expect(prompt).toBe(
      'Oil on canvas in the style of "Harbour at Dusk" by Maren Holloway. ' +
        "Fishing boats settle into the evening light.",
    );
    // A prompt of only spaces is empty too.
    expect(buildPrompt(" \n\t", artwork)).toBe(prompt);
  });

  it("leaves the description out when the artwork has none", () => {
    expect(buildPrompt("", { ...artwork, description: null })).toBe(
      'Oil on canvas in the style of "Harbour at Dusk" by Maren Holloway.',
    );
    expect(buildPrompt("", { ...artwork, description: "   " })).toBe(
      'Oil on canvas in the style of "Harbour at Dusk" by Maren Holloway.',
    );
  });

  it("is null with neither a prompt nor a base artwork", () => {
    expect(buildPrompt("")).toBeNull();
    expect(buildPrompt("   ", null)).toBeNull();
  });

  it("cuts a long description at a word so the prompt stays within the limit", () => {
    const prompt = buildPrompt("", { ...artwork, description: "brushwork ".repeat(600) });
    expect(prompt?.length).toBeLessThanOrEqual(PROMPT_MAX_LENGTH);
    expect(prompt).toMatch(/brushwork…$/);
    expect(generateImageSchema.safeParse({ prompt }).success).toBe(true);
  });
});

describe("generateImageSchema", () => {
  const id = "2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11";

  it("takes a prompt of 1 to 500 characters after trimming, and an optional artwork id", () => {
    expect(generateImageSchema.parse({ prompt: "  sea " })).toEqual({ prompt: "sea" });
    expect(generateImageSchema.parse({ prompt: "sea", artworkId: id })).toEqual({
      prompt: "sea",
      artworkId: id,
    });
    expect(generateImageSchema.safeParse({ prompt: "x".repeat(500) }).success).toBe(true);
  });

  it("refuses an empty, over-long or missing prompt and a malformed artwork id", () => {
    for (const body of [
      {},
      { prompt: "" },
      { prompt: "   " },
      { prompt: "x".repeat(501) },
      { prompt: 42 },
      { prompt: "sea", artworkId: "not-a-uuid" },
    ]) {
      expect(generateImageSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe("generator constants", () => {
  it("waits 3000 ms and makes 512×512 images", () => {
    expect(GENERATION_DELAY_MS).toBe(3000);
    expect(GENERATED_IMAGE_SIZE).toBe(512);
  });

  it("names a download ai-generated-art-{timestamp}.jpg", () => {
    expect(generatedImageFileName(1767225600000)).toBe("ai-generated-art-1767225600000.jpg");
  });
});

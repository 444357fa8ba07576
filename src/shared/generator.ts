import { z } from "zod";
import { type Artwork, artworkIdSchema } from "./artwork";

/** The simulated generator "works" for 3 seconds before the image appears. */
export const GENERATION_DELAY_MS = 3000;

/** The placeholder image is 512×512 pixels. */
export const GENERATED_IMAGE_SIZE = 512;

/** The longest prompt the generator takes, typed or built from an artwork. */
export const PROMPT_MAX_LENGTH = 500;

/** What a prompt is built from when the visitor leaves it empty. */
export type PromptArtwork = Pick<Artwork, "title" | "artist" | "medium" | "description">;

/**
 * The visitor's prompt when there is one; otherwise one built from the base
 * artwork's medium, title, artist and description; with neither, null (the caller shows
 * `messages.generator.promptRequired`). A built prompt is cut to PROMPT_MAX_LENGTH at a word
 * boundary, since a description may run to thousands of characters.
 */
export function buildPrompt(prompt: string, artwork?: PromptArtwork | null): string | null {
  const typed = prompt.trim();
  if (typed) return typed;
  if (!artwork) return null;
  const description = artwork.description?.trim().replace(/\s+/g, " ");
  const built =
    `${artwork.medium.trim()} in the style of "${artwork.title.trim()}" ` +
    `by ${artwork.artist.trim()}.${description ? ` ${description}` : ""}`;
  return truncateAtWord(built, PROMPT_MAX_LENGTH);
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The body of POST /api/generator/images. */
export const generateImageSchema = z.object({
  prompt: z
    .string({ error: "Prompt must be text" })
    .trim()
    .min(1, { error: "Prompt must not be empty" })
    .max(PROMPT_MAX_LENGTH, {
      error: `Prompt must be at most ${PROMPT_MAX_LENGTH} characters`,
    }),
  artworkId: artworkIdSchema.optional(),
});

export type GenerateImageInput = z.input<typeof generateImageSchema>;

/** The name a downloaded image is saved under: ai-generated-art-{timestamp}.jpg. */
export function generatedImageFileName(timestamp: number): string {
  return `ai-generated-art-${timestamp}.jpg`;
}

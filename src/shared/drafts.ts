import { ARTWORK_TEXT_MAX } from "./artwork";
import { draftsTexts } from "./texts/drafts";

// "Add many": a draft made from each photograph the owner drops in, completed later in the
// usual form. What it says until then, and how its title is read from the file's name.

/** How many photographs one "Add many" takes: more are left out, and she is told so. */
export const ADD_MANY_MAX = 50;

/** How many of them are sent at the same time: the others wait their turn. */
export const ADD_MANY_AT_ONCE = 2;

/**
 * What a draft made from a photograph says of what only she knows: no price, medium or size.
 * The form refuses to save them so, and a work that still has them is never published.
 */
export const DRAFT_PLACEHOLDERS = { price: 0, medium: "", size: "" } as const;

/**
 * A work's title read from its photograph's file name: the folders and the extension left
 * out, underscores and hyphens read as spaces, spaces run together, the first letter a
 * capital ("harbour_at-dusk 02.jpg" is "Harbour at dusk 02"); "Untitled" when no words are left.
 */
export function titleFromFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const words = base
    .replace(/\.[a-z][a-z0-9]{0,4}$/i, "")
    .replace(/[\p{Cc}_-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, ARTWORK_TEXT_MAX)
    .trim();
  if (!words) return draftsTexts.drafts.untitled;
  return words.charAt(0).toLocaleUpperCase("en-GB") + words.slice(1);
}

/** Whether a work still has a placeholder the owner has not replaced (or no artist). */
export function isUnfinished(work: {
  price: number;
  artist: string;
  medium: string;
  size: string;
}): boolean {
  return (
    work.price <= DRAFT_PLACEHOLDERS.price ||
    !work.artist.trim() ||
    !work.medium.trim() ||
    !work.size.trim()
  );
}

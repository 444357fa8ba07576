import { createHash } from "node:crypto";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";

/**
 * Share cards are stored once per version of what they are drawn from, under a name holding a
 * hash of it: a new title, artist, image or gallery name is a new name, so every card's URL
 * can be cached for a year. The name also says whose card it is (an artwork's id, or the
 * gallery), so a card nobody has asked for yet can be drawn on its first request.
 */

/** Raised when the drawing itself changes, so that every card is drawn again. */
const DRAWING = 1;

/** What an artwork's card is drawn from. */
export type ArtworkCardSubject = Pick<Artwork, "id" | "title" | "artist" | "imageUrl">;
/** What the gallery's card is drawn from: the images of its newest works. */
export type GalleryCardSubject = Array<Pick<Artwork, "imageUrl">>;

/** The gallery card's line under the gallery's name. */
export const GALLERY_TAGLINE = messages.home.heroTitle;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const CARD_NAME = new RegExp(`^card-(gallery|${UUID})-([0-9a-f]{16})\\.jpg$`);

const versionOf = (drawnFrom: unknown[]) =>
  createHash("sha256")
    .update(JSON.stringify([DRAWING, ...drawnFrom]))
    .digest("hex")
    .slice(0, 16);

/** The stored name of an artwork's card as it is now: `card-<id>-<version>.jpg`. */
export function artworkCardName(artwork: ArtworkCardSubject, gallery: string): string {
  return `card-${artwork.id}-${versionOf([gallery, artwork.title, artwork.artist, artwork.imageUrl])}.jpg`;
}

/** The stored name of the gallery's card for these newest works: `card-gallery-<version>.jpg`. */
export function galleryCardName(newest: GalleryCardSubject, gallery: string): string {
  return `card-gallery-${versionOf([gallery, GALLERY_TAGLINE, newest.map((work) => work.imageUrl)])}.jpg`;
}

/** Whose card a name is: an artwork's (by id) or the gallery's; undefined for any other name. */
export function cardSubjectOf(name: string): { artworkId: string } | "gallery" | undefined {
  const subject = name.match(CARD_NAME)?.[1];
  if (!subject) return undefined;
  return subject === "gallery" ? "gallery" : { artworkId: subject };
}

/** A card's absolute URL, for link previews. */
export function cardUrl(name: string, publicUrl: string): string {
  return new URL(`/images/${name}`, publicUrl).href;
}

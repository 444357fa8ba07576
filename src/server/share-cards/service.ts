import { getArtwork, listArtworks } from "#server/catalogue/service";
import type { Db } from "#server/db/client";
import type { ImageStore } from "#server/images/image-store";
import { imageName } from "#server/images/store";
import { HERO_COUNT, heroWorks } from "#shared/hero";
import { parseStoredImageUrl } from "#shared/images";
import { drawArtworkCard, drawGalleryCard } from "./draw";
import {
  artworkCardName,
  cardSubjectOf,
  GALLERY_TAGLINE,
  type GalleryCardSubject,
  galleryCardName,
} from "./names";

/** The width of the stored image a card draws from: more than the card shows it at. */
const SOURCE_WIDTH = 960;

export type ShareCardDeps = {
  db: Db;
  images: ImageStore;
  galleryName: string;
  clock: () => Date;
  /** Makes a stored image that can be made but is not there yet (a demo painting). */
  paint: (name: string) => Promise<boolean>;
};

/** A card as it should be now: its name, and how to draw it. */
type CurrentCard = { name: string; draw: () => Promise<Buffer> };

/** Cards being drawn in this process, by store and name: each is drawn once, however asked. */
const drawing = new Map<string, Promise<void>>();

/**
 * Share cards, drawn on their first request and kept in the image store. A card's name holds
 * the version of what it shows (names.ts); the store writes each image whole, so requests that
 * race, in this process or another, at worst draw the same card twice and store it whole.
 */
export function createShareCards(deps: ShareCardDeps) {
  const { images } = deps;

  /**
   * A painting's image from the store (painted first if it is a demo painting not painted
   * yet); null for an outside image, which the server does not fetch; undefined when a stored
   * image is missing, so there is nothing right to draw.
   */
  async function paintingOf(imageUrl: string): Promise<Buffer | null | undefined> {
    const stored = parseStoredImageUrl(imageUrl);
    if (!stored) return null;
    const name = imageName(stored.key, SOURCE_WIDTH);
    return (await images.get(name)) ?? ((await deps.paint(name)) ? images.get(name) : undefined);
  }

  /** Every painting's image, or undefined when one that should be there is missing. */
  async function paintingsOf(works: GalleryCardSubject): Promise<Buffer[] | undefined> {
    const found = await Promise.all(works.map((work) => paintingOf(work.imageUrl)));
    if (found.includes(undefined)) return undefined;
    return found.filter((image): image is Buffer => image !== null && image !== undefined);
  }

  /** The card `name` stands for as it is now, or undefined when there is no such artwork. */
  async function currentCard(name: string): Promise<CurrentCard | undefined> {
    const subject = cardSubjectOf(name);
    if (!subject) return undefined;
    const gallery = deps.galleryName;
    if (subject === "gallery") {
      // The hero's works, as the gallery's page shows them (pages/render.ts).
      const items = heroWorks(await listArtworks(deps.db, {}, { limit: HERO_COUNT }, deps.clock()));
      return {
        name: galleryCardName(items, gallery),
        draw: async () => {
          const paintings = await paintingsOf(items);
          if (!paintings) throw new MissingImage();
          return drawGalleryCard({ gallery, tagline: GALLERY_TAGLINE, paintings });
        },
      };
    }
    const artwork = await getArtwork(deps.db, subject.artworkId, deps.clock());
    if (!artwork) return undefined;
    return {
      name: artworkCardName(artwork, gallery),
      draw: async () => {
        const painting = await paintingOf(artwork.imageUrl);
        if (painting === undefined) throw new MissingImage();
        return drawArtworkCard({ title: artwork.title, artist: artwork.artist, gallery, painting });
      },
    };
  }

  /** Stores `card` unless it is there; one drawing at a time per card in this process. */
  function ensure(card: CurrentCard): Promise<void> {
    const key = `${images.kind}:${images.location}:${card.name}`;
    let made = drawing.get(key);
    if (!made) {
      made = (async () => {
        if (!(await images.has(card.name))) await images.put(card.name, await card.draw());
      })().finally(() => drawing.delete(key));
      drawing.set(key, made);
    }
    return made;
  }

  return {
    /**
     * GET /images/card-….jpg: the card as it is now, drawn first if need be; an earlier
     * version of it while the store keeps it; null (404) for an unknown artwork, a version
     * never drawn, or a card whose painting's image is missing.
     */
    async serve(name: string): Promise<Response | null> {
      const current = await currentCard(name);
      if (!current) return null;
      if (current.name === name) {
        try {
          await ensure(current);
        } catch (error) {
          if (error instanceof MissingImage) return null;
          throw error;
        }
      } else if (!(await images.has(name))) {
        return null;
      }
      return images.serve(name);
    },
  };
}

export type ShareCards = ReturnType<typeof createShareCards>;

/** A stored painting a card should show is not in the store: no card is stored without it. */
class MissingImage extends Error {}

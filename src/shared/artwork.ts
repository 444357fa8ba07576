import { z } from "zod";
import type { ShippingBand } from "./delivery";
import type { Edition } from "./editions";
import type { Visibility } from "./release";
import { isArtworkRef } from "./slug";

export const ARTWORK_TEXT_MAX = 200;
export const ARTWORK_DESCRIPTION_MAX = 5000;
/** The longest style or subject: a few words, as the Details panel shows them. */
export const ARTWORK_DETAIL_MAX = 60;
/** The earliest year a work may be given as painted in. */
export const YEAR_MIN = 1000;

/**
 * Every painting exists once. `reserved`: held by an order awaiting payment;
 * `sold`: bought (paid or shipped) or marked sold elsewhere by the owner.
 */
export const AVAILABILITIES = ["available", "reserved", "sold"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * Width and height in centimetres, to the hundredth, read from an artwork's `size` text
 * ("W x H", see dimensionsOf in filters.ts).
 */
export type Dimensions = { widthCm: number; heightCm: number };

/** The most photographs a work may have; it always has at least one. */
export const ARTWORK_IMAGES_MAX = 8;
/** The longest alt text or caption of a photograph. */
export const IMAGE_TEXT_MAX = 300;

/**
 * One photograph of a work. `width` and `height` are its full-resolution file's pixels, or null
 * when unknown (an outside URL, or an image stored before its size was kept). `alt` is what a
 * screen reader says of it (the main one's is never empty), `caption` the owner's note, or "".
 */
export type ArtworkImage = {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
  caption: string;
};

/**
 * An artwork as the API returns it. Prices are pounds, with pence. `dimensions` is null when
 * `size` does not give a width and a height.
 */
export type Artwork = {
  id: string;
  /**
   * The end of its address (`/?artwork=<slug>`, #shared/links): made from the title when it
   * was added (#shared/slug) and kept when the title changes; never shaped like a uuid.
   */
  slug: string;
  title: string;
  artist: string;
  description: string | null;
  price: number;
  /** The main photograph's URL: `images[0].url`. */
  imageUrl: string;
  /** Its photographs in the owner's order, 1 to ARTWORK_IMAGES_MAX; the first is the main one. */
  images: ArtworkImage[];
  medium: string;
  size: string;
  dimensions: Dimensions | null;
  /** The year it was painted. */
  year: number;
  /** Its style ("Colour field") and subject ("Seascape"), in the owner's words. */
  style: string;
  subject: string;
  signed: boolean;
  framed: boolean;
  /** How it ships (#shared/delivery): the owner's choice, or the band its size gives. */
  shippingBand: ShippingBand;
  availability: Availability;
  /** A draft, seen by the owners only, or public — from `releaseAt` when it has one (#shared/release). */
  visibility: Visibility;
  /** When it is released to everyone (ISO), or null: public as soon as it is public. */
  releaseAt: string | null;
  /** Whether the owner features it in the home page's hero, and its place there (1–4). */
  featured: boolean;
  featuredOrder: number | null;
  /** The series it belongs to (#shared/series), or null. */
  seriesId: string | null;
  /** Its prints on offer (#shared/editions), oldest first; retired editions are left out. */
  editions: Edition[];
  createdAt: string;
  updatedAt: string;
};

/** A page of the catalogue, as `GET /api/artworks` answers it and a rendered page holds it. */
export type ArtworkPage = {
  items: Artwork[];
  nextCursor: string | null;
  /** Artworks matching the search and filters (first page only: later pages omit counts). */
  matched?: number;
  /** Artworks in the whole catalogue (first page only). */
  total?: number;
  /** When the next release goes on sale to everyone (first page only), or null: none set. */
  nextReleaseAt?: string | null;
  /**
   * The featured works the hero may show, in the owner's order: public, released and not sold
   * (the first page of the unfiltered catalogue only). Empty: the hero shows the newest.
   */
  featured?: Artwork[];
};

export const artworkIdSchema = z.uuid({ error: "Artwork id must be a valid UUID" });

/** An artwork as an address names it: its id, or its slug (#shared/slug). */
export const artworkRefSchema = z
  .string()
  .refine(isArtworkRef, { error: "Artwork must be named by its id or its slug" });

/** Page size of the catalogue list: default and upper bound. */
export const PAGE_SIZE = 24;
export const PAGE_SIZE_MAX = 100;

import { z } from "zod";
import { shopDay } from "./dates";
import { optionalLine } from "./text-input";

// The provenance register: who owns which work, from the shop's own sales and from the sales
// the owner records as made elsewhere.

/** Where a sale is known from: an order paid in the shop, or the owner's own record. */
export type ProvenanceSource = "order" | "elsewhere";

/** One sold work and what the shop knows of its sale. */
export type ProvenanceEntry = {
  /** The painting, or null once it has been deleted (an order keeps what was sold). */
  artworkId: string | null;
  /** Its slug, for its address; null once it has been deleted. */
  artworkSlug: string | null;
  title: string;
  artist: string;
  imageUrl: string;
  source: ProvenanceSource;
  /** Who bought it: for an order its shipping name and e-mail; elsewhere, the name if given. */
  buyer: { name: string | null; email: string | null };
  /** The day of the sale (YYYY-MM-DD, UK time), if known. */
  soldOn: string | null;
  /** What it sold for in pounds: an order's price; unknown for a sale elsewhere. */
  price: number | null;
  order: { id: string; number: string } | null;
  /** Its certificate of authenticity's code, for a sale in the shop. */
  certificate: string | null;
};

export const BUYER_NAME_MAX = 100;

/**
 * `PUT /api/artworks/:id/availability`: sold elsewhere (with, optionally, the buyer's name and
 * the day of the sale for the register) or available again (which forgets both).
 */
export const soldElsewhereSchema = z
  .strictObject({
    availability: z.enum(["sold", "available"], {
      error: "availability must be sold or available",
    }),
    buyerName: optionalLine("Buyer's name", BUYER_NAME_MAX),
    soldOn: z
      .union([z.literal(""), z.iso.date({ error: "Date of sale must be a date (YYYY-MM-DD)" })], {
        error: "Date of sale must be a date (YYYY-MM-DD)",
      })
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || value <= shopDay(), {
        error: "Date of sale cannot be in the future",
      })
      .refine((value) => value === undefined || value >= "1800-01-01", {
        error: "Date of sale must be after 1800",
      }),
  })
  .refine((input) => input.availability === "sold" || (!input.buyerName && !input.soldOn), {
    error: "Only a sold work has a buyer and a date of sale",
    path: ["availability"],
  });

export type SoldElsewhereInput = z.input<typeof soldElsewhereSchema>;

/** What enquiries are, for the forms and the server alike (no zod here: pages import it). */

export const ENQUIRY_KINDS = ["question", "commission"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const ENQUIRY_NAME_MAX = 100;
export const ENQUIRY_MESSAGE_MAX = 5000;

/** An enquiry as the admin lists it. */
export type Enquiry = {
  id: string;
  kind: EnquiryKind;
  artworkId: string | null;
  /** The painting's slug, for its address; null for none, or one deleted since. */
  artworkSlug: string | null;
  artworkTitle: string | null;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  doneAt: string | null;
};

/** A signed-in shopper's alert, as their profile lists it. */
export type Alert = {
  id: string;
  artworkId: string | null;
  /** The painting's slug, for its address; null once it is deleted. */
  artworkSlug: string | null;
  artworkTitle: string;
  confirmed: boolean;
  createdAt: string;
};

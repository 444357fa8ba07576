import { z } from "zod";
import { email } from "./account-input";
import { ENQUIRY_KINDS, ENQUIRY_MESSAGE_MAX, ENQUIRY_NAME_MAX } from "./collectors";
import { MULTILINE_TEXT, SINGLE_LINE } from "./text-input";

/**
 * `website` is a field people never see (hidden from them and from assistive technology): a
 * form that fills it in is a robot's, and is answered as usual with nothing done.
 */
const website = z.string().max(200).optional();

/** Following the artist: the address. */
export const followInputSchema = z.object({ email, website });

const artworkId = z.uuid("artworkId must be an artwork's id");

/**
 * "Notify me about similar work": the painting it is asked from, and an address (a signed-in
 * shopper's own when left out).
 */
export const alertInputSchema = z.object({ artworkId, email: email.optional(), website });

/** A question about a painting (or none), or a request for a commission. */
export const enquiryInputSchema = z.object({
  artworkId: artworkId.optional(),
  kind: z.enum(ENQUIRY_KINDS, { error: 'kind must be "question" or "commission"' }),
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(ENQUIRY_NAME_MAX, `Name must be at most ${ENQUIRY_NAME_MAX} characters`)
    .regex(SINGLE_LINE, "Name must not contain control characters"),
  email,
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(ENQUIRY_MESSAGE_MAX, `Message must be at most ${ENQUIRY_MESSAGE_MAX} characters`)
    .regex(MULTILINE_TEXT, "Message must not contain control characters"),
  website,
});

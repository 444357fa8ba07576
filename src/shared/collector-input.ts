import { z } from "zod";
import { email } from "./account-input";

/**
 * Following the artist: the address, and `website`, a field people never see (hidden from
 * them and from assistive technology): a form that fills it in is a robot's, and is answered
 * as usual with nothing done.
 */
export const followInputSchema = z.object({
  email,
  website: z.string().max(200).optional(),
});

import { z } from "zod";
import { FULL_NAME_MAX } from "./account";

/** The profile form's one field (kept apart from account.ts so pages need no zod). */
export const profileInputSchema = z.object({
  fullName: z
    .string({ error: "Full name must be text" })
    .trim()
    .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`)
    .regex(/^[^\p{Cc}]*$/u, "Full name must not contain control characters"),
});

import { z } from "zod";

// What typed text may hold, said once for every form and API field.

/** Single-line text: no control characters at all (U+0000–U+001F, U+007F–U+009F). */
export const SINGLE_LINE = /^[^\p{Cc}]*$/u;

/** Several lines: line breaks and tabs, and no other control character. */
export const MULTILINE_TEXT = /^[^\p{Cc}]*(?:[\n\r\t][^\p{Cc}]*)*$/u;

/** A required line of text, trimmed, of at most `max` characters. */
export const line = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(SINGLE_LINE, `${label} must not contain control characters`);

/** An optional line of text, trimmed; left empty, it is undefined. */
export const optionalLine = (label: string, max = 100) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(SINGLE_LINE, `${label} must not contain control characters`)
    .optional()
    .transform((value) => value || undefined);

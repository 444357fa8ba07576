import { z } from "zod";

// How the environment's values are read, whatever the variable (config.ts names each one).

/** A switch: 1, true, yes or on; 0, false, no or off; empty is true. */
export const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["", "1", "0", "true", "false", "yes", "no", "on", "off"].includes(v), {
    error: "must be true or false",
  })
  .transform((v) => !["0", "false", "no", "off"].includes(v));

/** A variable set to nothing is read as not set, so that its default applies. */
export const emptyAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** The address in `Name <address>`, or the whole value when it is a bare address. */
export const addressOf = (value: string) => value.match(/<([^<>]*)>$/)?.[1].trim() ?? value;

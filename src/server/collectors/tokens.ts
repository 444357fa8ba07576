import { randomBytes } from "node:crypto";

/** A secret for a subscription's links (confirm, unsubscribe): 32 random bytes, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Moved to db/auth-schema.ts; kept only until the offers and orders rooms import it there. */
export * from "#server/db/auth-schema";

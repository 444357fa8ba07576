import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

// The handle's type on its own, so modules the database module imports (the artworks'
// backfill) can name it without importing that module back.

/** The one database handle, whichever engine is behind it (one module picks the engine). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or a transaction on it: what a change that may be part of a larger one takes. */
export type Queryable = Pick<Db, "select" | "update" | "insert" | "delete" | "execute">;

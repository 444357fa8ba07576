// Creates the embedded database in the directory given as the only argument, then exits
// (pglite-thread.ts runs it in a process of its own). PostgreSQL's initdb leaves PGlite's
// WebAssembly memory ~400 MB larger than opening an existing database does, and a process
// gives its memory back when it ends: the server's memory stays the server's.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node pglite-create.mjs <data directory>");
const db = await PGlite.create(dir, { extensions: { pg_trgm } });
await db.close();

import { existsSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";

const hasServer = (dir) =>
  existsSync(path.join(dir, "pg_ctl")) && existsSync(path.join(dir, "initdb"));

/**
 * The directory holding PostgreSQL's `initdb` and `pg_ctl` (real-Postgres tests need server
 * binaries): `PG_BIN`, else the newest `/usr/lib/postgresql/<version>/bin`
 * (Debian's layout), else wherever `pg_ctl` on PATH lives. Undefined when there are none.
 * Shared by tests/postgres-server.ts and scripts/test.mjs, so both agree on "missing".
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | undefined}
 */
export function findPostgresBin(env = process.env) {
  if (env.PG_BIN) return hasServer(env.PG_BIN) ? env.PG_BIN : undefined;

  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const dir = path.join(debian, version, "bin");
    if (hasServer(dir)) return dir;
  }

  for (const dir of (env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const pgCtl = path.join(dir, "pg_ctl");
    if (!existsSync(pgCtl)) continue;
    if (hasServer(dir)) return dir;
    const real = path.dirname(realpathSync(pgCtl));
    if (hasServer(real)) return real;
  }
  return undefined;
}

export const postgresBinHint =
  "PostgreSQL server binaries (initdb, pg_ctl) were not found: set PG_BIN, or install them " +
  "(Debian: apt-get install postgresql)";

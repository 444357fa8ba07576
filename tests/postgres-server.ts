import { execFile, execFileSync } from "node:child_process";
import { rmSync, statSync } from "node:fs";
import { mkdtemp, readFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres } from "#server/db/client";
import { findPostgresBin, postgresBinHint } from "./postgres-binaries.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** `postgres://postgres@127.0.0.1:<port>` of the throwaway server, no database name. */
    postgresServerUrl: string;
  }
}

/** Every test database is cloned from this one, migrated once here. */
export const TEMPLATE_DATABASE = "atelier_template";

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;
const quote = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

/** PostgreSQL refuses to run as root, so as root every server command runs as `postgres`. */
function command(file: string, args: string[]): [string, string[]] {
  return isRoot ? ["su", ["postgres", "-c", [file, ...args].map(quote).join(" ")]] : [file, args];
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A throwaway PostgreSQL server in a temp dir, tuned for tests (no fsync), on a free port of
 * 127.0.0.1: its URL (no database name) and how to stop it and remove its files — which also
 * happens if this process exits first. Used by the `api-postgres` tier and `npm run bench:load`.
 */
export async function startPostgresServer(
  /** A port of the caller's choosing, instead of any free one. */
  at?: number,
): Promise<{ url: string; stop: () => void }> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(postgresBinHint);

  // As root the server runs as `postgres`, which must reach its directory: in the temp
  // directory when others may pass through it (npm test's, in memory), else in /tmp.
  const parent = !isRoot || statSync(os.tmpdir()).mode & 0o001 ? os.tmpdir() : "/tmp";
  const dir = await mkdtemp(path.join(parent, "atelier-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  const exec = (tool: string, args: string[]) =>
    run(...command(path.join(bin, tool), args), { cwd: "/tmp" });
  if (isRoot) await run("chown", ["postgres:", dir]);

  let started = false;
  const stop = () => {
    process.off("exit", stop);
    if (started) {
      started = false;
      const pgCtl = command(path.join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "immediate"]);
      try {
        execFileSync(...pgCtl, { cwd: "/tmp", stdio: "ignore" });
      } catch {
        // Already stopped; the directory goes next either way.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Interrupted runs exit without teardown: still take the server and its files with them.
  process.once("exit", stop);

  try {
    await exec("initdb", [
      ...["-D", dataDir, "-U", "postgres", "--auth=trust"],
      // The same case rules for lower() as embedded PGlite, whatever the machine's locale.
      ...["--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"],
    ]);
    const port = at ?? (await freePort());
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
    ].join(" ");
    started = true;
    await exec("pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", options]);
    return { url: `postgres://postgres@127.0.0.1:${port}`, stop };
  } catch (error) {
    const log = await readFile(logFile, "utf8").catch(() => "");
    stop();
    const detail = log ? `\n--- server log ---\n${log.split("\n").slice(-20).join("\n")}` : "";
    throw new Error(`Could not start a PostgreSQL server from ${bin}: ${error}${detail}`);
  }
}

/**
 * Vitest globalSetup of the `api-postgres` project: a throwaway PostgreSQL server with a
 * migrated template database; stopped and removed afterwards, also on failure.
 */
export default async function setup(project: TestProject) {
  if (!findPostgresBin()) {
    throw new Error(
      `${postgresBinHint}. ${process.env.CI ? "CI is set, so a missing tier is a failure." : "npm test skips this tier."}`,
    );
  }
  const server = await startPostgresServer();
  try {
    const admin = new pg.Client(`${server.url}/postgres`);
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE} is_template true`);
    await admin.end();
    const template = await openPostgres(`${server.url}/${TEMPLATE_DATABASE}`);
    await template.close();
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide("postgresServerUrl", server.url);
  return server.stop;
}

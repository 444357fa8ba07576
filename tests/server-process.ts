import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cookiesFrom } from "./api";
import { createPostgresDatabase, createShopDir, createTempDir, testDbKind } from "./database";

import { newestVerificationLink } from "./outbox";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/**
 * A child process running the compiled server, `node dist/server/index.js`, as `npm start` does
 * (the API projects' globalSetup, tests/server-build.ts, builds it first if it is stale; `npm
 * test` builds it once for every tier). Compiling the sources through tsx in every process cost
 * seconds of CPU each: decision 031.
 */
export type ServerProcess = {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, the origin it trusts. */
  url: string;
  dataDir: string;
  /** Everything it wrote so far, standard output and error apart. */
  stdout: () => string;
  stderr: () => string;
  /** Standard output's JSON log lines, parsed. */
  logLines: () => Array<Record<string, unknown>>;
  exited: Promise<Exit>;
  /** Signs up and follows the e-mail link (ADMIN_EMAILS makes an owner): the session cookie. */
  signUp: (email: string, password: string) => Promise<string>;
  /** Ends it (SIGKILL) if it still runs. */
  kill: () => Promise<void>;
};

type Run = {
  child: ChildProcess;
  exited: Promise<Exit>;
  stdout: () => string;
  stderr: () => string;
};

/** Runs the server with `env` on top of a clean environment; resolves when it exits. */
export const runServer = (env: Record<string, string>): Run =>
  runServerEntry("src/server/index.ts", [], env);

/**
 * Each command line entry of the server's sources and the file vite.server.config.ts compiles
 * it to in dist/server.
 */
const BUILT_ENTRIES: Record<string, string> = {
  "src/server/index.ts": "index.js",
  "src/server/admin.ts": "admin.js",
  "src/server/backup/backup-command.ts": "backup.js",
  "src/server/backup/restore-command.ts": "restore.js",
  "src/server/readiness/doctor-command.ts": "doctor.js",
};

/**
 * Runs a command line entry of the server (named by its source, e.g. src/server/admin.ts) as
 * its compiled file in dist/server; an entry the build does not make runs through tsx.
 */
export function runServerEntry(entry: string, args: string[], env: Record<string, string>): Run {
  const built = BUILT_ENTRIES[entry];
  const command = built ? [path.join(root, "dist/server", built)] : ["--import", "tsx", entry];
  const child = spawn(process.execPath, [...command, ...args], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      TMPDIR: process.env.TMPDIR ?? "/tmp",
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/**
 * The whole server in a process of its own, on a free port with its own DATA_DIR and no demo
 * collection, on the tier's database: embedded PGlite in DATA_DIR (without a DATA_DIR given,
 * one whose database is copied from the migrated template: createShopDir), or a fresh database
 * on the throwaway PostgreSQL server (DATABASE_URL). Resolves once /healthz answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const onPglite = testDbKind === "pglite" && !env.DATABASE_URL;
  const dataDir = env.DATA_DIR ?? (onPglite ? createShopDir() : createTempDir());
  const postgres =
    testDbKind === "postgres" && !env.DATABASE_URL ? await createPostgresDatabase() : undefined;
  const url = `http://127.0.0.1:${port}`;
  const run = runServer({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const exited = run.exited.then(async (exit) => {
    await postgres?.drop().catch(() => {});
    return exit;
  });
  let done: Exit | undefined;
  exited.then((exit) => {
    done = exit;
  });

  // Generous: on two cores shared by two test tiers, a start can wait long for its turn.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (done) {
      throw new Error(
        `the server exited (${JSON.stringify(done)}) before answering:\n${run.stderr()}${run.stdout()}`,
      );
    }
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${run.stderr()}`);
    await sleep(100);
  }

  return {
    child: run.child,
    url,
    dataDir,
    stdout: run.stdout,
    stderr: run.stderr,
    logLines: () =>
      run
        .stdout()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    async signUp(email, password) {
      const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { origin: url, "content-type": "application/json" },
        body: JSON.stringify({ email, password, name: "Test Shopper", callbackURL: "/" }),
      });
      if (signUp.status !== 200) throw new Error(`sign-up failed: ${await signUp.text()}`);
      const link = new URL(await newestVerificationLink(dataDir, email));
      const verified = await fetch(`${url}${link.pathname}${link.search}`, { redirect: "manual" });
      const cookie = cookiesFrom(verified);
      if (!cookie) throw new Error(`verification set no cookie (${verified.status})`);
      return cookie;
    },
    async kill() {
      if (!done) {
        run.child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cookiesFrom } from "./api";
import { createPostgresDatabase, createTempDir, testDbKind } from "./database";
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
 * A child process running the server from its sources (`src/server/index.ts` through tsx), so
 * that the API tests need no build; `npm start` runs the same code compiled (dist/server).
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
  runFromSources("src/server/index.ts", [], env);

/** Runs a command line entry of the server's sources (e.g. src/server/admin.ts) through tsx. */
export function runFromSources(entry: string, args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
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
 * collection, on the tier's database: embedded PGlite in DATA_DIR, or a fresh database on the
 * throwaway PostgreSQL server (DATABASE_URL). Resolves once /healthz answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? createTempDir();
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

  const deadline = Date.now() + 60_000;
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
        body: JSON.stringify({ email, password, name: "", callbackURL: "/" }),
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

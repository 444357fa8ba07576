// A throwaway shop for the browser benchmarks: `npm start` (scripts/start.mjs, which rebuilds
// what is stale) on a free port with a temporary DATA_DIR, so the demo collection of 36
// paintings is seeded. Ready once /readyz answers and start-up has settled:
// every demo painting painted and the server's process idle.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import { newestVerificationLink } from "#tests/outbox";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      // Listening on a TCP port, the address is an AddressInfo (a string only for a pipe).
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** CPU seconds the process has used so far (Linux), or undefined elsewhere. */
function cpuSeconds(pid: number): number | undefined {
  try {
    // utime and stime, fields 14 and 15, counted after the parenthesised command name.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Waits until the process uses under a tenth of a core for a whole second (at most 60 s). */
async function untilIdle(pid: number) {
  let quiet = 0;
  for (let i = 0; i < 120 && quiet < 2; i++) {
    const before = cpuSeconds(pid);
    await sleep(500);
    const after = cpuSeconds(pid);
    if (before === undefined || after === undefined) return;
    quiet = after - before < 0.05 ? quiet + 1 : 0;
  }
}

/**
 * The demo paintings are painted once the server listens; asking for each has them all painted.
 * Resolves with the first 100 artworks as the API lists them.
 */
export async function paintDemoCollection(base: string): Promise<Artwork[]> {
  const { items }: ArtworkPage = await (await fetch(`${base}/api/artworks?limit=100`)).json();
  await Promise.all(
    items.map((artwork) => fetch(new URL(artwork.imageUrl, base)).then((r) => r.arrayBuffer())),
  );
  return items;
}

/**
 * A started demo shop: its address, its first 100 artworks, and how to stop it; `signInOwner`
 * makes its owner's account (OWNER_EMAIL) through the e-mailed link and answers its cookie.
 */
export type DemoShop = {
  base: string;
  items: Artwork[];
  stop: () => Promise<void>;
  signInOwner: () => Promise<string>;
};

/** The address the demo shop gives the owner's role (ADMIN_EMAILS). */
const OWNER_EMAIL = "bench-owner@atelier.test";

/**
 * Starts the shop and resolves once it has settled, with its address, the demo collection's
 * first 100 artworks as the API lists them, and `stop()` (which also removes the DATA_DIR, once
 * the shop has exited).
 */
export async function startDemoShop(name: string): Promise<DemoShop> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `atelier-${name}-`));
  const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      ADMIN_EMAILS: OWNER_EMAIL,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // The shop's shutdown still writes (the day's artwork views, say): its DATA_DIR goes once the
  // process has exited, or after 10 s.
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("SIGINT", () => {
    void stop().then(() => process.exit(130));
  });

  try {
    for (let i = 0; ; i++) {
      const ready = await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ready) break;
      if (i > 240) throw new Error("the server did not start within 2 minutes");
      await sleep(500);
    }
    // Painted before anything is measured: a first visit on a first start would wait for some.
    const items = await paintDemoCollection(base);
    // No pid: the process never started, so there is nothing to wait for.
    if (server.pid !== undefined) await untilIdle(server.pid);
    const signInOwner = async () => {
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { origin: base, "content-type": "application/json" },
        body: JSON.stringify({
          email: OWNER_EMAIL,
          password: "a bench's own password",
          name: "Bench Owner",
          callbackURL: "/",
        }),
      });
      if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
      const link = new URL(await newestVerificationLink(dataDir, OWNER_EMAIL));
      // The link signs in: its answer sets the session's cookie.
      const verified = await fetch(`${base}${link.pathname}${link.search}`, { redirect: "manual" });
      const cookie = verified.headers
        .getSetCookie()
        .map((set) => set.split(";")[0])
        .join("; ");
      if (!cookie) throw new Error(`the e-mailed link set no cookie (${verified.status})`);
      return cookie;
    };
    return { base, items, stop, signInOwner };
  } catch (error) {
    await stop();
    throw error;
  }
}

// What "Add many" costs the server:
//   npm run bench:add-many -- [--count 50] [--at-once 2] [--arenas 2|default]
// It paints `count` photographs of 4000 × 3000 px as a camera would hand them over (JPEG at
// quality 85, a gradient under grain: some 8 MB each, which no encoder can shrink much), starts
// the compiled server (`dist/server/index.js`, built if stale) on a throwaway embedded
// database, signs up as an owner (ADMIN_EMAILS) through the outbox's link, and sends them to
// `POST /api/admin/artworks/drafts` `at-once` at a time, as the Artworks tab does. It prints the
// total time, each photograph's median and slowest, and the server's peak resident memory
// (VmHWM: the most it held at any moment, its start included) against the target of 500 MB.
// The server runs with MALLOC_ARENA_MAX=2, as the Docker image and the systemd unit run it
// (`--arenas default`: glibc's own number, decision 059). Exits 1 when a photograph was refused
// or the peak is over the target.
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { ADD_MANY_AT_ONCE, ADD_MANY_MAX } from "#shared/drafts";
import { newestVerificationLink } from "#tests/outbox";
import { throwawayPglite } from "./lib/bench-db";
import { startAtelier } from "./lib/bench-http";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: String(ADD_MANY_MAX) },
    "at-once": { type: "string", default: String(ADD_MANY_AT_ONCE) },
    arenas: { type: "string", default: "2" },
  },
});
const count = Number(values.count);
const atOnce = Number(values["at-once"]);
const TARGET_MB = 500;
const OWNER = "owner@add-many.bench";
const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * Photograph `n`: a gradient of its own with grain over it, as noisy as a phone's photograph
 * of a canvas, so its JPEG is as large as theirs.
 */
async function photograph(n: number): Promise<Buffer> {
  const pixels = new Uint8ClampedArray(WIDTH * HEIGHT * 3);
  const grain = randomBytes(pixels.length);
  const tint = (n * 37) % 128;
  for (let y = 0; y < HEIGHT; y++) {
    const down = (y * 255) / HEIGHT;
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const across = (x * 255) / WIDTH;
      pixels[i] = across + (grain[i] & 63) - 32;
      pixels[i + 1] = down + (grain[i + 1] & 63) - 32;
      pixels[i + 2] = tint + (across + down) / 4 + (grain[i + 2] & 63) - 32;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The session cookie of an owner signed up through the API and the outbox's link. */
async function signInAsOwner(url: string, dataDir: string): Promise<string> {
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: OWNER, password: "a painting a day", name: "Owner" }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  // The link names the server's public address; the same path is asked of this one.
  const link = new URL(await newestVerificationLink(dataDir, OWNER));
  const verified = await fetch(`${url}${link.pathname}${link.search}`, { redirect: "manual" });
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const session = await fetch(`${url}/api/auth/get-session`, { headers: { cookie } });
  const user = ((await session.json()) as { user?: { email?: string } } | null)?.user;
  if (user?.email !== OWNER) throw new Error("could not sign in as the owner");
  return cookie;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

const folder = await mkdtemp(path.join(os.tmpdir(), "atelier-add-many-"));
const throwaway = await throwawayPglite();
try {
  const paintingStarted = performance.now();
  const files: string[] = [];
  let bytes = 0;
  for (let n = 0; n < count; n++) {
    const jpeg = await photograph(n);
    bytes += jpeg.length;
    const file = path.join(folder, `harbour_study-${n + 1}.jpg`);
    await writeFile(file, jpeg);
    files.push(file);
  }
  console.log(
    `${count} photographs of ${WIDTH} × ${HEIGHT} px, ${(bytes / count / 1e6).toFixed(1)} MB each on average, painted in ${((performance.now() - paintingStarted) / 1000).toFixed(0)} s`,
  );

  await throwaway.release();
  const dataDir = throwaway.serverEnv.DATA_DIR ?? "";
  // The server's environment is this process's, less what would reach another database.
  process.env.ADMIN_EMAILS = OWNER;
  if (values.arenas === "default") delete process.env.MALLOC_ARENA_MAX;
  else process.env.MALLOC_ARENA_MAX = values.arenas;
  const server = await startAtelier(throwaway, dataDir);
  try {
    const cookie = await signInAsOwner(server.url, dataDir);
    const atStart = server.memory();
    let peakRss = atStart.rss;
    const sampling = setInterval(() => {
      peakRss = Math.max(peakRss, server.memory().rss);
    }, 50);

    const times: number[] = [];
    const refused: string[] = [];
    let next = 0;
    const send = async () => {
      while (next < files.length) {
        const file = files[next++];
        const form = new FormData();
        const name = path.basename(file);
        form.append("file", new File([new Uint8Array(await readFile(file))], name));
        const began = performance.now();
        const response = await fetch(`${server.url}/api/admin/artworks/drafts`, {
          method: "POST",
          body: form,
          headers: { origin: server.url, cookie },
        });
        const body = await response.text();
        times.push(performance.now() - began);
        if (response.status !== 201) refused.push(`${name}: ${response.status} ${body}`);
      }
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: atOnce }, send));
    const seconds = (performance.now() - began) / 1000;
    clearInterval(sampling);
    const after = server.memory();

    console.log(
      `${count - refused.length} drafts made, ${atOnce} at a time, in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `each photograph: median ${(median(times) / 1000).toFixed(2)} s, slowest ${(Math.max(...times) / 1000).toFixed(2)} s`,
    );
    console.log(
      `server RSS: ${atStart.rss.toFixed(0)} MB signed in, ${peakRss.toFixed(0)} MB at most while sampled, ${after.rss.toFixed(0)} MB after`,
    );
    console.log(
      `server peak RSS (VmHWM), MALLOC_ARENA_MAX ${values.arenas}: ${after.peak.toFixed(0)} MB (target ≤ ${TARGET_MB} MB)`,
    );
    for (const line of refused) console.log(`refused: ${line}`);
    if (refused.length > 0 || after.peak > TARGET_MB) process.exitCode = 1;
  } finally {
    await server.stop();
  }
} finally {
  await throwaway.remove();
  await rm(folder, { recursive: true, force: true });
}

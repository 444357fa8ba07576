// `npm run test:deploy`: the shop as docs/deploy.md puts it on the internet, on this machine's
// Docker engine (not part of `npm test`). It builds the image from the Dockerfile, starts
// compose.yaml (Caddy, the app, PostgreSQL) as a throwaway project with DOMAIN=localhost, and
// checks: every service healthy; HTTPS with one Strict-Transport-Security header; HTTP
// redirected to HTTPS; the first run's setup link on the log, the owner made with it and signed
// in with a Secure cookie; the doctor run in the app's container; the owner, an artwork and its uploaded image kept across `down` and
// `up`; two app processes, each restarted in turn under load without a failed request; the
// image's user and size. One ✓ or ✗ line per check; exit 1 if any failed. Everything the project made is
// removed at the end (the images are kept, as a cache).
//
// Where no registry is reachable, the official images compose.yaml and the Dockerfile name are
// first built locally as stand-ins (scripts/lib/stand-ins.mjs; decision 051).
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { ensureStandIns } from "./lib/stand-ins.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PROJECT = "atelier_deploy_test";
/** The tag compose.yaml gives the image it builds. */
const IMAGE = "atelier";
const HOST = "localhost";
const ORIGIN = `https://${HOST}`;
/** How long the load runs after the restarted process is healthy again. */
const LOAD_TAIL_MS = 3_000;
const CONNECTIONS = 16;

let failures = 0;
/** Prints one check's line; counts a failure. */
function check(/** @type {boolean} */ ok, /** @type {string} */ what) {
  console.log(`${ok ? "✓" : "✗"} ${what}`);
  if (!ok) failures++;
  return ok;
}
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a command to its end; its output is returned, or shown when it fails.
 * @param {string} command @param {string[]} args
 * @param {{ allowFail?: boolean, input?: string, show?: boolean }} [options]
 */
function sh(command, args, { allowFail = false, input, show = false } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    input,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: [
      input === undefined ? "ignore" : "pipe",
      show ? "inherit" : "pipe",
      show ? "inherit" : "pipe",
    ],
  });
  if (result.status !== 0 && !allowFail) {
    if (!show) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${command} ${args.join(" ")} failed (${result.status ?? result.signal})`);
  }
  return { ok: result.status === 0, out: result.stdout ?? "", err: result.stderr ?? "" };
}

/** `docker compose` (v2) where the plugin is installed, else docker-compose (1.29 reads the file too). */
function findCompose() {
  if (sh("docker", ["compose", "version"], { allowFail: true }).ok) return ["docker", "compose"];
  if (sh("docker-compose", ["version"], { allowFail: true }).ok) return ["docker-compose"];
  throw new Error("neither `docker compose` nor docker-compose is installed");
}

// --- HTTPS and HTTP against Caddy, trusting its local CA for localhost ---

/** @type {Buffer | undefined} */
let caddyRoot;
/** @type {https.Agent | undefined} */
let agent;

/**
 * One request through Caddy on this machine: HTTPS to localhost (Caddy's certificate checked
 * against its root), or plain HTTP with `plain`.
 * @param {string} method @param {string} pathname
 * @param {{ body?: Buffer | string, headers?: Record<string, string>, plain?: boolean, timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, raw: string[], body: Buffer }>}
 */
function request(method, pathname, { body, headers = {}, plain = false, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const options = {
      method,
      host: "127.0.0.1",
      port: plain ? 80 : 443,
      path: pathname,
      headers: {
        host: HOST,
        ...(body !== undefined ? { "content-length": String(Buffer.byteLength(body)) } : {}),
        ...headers,
      },
      timeout: timeoutMs,
      ...(plain ? {} : { servername: HOST, ca: caddyRoot, agent }),
    };
    const req = (plain ? http : https).request(options, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** The session cookie's `name=value` from an answer's Set-Cookie, and whether it is Secure. */
function sessionCookie(/** @type {import("node:http").IncomingHttpHeaders} */ headers) {
  const cookie = (headers["set-cookie"] ?? []).find((line) => /session_token=/.test(line));
  if (!cookie) return undefined;
  return { pair: cookie.split(";")[0], secure: /;\s*secure(;|$)/i.test(cookie) };
}

/** A JSON request from the shop's own origin, as its pages send them. */
function sendJson(
  /** @type {string} */ method,
  /** @type {string} */ pathname,
  /** @type {unknown} */ value,
  /** @type {string | undefined} */ cookie,
) {
  return request(method, pathname, {
    body: JSON.stringify(value),
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** A small PNG of random colours: an upload no process could paint again on its own. */
function randomPng(/** @type {number} */ size) {
  const chunk = (/** @type {string} */ type, /** @type {Buffer} */ data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = [];
  for (let y = 0; y < size; y++) rows.push(Buffer.from([0]), randomBytes(size * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const sha256 = (/** @type {Buffer} */ bytes) => createHash("sha256").update(bytes).digest("hex");

// --- the compose project ---

const work = mkdtempSync(path.join(tmpdir(), "atelier-deploy-"));
const compose = findCompose();
const v2 = compose.length === 2;
const composeFile = path.join(work, "compose.yaml");

/** compose.yaml and the Caddyfile as they are, with a throwaway .env, in a folder of their own. */
function prepareProject() {
  copyFileSync(path.join(root, "compose.yaml"), composeFile);
  mkdirSync(path.join(work, "deploy"));
  copyFileSync(path.join(root, "deploy/Caddyfile"), path.join(work, "deploy/Caddyfile"));
  // .env.example as a server's .env starts, with its blanks filled in.
  const settings = readFileSync(path.join(root, ".env.example"), "utf8")
    .replace(/^DOMAIN=.*$/m, `DOMAIN=${HOST}`)
    .replace(/^POSTGRES_PASSWORD=.*$/m, `POSTGRES_PASSWORD=${randomBytes(18).toString("hex")}`);
  // The demo collection's painting would only load the machine the test measures.
  writeFileSync(path.join(work, ".env"), `${settings}\nSEED_DEMO=false\n`);
}

const composeRun = (/** @type {string[]} */ args, options = {}) =>
  sh(compose[0], [...compose.slice(1), "-p", PROJECT, "-f", composeFile, ...args], options);

/** The project's containers of one service (or all), by id. */
const containers = (/** @type {string} */ service = "") =>
  composeRun(["ps", "-q", ...(service ? [service] : [])])
    .out.split("\n")
    .map((id) => id.trim())
    .filter(Boolean);

const inspect = (/** @type {string} */ format, /** @type {string} */ id) =>
  sh("docker", ["inspect", "-f", format, id], { allowFail: true }).out.trim();

/** Waits until every container of the project is running and, where it has a check, healthy. */
async function waitHealthy(/** @type {number} */ expected, timeoutMs = 240_000) {
  const start = Date.now();
  let states = "";
  while (Date.now() - start < timeoutMs) {
    const ids = containers();
    const each = ids.map((id) => [
      inspect("{{.Name}}", id).replace(/^\//, ""),
      inspect("{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}", id),
    ]);
    states = each.map(([name, state]) => `${name}: ${state}`).join(", ");
    if (ids.length === expected && each.every(([, state]) => state === "healthy")) return true;
    if (each.some(([, state]) => state === "exited" || state === "dead")) break;
    await sleep(500);
  }
  console.error(`  ${states}`);
  return false;
}

/** The app containers' logs, whole. */
const appLogs = () => composeRun(["logs", "--no-color", "app"]).out;

async function readCaddyRoot() {
  const [caddy] = containers("caddy");
  const file = path.join(work, "caddy-root.crt");
  for (let i = 0; i < 60; i++) {
    if (
      sh("docker", ["cp", `${caddy}:/data/caddy/pki/authorities/local/root.crt`, file], {
        allowFail: true,
      }).ok
    ) {
      caddyRoot = readFileSync(file);
      agent = new https.Agent({ keepAlive: true, maxSockets: CONNECTIONS, ca: caddyRoot });
      return true;
    }
    await sleep(500);
  }
  return false;
}

/** Signs the owner in over HTTPS; the session cookie, if one came back. */
async function signIn(/** @type {{ email: string, password: string }} */ owner) {
  const answer = await sendJson("POST", "/api/auth/sign-in/email", owner);
  return answer.status === 200 ? sessionCookie(answer.headers) : undefined;
}

/**
 * Requests through Caddy from `CONNECTIONS` keep-alive clients until `until` resolves; counts
 * the answers by status, and the requests that failed (an error, or not 2xx/3xx).
 * @param {Promise<unknown>} until
 */
async function load(until) {
  let done = false;
  until.finally(() => {
    done = true;
  });
  const counts = { sent: 0, failed: 0, /** @type {Record<string, number>} */ byStatus: {} };
  const paths = ["/", "/api/artworks", "/healthz"];
  const client = async (/** @type {number} */ n) => {
    for (let i = n; !done; i++) {
      counts.sent++;
      try {
        const { status } = await request("GET", paths[i % paths.length], { timeoutMs: 30_000 });
        counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
        if (status < 200 || status >= 400) counts.failed++;
      } catch (error) {
        const key = /** @type {Error} */ (error).message;
        counts.byStatus[key] = (counts.byStatus[key] ?? 0) + 1;
        counts.failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => client(n)));
  return counts;
}

async function main() {
  // 1. The images: stand-ins for the official ones if this machine has none, then the app's.
  const built = ensureStandIns({ log: (line) => console.log(`  ${line}`) });
  check(
    true,
    built.length
      ? `local stand-ins built for ${built.join(", ")}`
      : "base images present (caddy:2, postgres:17, node:22-bookworm-slim)",
  );
  let started = Date.now();
  const image = sh("docker", ["build", "-q", "-t", IMAGE, "."], { allowFail: true });
  if (!check(image.ok, `app image built from the Dockerfile in ${seconds(Date.now() - started)}`)) {
    process.stderr.write(image.err);
    return;
  }

  // 2. The stack, from a built image to every service healthy.
  prepareProject();
  composeRun(["down", "-v", "--remove-orphans"], { allowFail: true });
  started = Date.now();
  const up = composeRun(["up", "-d", ...(v2 ? ["--wait"] : [])], { allowFail: true });
  if (!up.ok) process.stderr.write(up.err);
  const healthy = up.ok && (await waitHealthy(3));
  const upTime = Date.now() - started;
  if (
    !check(
      healthy,
      `${compose.join(" ")} up: caddy, app and postgres healthy in ${seconds(upTime)}`,
    )
  )
    return;

  // 3. HTTPS, HSTS once, HTTP redirected.
  if (!check(await readCaddyRoot(), "Caddy's local root certificate copied out of its volume"))
    return;
  started = Date.now();
  const home = await request("GET", "/");
  const firstHttps = Date.now() - started;
  check(
    home.status === 200,
    `GET ${ORIGIN}/ answers ${home.status} over HTTPS, first request in ${seconds(firstHttps)}`,
  );
  const hsts = home.raw.filter(
    (_, i) => i % 2 === 0 && /^strict-transport-security$/i.test(home.raw[i]),
  );
  check(hsts.length === 1, `exactly one Strict-Transport-Security header (found ${hsts.length})`);
  const plain = await request("GET", "/gallery?x=1", { plain: true });
  check(
    [301, 302, 307, 308].includes(plain.status) &&
      plain.headers.location === `${ORIGIN}/gallery?x=1`,
    `http://${HOST}/gallery?x=1 redirects to HTTPS (${plain.status} → ${plain.headers.location})`,
  );

  // 4. The first run: the setup link on the log, the owner made with it, signed in over HTTPS.
  const token = /\/setup\?token=([A-Za-z0-9_-]+)/.exec(appLogs())?.[1];
  if (!check(token !== undefined, "the first run's /setup?token=… link is on the app's log"))
    return;
  const owner = {
    email: "owner@example.com",
    password: `Deploy-${randomBytes(9).toString("hex")}`,
  };
  const setup = await sendJson("POST", "/api/setup", {
    token,
    name: "Deploy Test",
    ...owner,
    galleryName: "Deploy Test Gallery",
    businessName: "Deploy Test Ltd",
    address: "1 Test Street\nLondon",
    contactEmail: owner.email,
    removeDemo: false,
  });
  check(setup.status === 201, `POST /api/setup made the owner (${setup.status})`);
  const session = await signIn(owner);
  check(
    session?.secure === true,
    `the owner signs in over HTTPS; the session cookie is ${session ? (session.secure ? "Secure" : "not Secure") : "missing"}`,
  );
  if (!session) return;

  // The doctor, as docs/deploy.md runs it beside the live shop: one line per check, the
  // database read on PostgreSQL, and exit 1 while a blocker remains (here: no mail server, and
  // localhost is no public address).
  const doctor = composeRun(["exec", "-T", "app", "node", "dist/server/doctor.js"], {
    allowFail: true,
  });
  const lines = doctor.out.trimEnd().split("\n");
  check(
    !doctor.ok &&
      lines.length === 10 &&
      lines.some((line) => /^✓ Database: .*postgres:5432.*migrations applied/.test(line)) &&
      lines.some((line) => line.startsWith("✓ Owner account")) &&
      /^Not ready: \d+ blockers?$/.test(lines.at(-1) ?? ""),
    `node dist/server/doctor.js in the app container: ${lines.at(-1) ?? "no output"}, exit 1`,
  );
  if (doctor.ok || lines.length !== 10) console.log(doctor.out + doctor.err);

  // 5. An uploaded image and an artwork, then `down` and `up`: both kept, and the owner.
  const boundary = `----atelier${randomBytes(8).toString("hex")}`;
  const upload = await request("POST", "/api/images", {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="test.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      randomPng(96),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      origin: ORIGIN,
      cookie: session.pair,
    },
  });
  const imageUrl = upload.status === 201 ? JSON.parse(upload.body.toString()).imageUrl : undefined;
  const artwork = await sendJson(
    "POST",
    "/api/artworks",
    {
      title: "Kept Across Restarts",
      artist: "Deploy Test",
      price: 120,
      medium: "Oil on canvas",
      size: "30 × 40 cm",
      imageUrl,
    },
    session.pair,
  );
  const artworkId = artwork.status === 201 ? JSON.parse(artwork.body.toString()).id : undefined;
  const imageBefore = imageUrl ? await request("GET", imageUrl) : undefined;
  check(
    artworkId !== undefined && imageBefore?.status === 200,
    `an image uploaded (${upload.status}) and an artwork made with it (${artwork.status})`,
  );

  const down = composeRun(["down"], { allowFail: true });
  started = Date.now();
  const again = composeRun(["up", "-d", ...(v2 ? ["--wait"] : [])], { allowFail: true });
  const healthyAgain = down.ok && again.ok && (await waitHealthy(3));
  check(
    healthyAgain,
    `down, then up again: every service healthy in ${seconds(Date.now() - started)}`,
  );
  if (!healthyAgain) return;
  agent?.destroy();
  agent = new https.Agent({ keepAlive: true, maxSockets: CONNECTIONS, ca: caddyRoot });
  check((await signIn(owner)) !== undefined, "after down and up, the owner still signs in");
  const artworkAfter = artworkId ? await request("GET", `/api/artworks/${artworkId}`) : undefined;
  const imageAfter = imageUrl ? await request("GET", imageUrl) : undefined;
  check(
    artworkAfter?.status === 200 &&
      imageAfter?.status === 200 &&
      imageBefore !== undefined &&
      sha256(imageAfter.body) === sha256(imageBefore.body),
    `after down and up, the artwork (${artworkAfter?.status}) and its uploaded image (${imageAfter?.status}, same bytes) are there`,
  );
  check(!/\/setup\?token=/.test(appLogs()), "with an owner, a start prints no setup link");

  // 6. Two app processes behind Caddy; one restarted under load, no request lost.
  started = Date.now();
  const scaled = composeRun(["up", "-d", "--scale", "app=2", ...(v2 ? ["--wait"] : [])], {
    allowFail: true,
  });
  const twoHealthy = scaled.ok && (await waitHealthy(4));
  const apps = containers("app");
  check(
    twoHealthy && apps.length === 2,
    `--scale app=2: two app processes healthy in ${seconds(Date.now() - started)}`,
  );
  if (!twoHealthy || apps.length !== 2) return;
  await sleep(1_500); // Caddy looks the name up again each second
  const since = new Date(Date.now() - 1_000).toISOString();
  for (let i = 0; i < 40; i++) await request("GET", "/api/artworks");
  // Each process logs a line per request it answered.
  const answeredBy = apps.map(
    (id) =>
      sh("docker", ["logs", "--since", since, id], { allowFail: true })
        .out.split("\n")
        .filter((line) => line.includes('"path":"/api/artworks"')).length,
  );
  check(
    answeredBy.every((n) => n > 0),
    `Caddy shares requests between both processes (${answeredBy.join(" and ")} of 40)`,
  );

  // Each process in turn, the other serving meanwhile: the load runs throughout.
  /** @type {{ id: string, restartMs: number, backMs: number }[]} */
  const restarts = [];
  const restartEach = (async () => {
    for (const id of apps) {
      await sleep(3_000);
      const t0 = Date.now();
      sh("docker", ["restart", id]);
      const restartMs = Date.now() - t0;
      while (inspect("{{.State.Health.Status}}", id) !== "healthy" && Date.now() - t0 < 120_000)
        await sleep(250);
      restarts.push({ id, restartMs, backMs: Date.now() - t0 });
    }
    await sleep(LOAD_TAIL_MS);
  })();
  started = Date.now();
  const counts = await load(restartEach);
  const loadMs = Date.now() - started;
  const statuses = Object.entries(counts.byStatus)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
  check(
    counts.failed === 0 && counts.sent > 0,
    `each app process restarted in turn under load: ${counts.sent} requests sent, ${counts.failed} failed over ${seconds(loadMs)} (${statuses})`,
  );
  for (const [n, { id, restartMs, backMs }] of restarts.entries()) {
    // From its "Stopping" line to its last, "Stopped", before it exits 0.
    const lines = sh("docker", ["logs", id], { allowFail: true })
      .out.split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line));
    const stopping = lines.findLast((line) => line.msg?.startsWith("Stopping"));
    const stopped = lines.findLast((line) => line.msg === "Stopped");
    const cut = lines.some((line) => line.msg?.startsWith("Requests still in flight"));
    const drainMs =
      stopping && stopped ? Date.parse(stopped.time) - Date.parse(stopping.time) : NaN;
    check(
      stopped !== undefined && !cut && restartMs < 12_000,
      `process ${n + 1} stopped on SIGTERM by itself, drained in ${drainMs} ms${cut ? ", its last requests cut at the deadline" : ""} (docker restart ${seconds(restartMs)}, healthy again after ${seconds(backMs)})`,
    );
  }
  const restarted = apps[0];

  // 7. The image: its user and its size.
  const uid = sh("docker", ["exec", restarted, "id", "-u"], { allowFail: true }).out.trim();
  check(uid === "1000", `the app runs as uid ${uid || "?"} (node)`);
  const size = Number(sh("docker", ["image", "inspect", "-f", "{{.Size}}", IMAGE]).out.trim());
  check(size > 0, `the app image is ${(size / 1e6).toFixed(0)} MB`);
}

/** Removes what the project made (containers, network, volumes) and the work folder. */
function tearDown() {
  agent?.destroy();
  composeRun(["down", "-v", "--remove-orphans"], { allowFail: true });
  rmSync(work, { recursive: true, force: true });
}
// Interrupted, it still leaves nothing running behind.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    console.log(`✗ interrupted (${signal}): removing the project`);
    tearDown();
    process.exit(130);
  });
}

let exitCode = 1;
try {
  await main();
  exitCode = failures ? 1 : 0;
} catch (error) {
  check(false, /** @type {Error} */ (error).message);
} finally {
  if (failures) {
    console.log("  the services' last log lines:");
    for (const line of composeRun(["logs", "--no-color", "--tail=15"], {
      allowFail: true,
    }).out.split("\n"))
      if (line) console.log(`    ${line}`);
  }
  tearDown();
}
console.log(
  failures ? `test:deploy: ${failures} check(s) failed` : "test:deploy: every check passed",
);
process.exit(exitCode);

import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cookiesFrom, newArtwork } from "#tests/api";
import { archiveOf, entriesOf } from "#tests/backups";
import { createShopDatabase, createTempDir, testDbKind } from "#tests/database";
import { runServerEntry, type ServerProcess, startServer } from "#tests/server-process";

// `npm run backup` and `npm run restore` as their users run them: processes on a shop's
// settings (DATA_DIR, or DATABASE_URL on the PostgreSQL tier), each saying what it did, or why
// not, in one line.

const cleanUps: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

const OWNER = { email: "maren@atelier.test", password: "a long enough password" };

/**
 * One shop's settings, on the tier's database, kept for the server and the commands. A shop
 * that a server starts on first can have its embedded database made already; one a command
 * meets first starts empty, as a new shop's does.
 */
async function shopEnv({ made = false } = {}): Promise<Record<string, string>> {
  const shop = await createShopDatabase({ made });
  cleanUps.push(shop.drop);
  return { ...shop.env, ADMIN_EMAILS: OWNER.email };
}

async function run(command: "backup" | "restore", env: Record<string, string>, ...args: string[]) {
  const child = runServerEntry(`src/server/backup/${command}-command.ts`, args, env);
  const { code } = await child.exited;
  return { code, stdout: child.stdout(), stderr: child.stderr() };
}

async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  cleanUps.push(server.kill);
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM"); // the embedded database serves one process at a time
  await server.exited;
}

const send = (server: ServerProcess, method: string, url: string, body: unknown, cookie = "") =>
  fetch(`${server.url}${url}`, {
    method,
    headers: { origin: server.url, "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });

// Each run is a process that runs the compiled command (dist/server) and opens the database.
describe(`npm run backup and npm run restore on ${testDbKind}`, { timeout: 180_000 }, () => {
  it("backs a stopped shop up and restores it into an empty one, which then serves it", async () => {
    const env = await shopEnv({ made: true });
    const server = await started(env);
    const cookie = await server.signUp(OWNER.email, OWNER.password);
    const created = await send(server, "POST", "/api/artworks", newArtwork("Harbour"), cookie);
    expect(created.status).toBe(201);

    const file = path.join(createTempDir(), "shop.tar.gz");
    if (testDbKind === "pglite") {
      // The server holds the embedded database: the backup says so and writes nothing.
      const refused = await run("backup", env, file);
      expect(refused).toEqual({
        code: 1,
        stdout: "",
        stderr: `atelier backup: could not open the embedded database in DATA_DIR (${env.DATA_DIR}): the embedded database is in use by process ${server.child.pid}; stop it first, or set DATABASE_URL\n`,
      });
      expect(existsSync(file)).toBe(false);
    }
    await stop(server);

    const backup = await run("backup", env, file);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backed up \\d+ rows of \\d+ tables and 0 images from .+ to ${file} \\([\\d.]+ KB\\)\\.\\n$`,
      ),
    );

    const target = await shopEnv();
    // A download cut short is refused, and leaves the shop empty for the whole one.
    const cut = path.join(createTempDir(), "cut.tar.gz");
    const whole = await readFile(file);
    await writeFile(cut, whole.subarray(0, whole.length - 100));
    expect(await run("restore", target, cut)).toEqual({
      code: 1,
      stdout: "",
      stderr: expect.stringMatching(
        /^atelier restore: not a complete Atelier backup \(a gzip'd tar\): [^\n]+\n$/,
      ),
    });
    const restored = await run("restore", target, file);
    expect(restored.stderr).toBe("");
    expect(restored).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Restored \d+ rows/),
    });
    // Restoring twice would mix two shops: the second is refused, and says why.
    expect(await run("restore", target, file)).toEqual({
      code: 1,
      stdout: "",
      stderr: expect.stringMatching(
        /^atelier restore: refusing to restore into a shop that is not empty \(the database holds 1 account, 1 artwork and \d+ more rows\): restore into an empty database and image store\n$/,
      ),
    });

    const copy = await started({ ...target, SEED_DEMO: "true" });
    // The drill restores into a scratch database of its own: it runs beside the live shop.
    const drill = await run("restore", target, "--check", file);
    expect(drill.stderr).toBe("");
    expect(drill.code).toBe(0);
    expect(drill.stdout).toMatch(
      new RegExp(
        `^Restored ${file} into a scratch database \\(nothing of the shop was opened\\):\n`,
      ),
    );
    expect(drill.stdout).toMatch(/^ {2}artworks +1$/m);
    expect(drill.stdout).toMatch(/^ {2}user +1$/m);
    expect(drill.stdout).toMatch(/^ {2}images +0$/m);
    expect(drill.stdout).toMatch(
      /\n✓ Every row and image the archive lists was restored, each matching its checksum\.\n$/,
    );
    // One row changed, its count the same: the drill finds it, says so, and fails.
    const entries = await entriesOf(whole);
    const [batch] = [...entries.keys()].filter((name) => name.startsWith("tables/artworks/"));
    entries.set(
      batch,
      Buffer.from((entries.get(batch) as Buffer).toString().replace("Harbour", "Harboun")),
    );
    const changed = path.join(createTempDir(), "changed.tar.gz");
    await writeFile(changed, await archiveOf(entries));
    const refused = await run("restore", target, "--check", changed);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(
      /\n✗ the backup is incomplete: the rows of artworks are not the rows it was made with\n$/,
    );
    const signedIn = await send(copy, "POST", "/api/auth/sign-in/email", OWNER);
    expect(signedIn.status).toBe(200);
    expect(cookiesFrom(signedIn)).toContain("session_token=");
    const artworks = await (await fetch(`${copy.url}/api/artworks`)).json();
    // The restored shop is not empty, so the demo collection is not seeded into it.
    expect(artworks.items.map((artwork: { title: string }) => artwork.title)).toEqual(["Harbour"]);
  });

  it("explains, in one line, a file it cannot use and a command line it does not know", async () => {
    const env = await shopEnv();
    const dir = createTempDir();
    const text = path.join(dir, "notes.txt");
    await writeFile(text, "not a backup\n");
    const missing = path.join(dir, "missing.tar.gz");
    expect(await run("restore", env, missing)).toEqual({
      code: 1,
      stdout: "",
      stderr: `atelier restore: there is no file ${missing}\n`,
    });
    expect(await run("restore", env, text)).toEqual({
      code: 1,
      stdout: "",
      stderr: `atelier restore: ${text} is not an Atelier backup (a gzip'd tar)\n`,
    });
    const nowhere = path.join(dir, "missing", "shop.tar.gz");
    expect(await run("backup", env, nowhere)).toEqual({
      code: 1,
      stdout: "",
      stderr: `atelier backup: there is no folder ${path.dirname(nowhere)} to write ${nowhere} in\n`,
    });
    expect(await run("backup", env)).toEqual({
      code: 2,
      stdout: "",
      stderr: "usage: npm run backup -- <file>   (for example shop.tar.gz)\n",
    });
    for (const args of [[], ["--check"], ["--force", missing]]) {
      expect(await run("restore", env, ...args)).toEqual({
        code: 2,
        stdout: "",
        stderr: "usage: npm run restore -- [--check] <file>   (for example shop.tar.gz)\n",
      });
    }
    if (testDbKind === "pglite") {
      const empty = { ...env, DATA_DIR: createTempDir() };
      expect(await run("backup", empty, path.join(dir, "x.tar.gz"))).toEqual({
        code: 1,
        stdout: "",
        stderr: `atelier backup: there is no embedded database in ${path.join(empty.DATA_DIR, "pglite")} (DATA_DIR): nothing to back up\n`,
      });
    }
  });
});

import { randomBytes } from "node:crypto";
import { access } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { createShopDir, testDbKind } from "#tests/database";
import { createTestBucket } from "#tests/s3";
import { freePort, runServer, type ServerProcess, sleep, startServer } from "#tests/server-process";

/** A multipart/form-data body holding `bytes` as the field `file`. */
function multipart(bytes: Buffer) {
  const boundary = `----atelier${randomBytes(8).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe(`the server process on ${testDbKind}`, () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill();
    server = undefined;
  });

  it("finishes an upload in flight when told to stop, then closes and exits 0", async () => {
    server = await startServer({ ADMIN_EMAILS: "owner@example.com" });
    const { url } = server;
    const cookie = await server.signUp("owner@example.com", "a long enough password");
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#6c3483" },
    })
      .jpeg()
      .toBuffer();
    const { body, contentType } = multipart(photo);

    // The upload begins: headers and the first part of the body, then nothing for a while.
    const request = http.request(`${url}/api/images`, {
      method: "POST",
      agent: false,
      headers: {
        origin: url,
        cookie,
        "content-type": contentType,
        "content-length": String(body.length),
      },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on("response", (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      request.on("error", reject);
    });
    const pieces = 5;
    const size = Math.ceil(body.length / pieces);
    request.write(body.subarray(0, size));
    await sleep(500);

    // SIGTERM in the middle of it.
    server.child.kill("SIGTERM");
    const deadline = Date.now() + 5_000;
    while (!server.stdout().includes("Stopping") && Date.now() < deadline) await sleep(20);
    expect(server.stdout()).toContain("Stopping");
    // No new connection is taken…
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();

    // …while the one in flight trickles in and is answered in full.
    for (let i = 1; i < pieces; i++) {
      request.write(body.subarray(i * size, (i + 1) * size));
      await sleep(150);
    }
    request.end();
    const answer = await response;
    expect(answer.status).toBe(201);
    const { imageUrl } = JSON.parse(answer.body) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/images\/upload-[0-9a-f-]+-\d+x\d+-1280\.webp$/);
    await access(path.join(server.dataDir, "images", path.basename(imageUrl)));

    // Then the database is closed and the process ends on its own, with 0.
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const lines = server.logLines();
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["Stopping: finishing the requests in flight", "Stopped"]),
    );
    expect(lines.find((line) => line.path === "/api/images")).toMatchObject({
      method: "POST",
      status: 201,
    });
    expect(server.stderr()).toBe("");
  }, 90_000);

  it("answers /healthz and /readyz, and stops at once on SIGINT with nothing in flight", async () => {
    server = await startServer();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });

    const started = Date.now();
    server.child.kill("SIGINT");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);
});

// `refusal` starts each server on an embedded database whatever the tier, so the PostgreSQL
// tier ran the same seven processes again: 20-odd CPU-seconds proving nothing new. Node 24's
// tier runs them too.
describe.runIf(testDbKind === "pglite")(
  "bad image store settings stop start-up with one line",
  () => {
    /** What a server that must not start prints, and its exit code. */
    async function refusal(env: Record<string, string>) {
      const run = runServer({
        PORT: String(await freePort()),
        // A made database: a server refused while it opens one first finishes opening it, and
        // creating one would take most of a busy machine's 30 s (decision 031).
        DATA_DIR: createShopDir(),
        SEED_DEMO: "false",
        ...env,
      });
      const exit = await run.exited;
      return { exit, stderr: run.stderr(), stdout: run.stdout() };
    }

    it.each([
      [{ IMAGE_STORE: "s3" }, "atelier: Invalid S3_BUCKET: IMAGE_STORE=s3 needs a bucket name"],
      [{ IMAGE_STORE: "disk" }, "atelier: Invalid IMAGE_STORE: must be file or s3"],
      [
        { IMAGE_STORE: "s3", S3_BUCKET: "atelier", S3_ENDPOINT: "localhost:9000" },
        "atelier: Invalid S3_ENDPOINT: must be an http:// or https:// URL",
      ],
      [{ TRUST_PROXY: "yes" }, /^atelier: Invalid TRUST_PROXY: /],
      [{ LOG_LEVEL: "loud" }, /^atelier: Invalid LOG_LEVEL: /],
    ])(
      "%o",
      async (env, line) => {
        const { exit, stderr, stdout } = await refusal(env);
        expect(exit.code).toBe(1);
        expect(stderr.trimEnd().split("\n")).toHaveLength(1);
        expect(stderr.trimEnd()).toMatch(line);
        // The log has it too, as its one JSON line.
        const logLines = stdout.trimEnd().split("\n");
        expect(logLines).toHaveLength(1);
        expect(JSON.parse(logLines[0])).toMatchObject({ level: "fatal", msg: stderr.trimEnd() });
      },
      30_000,
    );

    it("a bucket that cannot be reached", async () => {
      const { env } = await createTestBucket();
      const port = await freePort();
      const { exit, stderr } = await refusal({
        ...env,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
      });
      expect(exit.code).toBe(1);
      expect(stderr.trimEnd()).toBe(
        `atelier: IMAGE_STORE=s3: cannot reach http://127.0.0.1:${port} (S3_ENDPOINT): ECONNREFUSED`,
      );
    }, 30_000);

    it("a bucket that does not exist", async () => {
      const { env } = await createTestBucket();
      const { exit, stderr } = await refusal({ ...env, S3_BUCKET: "not-a-bucket-here" });
      expect(exit.code).toBe(1);
      expect(stderr.trimEnd()).toMatch(
        /^atelier: IMAGE_STORE=s3: the bucket not-a-bucket-here \(S3_BUCKET\) does not exist at http:\/\/127\.0\.0\.1:\d+ \(S3_ENDPOINT\)$/,
      );
    }, 30_000);
  },
);

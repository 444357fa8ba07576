import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE } from "#server/http/static";
import { useTestApp } from "#tests/api";
import { createTempDir, testDbKind } from "#tests/database";

// The build leaves `.br` and `.gz` beside each text file (vite.config.ts); the
// server picks one by Accept-Encoding and compresses no file on the fly.
const script = Buffer.from(`export const words = ${JSON.stringify("painting ".repeat(400))};\n`);
const files = {
  script,
  br: brotliCompressSync(script),
  gz: gzipSync(script),
  // An image worth compressing by its type (image/svg+xml) and size, without siblings.
  svg: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(600)}</svg>`),
};
const clientDir = createTempDir();

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe(`precompressed assets on ${testDbKind}`, () => {
  beforeAll(async () => {
    await mkdir(path.join(clientDir, "assets"));
    await writeFile(path.join(clientDir, "assets/app-4f2a.js"), files.script);
    await writeFile(path.join(clientDir, "assets/app-4f2a.js.br"), files.br);
    await writeFile(path.join(clientDir, "assets/app-4f2a.js.gz"), files.gz);
    await writeFile(path.join(clientDir, "pattern.svg"), files.svg);
    await writeFile(
      path.join(clientDir, "index.html"),
      `<!doctype html><html><head><title>%GALLERY_NAME%</title></head><body><div id="root"></div><!-- ${"x".repeat(2000)} --></body></html>`,
    );
  });
  const t = useTestApp({ clientDir });
  const get = (url: string, acceptEncoding?: string) =>
    t.app.request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends the brotli file to a browser that takes brotli", async () => {
    const response = await get("/assets/app-4f2a.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("content-length")).toBe(String(files.br.length));
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    // The stored bytes themselves: compressed once, at build time, and not again.
    expect(await bytes(response)).toEqual(files.br);
  });

  it("sends the gzip file to one that takes only gzip, or prefers it", async () => {
    for (const accept of ["gzip", "br;q=0.5, gzip", "gzip;q=1.0, br;q=0.9, *;q=0"]) {
      const response = await get("/assets/app-4f2a.js", accept);
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(await bytes(response)).toEqual(files.gz);
    }
  });

  it("sends the file as it is when neither is accepted, still varying by Accept-Encoding", async () => {
    for (const accept of [undefined, "identity", "deflate", "br;q=0, gzip;q=0", "zstd"]) {
      const response = await get("/assets/app-4f2a.js", accept);
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("content-length")).toBe(String(files.script.length));
      expect(await bytes(response)).toEqual(files.script);
    }
  });

  it("takes any listed coding for `*`", async () => {
    const response = await get("/assets/app-4f2a.js", "*");
    expect(response.headers.get("content-encoding")).toBe("br");
  });

  it("never compresses a file on the fly, an image included", async () => {
    const response = await get("/pattern.svg", "gzip, deflate, br");
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600, no-transform");
    expect(await bytes(response)).toEqual(files.svg);
  });

  it("still compresses the pages it writes", async () => {
    const response = await get("/cart", "gzip, deflate, br");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
  });
});

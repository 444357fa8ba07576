import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#tests/api";
import { createTempDir } from "#tests/database";

// Any path is answered with a page or a 4xx, never a 5xx — those that begin with "//" (which a
// URL parser reads as another host), undecodable escapes and climbs out of the client's folder
// included — and no file outside the built client is ever sent.
const ODD_PATHS = [
  "//..%2Fetc%2Fpasswd",
  "//%ff",
  "//%",
  "///",
  "//%C0%AE%C0%AE%2F",
  "//example.com/",
  "//assets/..%2F..%2Fpackage.json",
  "/assets/..%2F..%2Fpackage.json",
  "/assets/%2e%2e/%2e%2e/package.json",
  "/..%2F..%2Fpackage.json",
  "/%2e%2e%2f%2e%2e%2fpackage.json",
  "/%00",
  "/%",
  "/%ff%fe",
  "/\\..\\package.json",
  "/%5C",
  "//%5C",
  "/%5C%5Cexample.com",
  "/favicon.svg/..",
  "/admin//",
  `/${"a/".repeat(500)}`,
];

describe("odd paths", () => {
  const clientDir = createTempDir();
  beforeAll(async () => {
    await mkdir(path.join(clientDir, "assets"), { recursive: true });
    await writeFile(path.join(clientDir, "assets", "app.js"), "export {};");
    await writeFile(
      path.join(clientDir, "favicon.svg"),
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
    );
    await writeFile(
      path.join(clientDir, "index.html"),
      '<!doctype html><html lang="en-GB"><head><title>%GALLERY_NAME%</title></head><body><div id="root"></div></body></html>',
    );
  });
  const t = useTestApp({ clientDir });

  for (const method of ["GET", "HEAD"]) {
    it(`answers ${method} of every odd path with a page or a 4xx`, async () => {
      for (const oddPath of ODD_PATHS) {
        const response = await t.app.request(`http://localhost:3000${oddPath}`, { method });
        const body = await response.text();
        expect({ oddPath, status: response.status }).toEqual({
          oddPath,
          status: expect.toSatisfy((status: number) => status < 500),
        });
        expect(body).not.toContain('"name": "atelier"');
      }
    });
  }
});

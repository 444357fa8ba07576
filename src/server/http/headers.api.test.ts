import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp } from "#tests/api";
import { createTempDir, testDbKind } from "#tests/database";

/** A built client with a stamp and a manifest beside its pages, as `npm start` leaves it. */
async function builtClient() {
  const dir = createTempDir();
  await writeFile(path.join(dir, "index.html"), "<!doctype html><title>%GALLERY_NAME%</title>");
  await writeFile(path.join(dir, ".build-stamp"), "2026-11-22T00:00:00.000Z");
  await mkdir(path.join(dir, ".vite"));
  await writeFile(path.join(dir, ".vite", "manifest.json"), "{}");
  await writeFile(path.join(dir, "favicon.svg"), "<svg/>");
  return dir;
}

describe(`security headers on ${testDbKind}`, () => {
  it("refuses framing consistently and sends no HSTS over plain http", async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: "http://localhost:3000" } });
    try {
      for (const url of ["/api/artworks", "/api/nowhere"]) {
        const response = await t.app.request(url);
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
        expect(response.headers.get("strict-transport-security")).toBeNull();
      }
    } finally {
      await t.close();
    }
  });

  it("sends HSTS when the site is served over https", async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: "https://gallery.example" } });
    try {
      const response = await t.app.request("/api/artworks");
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    } finally {
      await t.close();
    }
  });
});

describe(`build files are not the site's, on ${testDbKind}`, () => {
  it("serves public files but never a dotfile, however the path is spelled", async () => {
    const t = await createTestApp({ clientDir: await builtClient() });
    try {
      expect((await t.app.request("/favicon.svg")).status).toBe(200);
      for (const url of [
        "/.build-stamp",
        "/%2ebuild-stamp",
        "/.vite/manifest.json",
        "/assets/../.build-stamp",
      ]) {
        const body = await (await t.app.request(url)).text();
        expect(body).not.toContain("2026-11-22T00:00:00.000Z");
        expect(body).not.toBe("{}");
      }
    } finally {
      await t.close();
    }
  });
});

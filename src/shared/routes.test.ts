import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isPagePath, isPrivatePath, pagePaths, privatePaths, routes, sitemapPaths } from "./routes";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("the route table", () => {
  it("names each page once, by an absolute path without a trailing slash", () => {
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
    for (const path of pagePaths) expect(path).toMatch(/^\/$|^\/[a-z][a-z-]*$/);
    expect(routes.home.path).toBe("/");
  });

  it("lists no private page in the sitemap, and the home page is public and listed", () => {
    for (const path of privatePaths) expect(sitemapPaths).not.toContain(path);
    expect(isPrivatePath(routes.home.path)).toBe(false);
    expect(sitemapPaths).toContain(routes.home.path);
  });

  it("knows its pages, and nothing else", () => {
    expect(isPagePath("/cart")).toBe(true);
    expect(isPagePath("/cart/")).toBe(false); // the server drops a trailing slash first
    expect(isPagePath("/Cart")).toBe(false);
    expect(isPagePath("/nowhere")).toBe(false);
    // A page with a parameter is known with it, and private; never without it.
    expect(isPagePath("/pay/0b5c6a4e-7c1d-4e2a-9f3b-2d1e0c9a8b7f")).toBe(true);
    expect(isPrivatePath("/pay/0b5c6a4e-7c1d-4e2a-9f3b-2d1e0c9a8b7f")).toBe(true);
    expect(isPagePath("/pay")).toBe(false);
    expect(isPagePath("/pay/a/b")).toBe(false);
  });
});

/** Every source file under `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe("page paths", () => {
  it("are typed nowhere in the client but in the table: every link reads it", () => {
    const names = pagePaths.filter((page) => page !== "/").map((page) => page.slice(1));
    // A string or template that starts with a page's path: "/cart", `/checkout?…`, "/pay/…".
    const typed = new RegExp(`["'\`]/(${names.join("|")})(?=["'\`?#/])`);
    const offenders = sources(path.join(root, "src/client")).flatMap((file) =>
      readFileSync(file, "utf8")
        // Comments may name a page: only code is read.
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .split("\n")
        // better-auth's endpoints (`authRequest("/reset-password", …)`) are under /api/auth:
        // one shares its name with a page, and is no page.
        .filter((line) => !line.trim().startsWith("//") && !line.includes("authRequest("))
        .filter((line) => typed.test(line))
        .map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isPagePath, isPrivatePath, pagePaths, privatePaths, routes, sitemapPaths } from "./routes";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("the route table", () => {
  it("names each page once, by an absolute path without a trailing slash", () => {
    const pages = Object.values(routes).map((page) =>
      "param" in page ? `${page.path}/:${page.param}` : page.path,
    );
    expect(new Set(pages).size).toBe(pages.length);
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
    // A list and its items' pages: both known, by the same first segment.
    expect(isPagePath("/series")).toBe(true);
    expect(isPagePath("/series/harbour")).toBe(true);
    expect(isPrivatePath("/series/harbour")).toBe(false);
  });
});

/** Every source file under `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe("page paths", () => {
  /** Each line of code (comments left out) under `dirs` that types a page's path. */
  function typedPaths(dirs: string[], skip: (line: string) => boolean): string[] {
    const names = pagePaths.filter((page) => page !== "/").map((page) => page.slice(1));
    // A string or template that starts with a page's path — "/cart", `/checkout?…`, "/pay/…" —
    // or goes on from an address to one: `${publicUrl}/profile?tab=orders`.
    const typed = new RegExp(`(["'\`]|\\})/(${names.join("|")})(?=["'\`?#/])`);
    return dirs.flatMap((dir) =>
      sources(path.join(root, dir))
        .filter((file) => file !== path.join(root, "src/shared/routes.ts"))
        .flatMap((file) =>
          readFileSync(file, "utf8")
            .replace(/\/\*[\s\S]*?\*\//g, "")
            .split("\n")
            .filter((line) => !line.trim().startsWith("//") && !skip(line))
            .filter((line) => typed.test(line))
            .map((line) => `${path.relative(root, file)}: ${line.trim()}`),
        ),
    );
  }

  it("are typed nowhere in the client but in the table: every link reads it", () => {
    // better-auth's endpoints (`authRequest("/reset-password", …)`) are under /api/auth: one
    // shares its name with a page, and is no page.
    expect(typedPaths(["src/client"], (line) => line.includes("authRequest("))).toEqual([]);
  });

  it("are typed nowhere in the server or the shared code either: mails' links read it too", () => {
    // The API's own routes (`.route("/cart", …)`, `.post("/reset-password", …)`) are under
    // /api, and are no pages.
    const apiRoute = (line: string) =>
      /\.(route|get|post|put|patch|delete|all)\(\s*["'`]/.test(line);
    expect(typedPaths(["src/server", "src/shared"], apiRoute)).toEqual([]);
  });
});

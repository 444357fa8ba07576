import { describe, expect, it } from "vitest";
import { isPagePath, isPrivatePath, pagePaths, privatePaths, routes, sitemapPaths } from "./routes";

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

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packageRoot } from "./package-root";

describe("the package root", () => {
  it("is the folder holding Atelier's package.json, with the migrations beside it", () => {
    const manifest = JSON.parse(readFileSync(path.join(packageRoot, "package.json"), "utf8"));
    expect(manifest.name).toBe("atelier");
    expect(existsSync(path.join(packageRoot, "drizzle"))).toBe(true);
  });
});

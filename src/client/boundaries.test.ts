import { execFile } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const packageRoot = fileURLToPath(new URL("../..", import.meta.url));
const biome = path.join(packageRoot, "node_modules/.bin/biome");

/**
 * Lints a probe module placed in `folder` (written for the check, then removed): the layers
 * of decision 019 as `npm run check` enforces them.
 */
async function lintProbe(folder: string, source: string) {
  const file = path.join(packageRoot, folder, `zz-boundary-probe-${process.pid}.ts`);
  await writeFile(file, source);
  try {
    await run(biome, ["lint", "--colors=off", file], { cwd: packageRoot });
    return { passed: true, output: "" };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { passed: false, output: stdout + stderr };
  } finally {
    await rm(file, { force: true });
  }
}

const useCart = 'export { useCart } from "#client/features/cart";\n';

describe("client layers, as the lint gate checks them", () => {
  it("refuses a feature that imports another feature", async () => {
    const result = await lintProbe("src/client/features/orders", useCart);
    expect(result.passed).toBe(false);
    expect(result.output).toContain("A feature imports no other feature");
  }, 30_000);

  it("refuses a shared building block or helper that imports a feature", async () => {
    for (const folder of ["src/client/entities/artwork", "src/client/lib"]) {
      const result = await lintProbe(folder, useCart);
      expect(result.passed, folder).toBe(false);
    }
  }, 30_000);

  it("refuses a relative path into src/server, for a type as for a value", async () => {
    for (const folder of ["src/client", "src/client/lib"]) {
      const result = await lintProbe(
        folder,
        'import type { AppType } from "./../server/app";\nexport type { AppType };\n',
      );
      expect(result.passed, folder).toBe(false);
      expect(result.output).toContain("no relative path into src/server");
    }
  }, 30_000);

  it("refuses anything of #server/app but its types", async () => {
    const result = await lintProbe("src/client/lib", 'export { createApp } from "#server/app";\n');
    expect(result.passed).toBe(false);
    expect(result.output).toContain("only the types AppType and SessionUser");
  }, 30_000);

  it("lets a page of the app compose features", async () => {
    const result = await lintProbe("src/client/app/pages", useCart);
    expect(result).toEqual({ passed: true, output: "" });
  }, 30_000);
});

describe("import cycles, as the lint gate checks them", () => {
  it("refuses a cycle made only of type imports", async () => {
    const other = path.join(packageRoot, "src/shared", `zz-cycle-probe-${process.pid}.ts`);
    await writeFile(
      other,
      `import type { B } from "./zz-boundary-probe-${process.pid}";\nexport type A = { b?: B };\n`,
    );
    try {
      const result = await lintProbe(
        "src/shared",
        `import type { A } from "./zz-cycle-probe-${process.pid}";\nexport type B = { a?: A };\n`,
      );
      expect(result.passed).toBe(false);
      expect(result.output).toContain("This import is part of a cycle");
    } finally {
      await rm(other, { force: true });
    }
  }, 30_000);
});

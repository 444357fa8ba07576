import { execFile } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const packageRoot = fileURLToPath(new URL("../..", import.meta.url));
const biome = path.join(packageRoot, "node_modules/.bin/biome");

const useCart = 'export { useCart } from "#client/features/cart";\n';
const relativeToServer =
  'import type { AppType } from "./../server/app";\nexport type { AppType };\n';
const name = (probe: string) => `zz-${probe}-probe-${process.pid}`;

/**
 * Probe modules, each written into its folder for the check and removed after: the layers of
 * decision 019 and the cycle rule as `npm run check` enforces them. One lint run over all of
 * them (each run reads the whole project's imports, seconds of CPU).
 */
const probes = {
  featureToFeature: ["src/client/features/orders", useCart],
  entityToFeature: ["src/client/entities/artwork", useCart],
  libToFeature: ["src/client/lib", useCart],
  relativeFromClient: ["src/client", relativeToServer],
  relativeFromLib: ["src/client/lib", relativeToServer],
  serverValue: ["src/client/lib", 'export { createApp } from "#server/app";\n'],
  pageComposes: ["src/client/app/pages", useCart],
  cycleA: [
    "src/shared",
    `import type { B } from "./${name("cycleB")}";\nexport type A = { b?: B };\n`,
  ],
  cycleB: [
    "src/shared",
    `import type { A } from "./${name("cycleA")}";\nexport type B = { a?: A };\n`,
  ],
} as const;
type Probe = keyof typeof probes;

const fileOf = (probe: Probe) => path.join(packageRoot, probes[probe][0], `${name(probe)}.ts`);

/** Each probe's lint messages (none: it passed), from Biome's GitHub-annotation lines. */
const messages = new Map<string, string[]>();

beforeAll(async () => {
  const all = Object.keys(probes) as Probe[];
  await Promise.all(all.map((probe) => writeFile(fileOf(probe), probes[probe][1])));
  let output = "";
  try {
    const result = await run(
      biome,
      ["lint", "--colors=off", "--reporter=github", ...all.map(fileOf)],
      {
        cwd: packageRoot,
      },
    );
    output = result.stdout;
  } catch (error) {
    output = (error as { stdout?: string }).stdout ?? "";
  }
  for (const line of output.split("\n")) {
    const match = /^::error [^:]*file=([^,]+),[^:]*::(.*)$/.exec(line);
    if (match) messages.set(match[1], [...(messages.get(match[1]) ?? []), match[2]]);
  }
}, 60_000);

afterAll(() =>
  Promise.all(Object.keys(probes).map((probe) => rm(fileOf(probe as Probe), { force: true }))),
);

const lintOf = (probe: Probe) => messages.get(fileOf(probe)) ?? [];

describe("client layers, as the lint gate checks them", () => {
  it("refuses a feature that imports another feature", () => {
    expect(lintOf("featureToFeature")).toEqual([
      expect.stringContaining("A feature imports no other feature"),
    ]);
  });

  it("refuses a shared building block or helper that imports a feature", () => {
    expect(lintOf("entityToFeature")).toEqual([expect.stringContaining("imports no feature")]);
    expect(lintOf("libToFeature")).toEqual([expect.stringContaining("imports no feature")]);
  });

  it("refuses a relative path into src/server, for a type as for a value", () => {
    for (const probe of ["relativeFromClient", "relativeFromLib"] as const) {
      expect(lintOf(probe), probe).toEqual([
        expect.stringContaining("no relative path into src/server"),
      ]);
    }
  });

  it("refuses anything of #server/app but its types", () => {
    expect(lintOf("serverValue")).toEqual([
      expect.stringContaining("only the types AppType and SessionUser"),
    ]);
  });

  it("lets a page of the app compose features", () => {
    expect(lintOf("pageComposes")).toEqual([]);
  });
});

describe("import cycles, as the lint gate checks them", () => {
  it("refuses a cycle made only of type imports", () => {
    expect(lintOf("cycleA")).toContainEqual(
      expect.stringContaining("This import is part of a cycle"),
    );
  });
});

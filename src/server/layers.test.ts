import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The server's rooms stand in layers: a room (a folder of src/server, or a file at its top)
 * may import the rooms below it and never one above, so no two rooms import each other, even
 * through others, even for a type. A room that needs something of a higher one is handed it
 * (a port, a hook services.ts wires), or the thing moves down to where both can read it.
 */
const server = path.dirname(fileURLToPath(import.meta.url));

/** The room a path of src/server belongs to: its first folder, or the file itself. */
const roomOf = (file: string) => path.relative(server, file).split(path.sep)[0];

/** Each room and the rooms it imports, from every source file (tests left out). */
function roomImports(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  const files = readdirSync(server, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.ts$/.test(file),
  );
  for (const file of files) {
    const from = path.join(server, file);
    const code = readFileSync(from, "utf8");
    for (const [, specifier] of code.matchAll(/(?:from|import\()\s*["']([^"']+)["']/g)) {
      let target: string;
      if (specifier.startsWith("#server/")) target = path.join(server, specifier.slice(8));
      else if (specifier.startsWith(".")) target = path.resolve(path.dirname(from), specifier);
      else continue;
      if (!target.startsWith(server + path.sep)) continue;
      const [a, b] = [roomOf(from), roomOf(target)];
      if (a === b) continue;
      imports.set(a, (imports.get(a) ?? new Set()).add(b));
    }
  }
  return imports;
}

/** The loops of `graph`: each group of rooms that reach one another (Tarjan's components). */
function loops(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (room: string) => {
    index.set(room, index.size);
    low.set(room, index.get(room) as number);
    stack.push(room);
    for (const next of graph.get(room) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(room, Math.min(low.get(room) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(room, Math.min(low.get(room) as number, index.get(next) as number));
      }
    }
    if (low.get(room) === index.get(room)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        group.push(member);
      } while (member !== room);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const room of graph.keys()) if (!index.has(room)) visit(room);
  return found;
}

describe("the server's layers", () => {
  it("finds a loop where there is one", () => {
    const graph = new Map([
      ["orders", new Set(["shop", "db"])],
      ["shop", new Set(["orders"])],
      ["db", new Set<string>()],
    ]);
    expect(loops(graph)).toEqual([["orders", "shop"]]);
  });

  it("has no room importing one above it: the rooms' imports form no loop", () => {
    const imports = roomImports();
    // The reading works: the services are built of the features, and they over the database.
    expect(imports.get("services.ts")).toContain("orders");
    expect(imports.get("orders")).toContain("db");
    expect(loops(imports)).toEqual([]);
  });
});

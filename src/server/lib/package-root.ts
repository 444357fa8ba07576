import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding package.json. Files the server reads at run time (the migrations in
 * `drizzle/`, the built client in `dist/client`) are found from here, so the same code works
 * from `src/server/…` (tests, `npm run dev`) and bundled into `dist/server` (`npm start`).
 */
export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

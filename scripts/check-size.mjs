// The size budget of a first visit: every JavaScript file that loading `/` fetches,
// gzipped at level 9 and added up, must stay within BUDGET_KB (the one place it is set).
// e2e/size-budget.spec.ts is the check: it loads `/` in the browser and counts every script
// it really fetched, lazy chunks loaded at once included. This script is the quick, readable
// breakdown from a build, from its manifest.
//   node scripts/check-size.mjs [dist/client]
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_KB = 110;
// A first visit to a painting's page (`/?artwork=<slug>`) loads the gallery's scripts and the
// painting's screen with what it imports: e2e/size-budget.spec.ts holds it to this.
export const PAINTING_BUDGET_KB = 135;

/**
 * The JavaScript files a first visit loads, from the build's manifest: the entry, the app it
 * imports as soon as the page's largest image is drawn (decision 012), and every chunk either
 * imports statically. Screens in chunks of their own are imported later, so not counted.
 * @param {string} distDir
 * @returns {string[]}
 */
export function firstVisitScripts(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry.src);
  for (const key of entry.dynamicImports ?? []) visit(key);
  return [...files].map((file) => path.join(distDir, file));
}

/**
 * A file's size in KB once gzipped, as a browser receives it.
 * @param {string} file
 * @returns {number}
 */
export function gzipKb(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const distDir = path.resolve(process.argv[2] ?? path.join(root, "dist/client"));
  const files = firstVisitScripts(distDir);
  if (files.length === 0) {
    console.error(`size budget: no scripts found in ${distDir} — build first`);
    process.exit(1);
  }
  let total = 0;
  for (const file of files) {
    const kb = gzipKb(file);
    total += kb;
    console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${path.relative(distDir, file)}`);
  }
  // Not JavaScript, so outside the budget, but a first visit's bytes too: the stylesheet and
  // the two fonts, fetched once the painting is drawn (woff2 is compressed already; sent as it is).
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  let other = 0;
  for (const file of entry.css ?? []) other += gzipKb(path.join(distDir, file));
  for (const file of (entry.assets ?? []).filter((name) => name.endsWith(".woff2"))) {
    other += readFileSync(path.join(distDir, file)).length / 1024;
  }
  console.log(
    `first-visit bytes (stylesheet and fonts included): ${(total + other).toFixed(1)} KB`,
  );
  const verdict = total <= BUDGET_KB ? "within" : "OVER";
  console.log(
    `first visit to /: ${total.toFixed(1)} KB of JavaScript (gzip), ${verdict} the ${BUDGET_KB} KB budget`,
  );
  if (total > BUDGET_KB) process.exit(1);
}

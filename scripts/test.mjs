// `npm test`: every test tier this machine can run, then one summary line:
// "N passed, N failed" (", N skipped" when any). With CI set, a tier the machine cannot run
// is a failure, not a skip. Zero tests run is a failure too: silence is not success.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findPostgresBin, postgresBinHint } from "../tests/postgres-binaries.mjs";
import { node24 } from "./lib/node24.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ci = Boolean(process.env.CI) && !/^(0|false)$/i.test(process.env.CI);
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const reports = mkdtempSync(path.join(os.tmpdir(), "atelier-test-reports-"));

const totals = { passed: 0, failed: 0, skipped: 0 };
const tierLines = [];

/** Runs Node (this one, or `node`) with the terminal attached; resolves with its exit code. */
function run(args, env = {}, node = process.execPath) {
  return new Promise((resolve) => {
    const child = spawn(node, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** Adds a tier's counts; an exit code that no failing test explains counts as one failure. */
function record(tier, counts, seconds, exitCode, note = "") {
  if (exitCode !== 0 && counts.failed === 0) {
    console.error(
      `\n✗ ${tier}: exited with code ${exitCode} without a failing test (counted as 1 failed)`,
    );
    counts.failed = 1;
    note += ` (exit code ${exitCode}: see the errors above)`;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : "";
  tierLines.push(
    `  ${tier.padEnd(13)} ${counts.passed} passed, ${counts.failed} failed${skipped} in ${seconds.toFixed(1)} s${note}`,
  );
}

/** A tier that had to run and could not, or that left no report to count. */
function recordBroken(tier, reason) {
  console.error(`\n✗ ${tier}: ${reason} (counted as 1 failed)`);
  totals.failed += 1;
  tierLines.push(`  ${tier.padEnd(13)} FAILED: ${reason}`);
}

function recordSkipped(tier, reason) {
  console.log(`\n- skipping ${tier}: ${reason}`);
  tierLines.push(`  ${tier.padEnd(13)} not run: ${reason}`);
}

async function vitestTier(project, { tier = project, node } = {}) {
  const report = path.join(reports, `${tier}.json`);
  console.log(`\n▶ vitest --project ${project}${node ? ` (${tier})` : ""}`);
  const started = performance.now();
  const code = await run(
    [
      path.join(root, "node_modules/vitest/vitest.mjs"),
      "run",
      `--project=${project}`,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    {},
    node,
  );
  const seconds = (performance.now() - started) / 1000;
  const json = readJson(report);
  if (!json) return recordBroken(tier, `vitest exited with code ${code} and wrote no report`);
  // A file that fails to load, or a failing hook, fails its file without failing a test.
  const brokenFiles = json.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed"),
  ).length;
  const counts = {
    passed: json.numPassedTests,
    failed: json.numFailedTests + brokenFiles,
    skipped: json.numPendingTests + json.numTodoTests,
  };
  record(tier, counts, seconds, code, json.numTotalTests === 0 ? " (no test files yet)" : "");
}

async function playwrightTier() {
  const tier = "e2e";
  if (!existsSync(path.join(root, "playwright.config.ts"))) {
    return recordSkipped(tier, "there is no playwright.config.ts yet");
  }
  if (!existsSync(chromium)) {
    const reason = `no Chromium at ${chromium} (set CHROMIUM_PATH, or apt-get install chromium)`;
    return ci ? recordBroken(tier, reason) : recordSkipped(tier, reason);
  }
  const report = path.join(reports, "playwright.json");
  console.log("\n▶ playwright test");
  const started = performance.now();
  const code = await run(
    [
      path.join(root, "node_modules/@playwright/test/cli.js"),
      "test",
      "--reporter=list,json",
      // A hung browser must not hold CI past its limit; the journeys take a minute or two.
      "--global-timeout=600000",
    ],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report, CHROMIUM_PATH: chromium },
  );
  const seconds = (performance.now() - started) / 1000;
  const stats = readJson(report)?.stats;
  if (!stats) return recordBroken(tier, `playwright exited with code ${code} and wrote no report`);
  const counts = {
    // A flaky test passed on a retry; it still passed, and the list above names it.
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  };
  record(tier, counts, seconds, code, stats.flaky ? ` (${stats.flaky} flaky)` : "");
}

try {
  await vitestTier("unit");
  await vitestTier("client");
  await vitestTier("api");
  if (findPostgresBin()) {
    await vitestTier("api-postgres");
  } else if (ci) {
    recordBroken("api-postgres", `${postgresBinHint}; CI is set, so this tier is required`);
  } else {
    recordSkipped("api-postgres", postgresBinHint);
  }
  await playwrightTier();
  // The supported versions' newest line: the API tier again, on Node 24 (embedded database).
  let newest;
  try {
    newest = node24();
  } catch (error) {
    if (ci) recordBroken("api-node24", error.message);
    else recordSkipped("api-node24", error.message);
  }
  if (newest) await vitestTier("api", { tier: "api-node24", node: newest });
} finally {
  rmSync(reports, { recursive: true, force: true });
}

if (totals.passed + totals.failed === 0) {
  recordBroken("all tiers", "no tests ran at all");
}

console.log(`\nTest tiers${ci ? " (CI: every tier is required)" : ""}:`);
for (const line of tierLines) console.log(line);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exitCode = totals.failed > 0 ? 1 : 0;

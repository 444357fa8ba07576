// `npm test`: every test tier this machine can run, then one summary line:
// "N passed, N failed" (", N skipped" when any). With CI set, a tier the machine cannot run
// is a failure, not a skip. Zero tests run is a failure too: silence is not success.
//
// Decisions 031 and 056: the three builds are made once, after the unit tier (the e2e
// journeys and the API tiers' process tests run the compiled server), and the API tiers'
// PGlite template once; the journeys' shops start as soon as the build is made; the tiers run
// in two lanes side by side, each tier's output held back and printed whole when it ends, so
// that two tiers never interleave.
// `--serial` (or ATELIER_TEST_SERIAL=1) runs them one after another with the terminal attached
// (and Playwright starts the shops, as `npx playwright test` does);
// `--typecheck` (`npm run check`) runs `tsc --noEmit` as a tier beside the API tiers.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findPostgresBin, postgresBinHint } from "../tests/postgres-binaries.mjs";
import { BUILDS, ensureBuilt } from "./lib/builds.mjs";
import { journeyBrowserPath as chromium } from "./lib/chromium.mjs";
import { startEarlyShops } from "./lib/early-shops.mjs";
import { memoryTempDir } from "./lib/memory-tmp.mjs";
import { node24 } from "./lib/node24.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ci = Boolean(process.env.CI) && !/^(0|false)$/i.test(process.env.CI);
const serial =
  process.argv.includes("--serial") || /^(1|true)$/i.test(process.env.ATELIER_TEST_SERIAL ?? "");
// `npm run check` adds the type check as a tier beside the API tiers.
const typecheck = process.argv.includes("--typecheck");
// Every tier's temporary files (databases, DATA_DIRs, the reports) in memory when there is
// room (memory-tmp.mjs); os.tmpdir() follows TMPDIR, here and in every tier's processes.
const runTmp = memoryTempDir();
if (runTmp) process.env.TMPDIR = runTmp;
const reports = mkdtempSync(path.join(os.tmpdir(), "atelier-test-reports-"));
const runStarted = performance.now();

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each tier's line, in the order the tiers are listed below (not the order they end). */
const tierLines = new Map();
/** Each vitest tier's slowest files, printed before the summary. */
const slowest = new Map();
/**
 * Every failing test, "tier file > name: first line of its message", printed again just
 * above the summary: a CI log is often read from its tail, far below the tier's own output.
 */
const failures = [];
const since = (start) => ((performance.now() - start) / 1000).toFixed(1);

/**
 * Runs Node (this one, or `node`): resolves with its exit code. In serial mode the terminal is
 * attached; otherwise its output (standard output and error, as they come) is kept and
 * printed in one piece, under the tier's name, when it exits (`quiet`: only if it failed).
 */
function run(tier, args, { env = {}, node = process.execPath, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(node, args, {
      cwd: root,
      stdio: serial ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout?.on("data", (chunk) => chunks.push(chunk));
    child.stderr?.on("data", (chunk) => chunks.push(chunk));
    const done = (code) => {
      if (!serial && !(quiet && code === 0)) {
        process.stdout.write(`\n━━━ ${tier} (output, ${since(runStarted)} s into the run) ━━━\n`);
        process.stdout.write(Buffer.concat(chunks));
        process.stdout.write(`━━━ end of ${tier} ━━━\n`);
      }
      resolve(code);
    };
    child.on("error", () => done(1));
    child.on("close", (code, signal) => done(code ?? (signal ? 1 : 0)));
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
  tierLines.set(
    tier,
    `  ${tier.padEnd(13)} ${counts.passed} passed, ${counts.failed} failed${skipped} in ${seconds.toFixed(1)} s${note}`,
  );
}

/** A tier that had to run and could not, or that left no report to count. */
function recordBroken(tier, reason) {
  console.error(`\n✗ ${tier}: ${reason} (counted as 1 failed)`);
  totals.failed += 1;
  tierLines.set(tier, `  ${tier.padEnd(13)} FAILED: ${reason}`);
}

function recordSkipped(tier, reason) {
  console.log(`\n- skipping ${tier}: ${reason}`);
  tierLines.set(tier, `  ${tier.padEnd(13)} not run: ${reason}`);
}

async function vitestTier(project, { tier = project, node } = {}) {
  const report = path.join(reports, `${tier}.json`);
  console.log(`▶ vitest --project ${project}${node ? ` (${tier})` : ""}`);
  const started = performance.now();
  const code = await run(
    tier,
    [
      path.join(root, "node_modules/vitest/vitest.mjs"),
      "run",
      `--project=${project}`,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    { node },
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
  for (const file of json.testResults) {
    for (const test of file.assertionResults.filter((t) => t.status === "failed")) {
      const reason = (test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
      failures.push(`  ${tier} ${path.relative(root, file.name)} > ${test.fullName}: ${reason}`);
    }
  }
  // Where the time went: the slowest files, kept for the summary.
  slowest.set(
    tier,
    json.testResults
      .map((file) => ({
        file: path.relative(root, file.name),
        seconds: (file.endTime - file.startTime) / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 5),
  );
}

/**
 * The journeys, on the shops started early (startEarlyShops) when `shops` is given and they
 * came up; otherwise Playwright starts its own, as `npx playwright test` does.
 */
async function playwrightTier(shops) {
  const tier = "e2e";
  if (!existsSync(path.join(root, "playwright.config.ts"))) {
    return recordSkipped(tier, "there is no playwright.config.ts yet");
  }
  const started = performance.now();
  const reused = shops ? await shops.ready : false;
  if (shops && !reused) {
    process.stdout.write(
      `\n━━━ e2e shops: not ready, Playwright starts them itself ━━━\n${shops.output()}\n`,
    );
    await shops.stop();
  }
  if (!existsSync(chromium)) {
    const reason = `no Chromium at ${chromium} (set CHROMIUM_PATH, or apt-get install chromium-headless-shell)`;
    return ci ? recordBroken(tier, reason) : recordSkipped(tier, reason);
  }
  const report = path.join(reports, "playwright.json");
  console.log("▶ playwright test");
  const code = await run(
    tier,
    [
      path.join(root, "node_modules/@playwright/test/cli.js"),
      "test",
      "--reporter=list,json",
      // A hung browser must not hold CI past its limit; the journeys take a minute or two.
      "--global-timeout=600000",
    ],
    {
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        CHROMIUM_PATH: chromium,
        ...(reused ? { E2E_SHOPS_STARTED: "1" } : {}),
      },
    },
  );
  if (reused) {
    await shops.stop();
    const said = shops.output().trim();
    if (said)
      process.stdout.write(`\n━━━ e2e shops (output) ━━━\n${said}\n━━━ end of e2e shops ━━━\n`);
  }
  const seconds = (performance.now() - started) / 1000;
  const json = readJson(report);
  const stats = json?.stats;
  if (!stats) return recordBroken(tier, `playwright exited with code ${code} and wrote no report`);
  const counts = {
    // A flaky test passed on a retry; it still passed, and the list above names it.
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  };
  record(tier, counts, seconds, code, stats.flaky ? ` (${stats.flaky} flaky)` : "");
  const failed = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected")
        .map((test) => {
          const error = test.results.at(-1)?.error?.message ?? "";
          return `  ${tier} e2e/${spec.file}:${spec.line} > ${spec.title}: ${error.split("\n")[0].slice(0, 300)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap(failed),
  ];
  failures.push(...(json.suites ?? []).flatMap(failed));
  // Each journey file's time: its tests' durations summed (the workers run them side by side).
  const duration = (suite) =>
    (suite.specs ?? [])
      .flatMap((spec) => spec.tests.flatMap((test) => test.results.map((r) => r.duration)))
      .reduce((sum, ms) => sum + ms, 0) +
    (suite.suites ?? []).reduce((sum, inner) => sum + duration(inner), 0);
  slowest.set(
    tier,
    (json.suites ?? [])
      .map((suite) => ({ file: `e2e/${suite.file}`, seconds: duration(suite) / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 5),
  );
}

/** `tsc --noEmit` over the whole project: no tests, and a failure for any type error. */
async function typesTier() {
  const tier = "types";
  console.log("▶ tsc --noEmit");
  const started = performance.now();
  const code = await run(tier, [path.join(root, "node_modules/typescript/bin/tsc"), "--noEmit"]);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) return recordBroken(tier, `tsc found type errors (exit code ${code}): see above`);
  tierLines.set(tier, `  ${tier.padEnd(13)} no type errors in ${seconds.toFixed(1)} s`);
}

/**
 * The migrated embedded database every API tier's test databases and server processes start
 * from (tests/pglite-template.ts), made once for the run beside the first round instead of
 * once in each of the three tiers (decision 056). If it cannot be made, its output says why and
 * each tier makes its own.
 */
async function pgliteTemplate() {
  const parent = path.join(reports, "template");
  const code = await run(
    "PGlite template",
    ["--import", "tsx", path.join(root, "tests/pglite-template.ts"), parent],
    { quiet: true },
  );
  if (code === 0) process.env.ATELIER_TEST_PGLITE_TEMPLATE = parent;
}

async function postgresTier() {
  if (findPostgresBin()) return vitestTier("api-postgres");
  if (ci) recordBroken("api-postgres", `${postgresBinHint}; CI is set, so this tier is required`);
  else recordSkipped("api-postgres", postgresBinHint);
}

// The lines of the summary, in this order, whatever order the tiers end in.
for (const tier of [
  ...(typecheck ? ["types"] : []),
  ...["build", "unit", "client", "api", "api-postgres", "e2e", "api-node24"],
]) {
  tierLines.set(tier, `  ${tier.padEnd(13)} FAILED: did not finish`);
}

try {
  // The three builds, each in a process of its own and all at once, as `npm start` makes them:
  // the e2e journeys serve them, and the API tiers' process tests run dist/server.
  const buildAll = async () => {
    console.log("▶ build (client, render entry, server), if stale");
    const buildStarted = performance.now();
    const results = await Promise.allSettled(Object.keys(BUILDS).map((name) => ensureBuilt(name)));
    const failedBuilds = results.filter((result) => result.status === "rejected");
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    if (failedBuilds.length) {
      recordBroken("build", failedBuilds.map((result) => result.reason.message).join("; "));
    } else {
      tierLines.set(
        "build",
        `  ${"build".padEnd(13)} client, render, server in ${buildSeconds.toFixed(1)} s`,
      );
    }
  };
  // Node 24 for the api-node24 tier, installed from the npm registry on a first run: the
  // download goes on beside the first round, and only that tier waits for it.
  const newest = node24().then(
    (binary) => ({ binary }),
    (error) => ({ reason: error.message }),
  );

  // The Node 24 tier: the process, cluster, worker-thread and start-up tests, and a few route
  // smoke tests (the `api-node24` project in vitest.config.ts), on the newest LTS line.
  const node24Tier = async () => {
    const { binary, reason } = await newest;
    if (binary) return vitestTier("api-node24", { node: binary });
    if (ci) recordBroken("api-node24", reason);
    else recordSkipped("api-node24", reason);
  };

  // The journeys' shops (scripts/lib/e2e-servers.mjs), started once the build is made: they
  // make a database, paint the demo collection and start, beside the API tiers rather than
  // before the journeys (decision 056). Not in serial mode: Playwright starts them there.
  let shops;
  const startShops = async () => {
    if (serial || !existsSync(path.join(root, "playwright.config.ts"))) return;
    const { shopsEnv, readyPort } = await import("./lib/e2e-servers.mjs");
    shops = startEarlyShops(shopsEnv, readyPort);
  };

  // Then lanes side by side, for two cores, in rounds (decisions 031, 056). First the short
  // tiers, unit beside client, alone: beside an API tier their tight timeouts (a lint probe, a
  // loop over every price) are missed. The builds follow the unit tier in its lane, since its
  // import-rule probes write (and remove) files in src/client and so leave the client's build
  // stale: built then, nothing rebuilds them under a running tier; then the journeys' shops
  // start. The API tiers' PGlite template is made beside them. Then the API suite on PGlite
  // beside the suite on PostgreSQL then Node 24's subset, with the type check (`--typecheck`),
  // which has no timeouts to miss, as a third lane. The journeys last, alone: they keep both
  // cores busy by themselves. Each lane runs its tiers one after another.
  const rounds = [
    [
      [
        ["unit", () => vitestTier("unit")],
        ["build", buildAll],
        ["e2e shops", startShops],
      ],
      [["client", () => vitestTier("client")]],
      [["PGlite template", pgliteTemplate]],
    ],
    [
      [["api", () => vitestTier("api")]],
      [
        ["api-postgres", postgresTier],
        ["api-node24", node24Tier],
      ],
      ...(typecheck ? [[["types", typesTier]]] : []),
    ],
    [[["e2e", () => playwrightTier(shops)]]],
  ];
  const runLane = async (lane) => {
    for (const [name, tier] of lane) {
      // A runner that throws has crashed its tier: a failure, and the lane goes on.
      await tier().catch((error) => recordBroken(name, `crashed: ${error?.stack ?? error}`));
    }
  };
  const runRound = async (lanes) => {
    if (serial) {
      for (const lane of lanes) await runLane(lane);
    } else {
      await Promise.all(lanes.map(runLane));
    }
  };
  try {
    for (const round of rounds) await runRound(round);
  } finally {
    await shops?.stop();
  }
} finally {
  rmSync(reports, { recursive: true, force: true });
  if (runTmp) rmSync(runTmp, { recursive: true, force: true });
}

if (totals.passed + totals.failed === 0) {
  recordBroken("all tiers", "no tests ran at all");
}
for (const line of tierLines.values()) {
  // A tier that never recorded itself: a failure, not a silence.
  if (line.endsWith("did not finish")) totals.failed += 1;
}

if (slowest.size) console.log("\nSlowest files (wall time, beside the other files of their tier):");
for (const [tier, files] of slowest) {
  const list = files.map(({ file, seconds }) => `${file} ${seconds.toFixed(1)} s`).join(", ");
  console.log(`  ${tier.padEnd(13)} ${list}`);
}

if (failures.length)
  console.log(`\nFailing tests (their whole output is above):\n${failures.join("\n")}`);

console.log(
  `\nTest tiers${ci ? " (CI: every tier is required)" : ""}, ${since(runStarted)} s in all${serial ? "" : " (two lanes side by side)"}:`,
);
for (const line of tierLines.values()) console.log(line);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exitCode = totals.failed > 0 ? 1 : 0;

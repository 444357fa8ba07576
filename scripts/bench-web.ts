// `npm run bench:web`: starts `npm start` on a temporary DATA_DIR and a free port, runs
// Lighthouse (mobile, simulated throttling, Debian's Chromium) five times each on `/` and on an
// artwork's page, and prints the medians beside the targets with the spread of the runs, the
// JavaScript a first visit loads, and any painting downloaded twice. The artwork measured has
// `--photographs` photographs in all (default 5, as a painter shows one: its thumbnails must not
// slow its main image), added by the owner as the admin does. A benchmark, not a test: it
// reports.
//   npm run bench:web [-- --runs 5] [--photographs 5]
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sharp from "sharp";
import { BUDGET_KB, firstVisitScripts, gzipKb } from "./check-size.mjs";
import { CHROMIUM_ARGS, chromiumPath } from "./lib/chromium.mjs";
import { root, startDemoShop } from "./lib/demo-shop";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    photographs: { type: "string", default: "5" },
  },
});
const runs = Number(values.runs);
const photographs = Number(values.photographs);
// LCP: 2.0 s since the fonts; what type costs the first paint is in docs/decisions/044-lighter-fonts.md.
const TARGETS = { performance: 98, lcp: 2000, tbt: 100, cls: 0.01 };

/** One Lighthouse run of a page: its score, LCP and TBT in ms, CLS, paintings fetched twice. */
type Sample = {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  twice: string[];
};

/** A page's medians over the runs, with each run's score and the spread of LCP and TBT. */
type PageResult = Sample & {
  runs: string;
  lcpSpread: string;
  tbtSpread: string;
};

// Every demo painting is painted before Lighthouse measures (a first visit on a first start
// would wait for some).
const { base, items, stop, signInOwner } = await startDemoShop("bench-web");

/** Gives the artwork photographs up to `total`, each a 2400 × 1800 JPEG of its own colour. */
async function addPhotographs(artworkId: string, total: number) {
  const cookie = await signInOwner();
  for (let n = 1; n < total; n++) {
    // Noise, so that each file weighs what a photograph does; tinted to tell them apart.
    const jpeg = await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 15 },
      },
    })
      .tint({ r: (n * 70) % 255, g: 120, b: 200 - n * 30 })
      .blur(1.2)
      .jpeg({ quality: 85 })
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([jpeg], { type: "image/jpeg" }), `view-${n}.jpg`);
    const added = await fetch(`${base}/api/artworks/${artworkId}/images`, {
      method: "POST",
      headers: { cookie, origin: base },
      body: form,
    });
    if (added.status !== 201)
      throw new Error(`photograph ${n}: ${added.status} ${await added.text()}`);
  }
}

try {
  await addPhotographs(items[0].id, photographs);
  const pages = { home: `${base}/`, detail: `${base}/?artwork=${items[0].slug}` };
  // Each page once before measuring: the first answer of a page after a start renders it (and
  // loads the renderer); later ones come from the cache, as a visitor's nearly always do.
  for (const url of Object.values(pages)) await (await fetch(url)).text();

  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const spread = (list: number[], format: (value: number) => string) =>
    `${format(Math.min(...list))}–${format(Math.max(...list))}`;
  const results: Record<string, PageResult> = {};
  for (const [name, url] of Object.entries(pages)) {
    const samples: Sample[] = [];
    let failures = 0;
    for (let run = 0; run < runs; run++) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        // Nothing only when Lighthouse is told to gather without auditing, which it is not.
        if (!result) throw new Error("Lighthouse returned no result");
        const { lhr } = result;
        // A run whose trace Chrome did not record (NO_NAVSTART, say) measured nothing: it
        // is said, and run again, not counted as a score of 0.
        if (lhr.runtimeError) {
          console.log(`  ${name}: run ${run + 1} again — ${lhr.runtimeError.code}`);
          if (++failures > runs) throw new Error(`Lighthouse failed ${failures} times`);
          run--;
          continue;
        }
        const details = lhr.audits["network-requests"].details;
        const requests = details?.type === "table" ? details.items : [];
        const paintings = new Map<string, number>();
        for (const request of requests) {
          const match = String(request.url).match(/\/images\/([a-z0-9-]+)-\d+\.webp/);
          if (match) paintings.set(match[1], (paintings.get(match[1]) ?? 0) + 1);
        }
        samples.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits["largest-contentful-paint"].numericValue ?? Number.NaN,
          tbt: lhr.audits["total-blocking-time"].numericValue ?? Number.NaN,
          cls: lhr.audits["cumulative-layout-shift"].numericValue ?? Number.NaN,
          twice: [...paintings].filter(([, n]) => n > 1).map(([key]) => key),
        });
      } finally {
        await chrome.kill();
      }
    }
    results[name] = {
      performance: median(samples.map((s) => s.performance)),
      lcp: median(samples.map((s) => s.lcp)),
      tbt: median(samples.map((s) => s.tbt)),
      cls: median(samples.map((s) => s.cls)),
      twice: [...new Set(samples.flatMap((s) => s.twice))],
      runs: samples.map((s) => s.performance).join(" / "),
      lcpSpread: spread(
        samples.map((s) => s.lcp),
        (ms) => (ms / 1000).toFixed(2),
      ),
      tbtSpread: spread(
        samples.map((s) => s.tbt),
        (ms) => String(Math.round(ms)),
      ),
    };
  }

  const scripts = firstVisitScripts(path.join(root, "dist/client"));
  const jsKb = scripts.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`\nLighthouse ${runs}× (mobile, simulated throttling), medians:`);
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `  ${name.padEnd(7)} performance ${r.performance} (${r.runs}; target ≥ ${TARGETS.performance})` +
        `  LCP ${(r.lcp / 1000).toFixed(2)} s (${r.lcpSpread}; ≤ ${TARGETS.lcp / 1000})` +
        `  TBT ${Math.round(r.tbt)} ms (${r.tbtSpread}; ≤ ${TARGETS.tbt})` +
        `  CLS ${r.cls.toFixed(3)} (≤ ${TARGETS.cls})` +
        `  paintings downloaded twice: ${r.twice.length ? r.twice.join(", ") : "none"}`,
    );
  }
  console.log(
    `  first visit to /: ${jsKb.toFixed(1)} KB of JavaScript in ${scripts.length} files (gzip; budget ${BUDGET_KB} KB)`,
  );
} finally {
  stop();
}

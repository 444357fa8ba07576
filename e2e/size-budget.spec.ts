import { gzipSync } from "node:zlib";
import { BUDGET_KB } from "../scripts/check-size.mjs";
import { expect, test } from "./fixtures";

/**
 * The JavaScript a first visit to `/` (signed out) really loads — the entry, the
 * chunks it imports and any it loads at once — gzipped at level 9 and added up, stays within
 * BUDGET_KB. Counted from what the browser fetched, not from the build's preload links.
 */
test("a first visit to / loads at most the budget of JavaScript", async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  const scripts = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    const isScript =
      response.request().resourceType() === "script" ||
      (response.headers()["content-type"] ?? "").includes("javascript");
    if (url.origin === origin && isScript) scripts.set(url.pathname, response.body());
  });

  const response = await page.goto("/"); // waits until the page is hydrated (fixtures.ts)
  await page.waitForLoadState("networkidle");
  // The page's own inline script (the one that keeps early presses: decision 043) is
  // first-visit JavaScript too, counted on a line of its own.
  const inline = [...((await response?.text()) ?? "").matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join("");
  if (inline) scripts.set("(inline, in the page's head)", Promise.resolve(Buffer.from(inline)));

  const sizes = await Promise.all(
    [...scripts].map(async ([path, body]) => ({
      path,
      kb: gzipSync(await body, { level: 9 }).length / 1024,
    })),
  );
  const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
  const breakdown = [
    ...sizes.map(({ path, kb }) => `${kb.toFixed(1).padStart(6)} KB  ${path}`),
    `${total.toFixed(1).padStart(6)} KB  in all, budget ${BUDGET_KB} KB`,
  ].join("\n");
  expect(sizes.length, "the page loads its scripts").toBeGreaterThan(0);
  // The breakdown is the message when it fails; `node scripts/check-size.mjs` prints it too.
  expect(total, breakdown).toBeLessThanOrEqual(BUDGET_KB);
});

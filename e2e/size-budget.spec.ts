import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { BUDGET_KB, PAINTING_BUDGET_KB } from "../scripts/check-size.mjs";
import { expect, test } from "./fixtures";
import { listArtworks } from "./support";

/**
 * The JavaScript a first visit to `path` (signed out) really loads — the entry, the chunks it
 * imports and any it loads at once, and the page's own inline scripts — each gzipped at level
 * 9, with their sum. Counted from what the browser fetched, not from the build's preload links.
 */
async function scriptsOfFirstVisit(page: Page, origin: string, path: string) {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    const isScript =
      response.request().resourceType() === "script" ||
      (response.headers()["content-type"] ?? "").includes("javascript");
    if (url.origin === origin && isScript) scripts.set(url.pathname, response.body());
  });

  const response = await page.goto(path); // waits until the page is hydrated (fixtures.ts)
  await page.waitForLoadState("networkidle");
  // The page's own inline scripts (decisions 043, 065) are first-visit JavaScript too, counted
  // on a line of their own.
  const inline = [...((await response?.text()) ?? "").matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join("");
  if (inline) scripts.set("(inline, in the page's head)", Promise.resolve(Buffer.from(inline)));

  const sizes = await Promise.all(
    [...scripts].map(async ([name, body]) => ({
      name,
      kb: gzipSync(await body, { level: 9 }).length / 1024,
    })),
  );
  const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
  const breakdown = [
    ...sizes.map(({ name, kb }) => `${kb.toFixed(1).padStart(6)} KB  ${name}`),
    `${total.toFixed(1).padStart(6)} KB  in all`,
  ].join("\n");
  return { count: sizes.length, total, breakdown };
}

test("a first visit to / loads at most the budget of JavaScript", async ({ page, baseURL }) => {
  const { count, total, breakdown } = await scriptsOfFirstVisit(
    page,
    new URL(baseURL ?? "").origin,
    "/",
  );
  expect(count, "the page loads its scripts").toBeGreaterThan(0);
  // The breakdown is the message when it fails; `node scripts/check-size.mjs` prints it too.
  expect(total, `${breakdown}, budget ${BUDGET_KB} KB`).toBeLessThanOrEqual(BUDGET_KB);
});

/**
 * A painting's page, the one that sells, loads its own screen as well: the painting's texts
 * come by area (`#shared/texts/*`), not the book of every text the shop writes (decision 069).
 */
test("a first visit to a painting's page loads at most its budget of JavaScript", async ({
  page,
  baseURL,
  request,
}) => {
  const [painting] = (await listArtworks(request)).items;
  const { total, breakdown } = await scriptsOfFirstVisit(
    page,
    new URL(baseURL ?? "").origin,
    `/?artwork=${painting.slug}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: painting.title })).toBeVisible();
  expect(breakdown).toMatch(/ArtworkPage-/);
  expect(total, `${breakdown}, budget ${PAINTING_BUDGET_KB} KB`).toBeLessThanOrEqual(
    PAINTING_BUDGET_KB,
  );
});

/**
 * The two fonts (lib/web-fonts.ts) are asked for once the page's painting is on screen
 * (main.tsx, decision 064), not with the page: neither is preloaded, so their bytes never share
 * the line with the painting. Then the Latin weight-axis file of each and nothing more is
 * fetched and, being hashed, cached for a year; the page's titles and text are drawn in them
 * once they land — in the same task as the whole stylesheet comes in (decision 068), so the
 * browser restyles the page once for both.
 */
test("a first visit fetches the two fonts after its painting, cached for good, and uses them", async ({
  page,
}) => {
  const fonts = new Map<string, string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") {
      fonts.set(new URL(response.url()).pathname, response.headers()["cache-control"] ?? "");
    }
  });
  // Each change to the page's head or its root's attributes, with the task it came in: a
  // counter that a zero-delay timer moves on, so that two changes share a number only when
  // nothing else ran between them.
  await page.addInitScript(() => {
    const seen: { what: string; task: number }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    let task = 0;
    const tick = () => {
      task++;
      setTimeout(tick, 0);
    };
    tick();
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.attributeName === "data-fonts") seen.push({ what: "fonts", task });
        for (const node of record.addedNodes) {
          if (
            node instanceof HTMLStyleElement &&
            !node.dataset.whole &&
            node.parentNode === document.head
          ) {
            seen.push({ what: "sheet", task });
          }
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const response = await page.goto("/");
  const html = (await response?.text()) ?? "";
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);

  expect(html).not.toMatch(/<link rel="preload" as="font"/);
  expect(await page.evaluate(() => "fonts" in document.documentElement.dataset)).toBe(true);
  expect(
    [...fonts.keys()].map((href) => href.replace(/-[\w-]{8}\.woff2$/, ".woff2")).sort(),
  ).toEqual(["/assets/fraunces-latin-400-700.woff2", "/assets/inter-latin-400-700.woff2"]);
  for (const cacheControl of fonts.values()) expect(cacheControl).toContain("immutable");
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "loaded" && !face.family.includes("fallback"))
      .map((face) => face.family.replaceAll('"', ""))
      .sort(),
  );
  expect(loaded).toEqual(["Fraunces", "Inter"]);
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { what: string; task: number }[] }).seen,
  );
  expect(seen.map((change) => change.what)).toEqual(["sheet", "fonts"]);
  expect(seen[0].task, "the sheet and the fonts come in the same task").toBe(seen[1].task);
});

import { createRequire } from "node:module";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { ArtworkPage } from "#server/catalogue/service";
import { newestVerificationLink } from "#tests/outbox";

const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");

/** Runs axe-core on the page (with label-in-name checked) and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script.
    const axe = (window as any).axe;
    // label-content-name-mismatch is experimental in axe, so off by default: issue 9 (WCAG
    // 2.5.3, label in name) wants it on.
    const result = await axe.run(document, {
      resultTypes: ["violations"],
      rules: { "label-content-name-mismatch": { enabled: true } },
    });
    return result.violations.map(
      (v: { id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
      }),
    );
  });
  const serious = violations.filter(
    (v: { impact: string }) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** The catalogue's first page as the API reports it (with its counts), to compare with. */
export async function listArtworks(
  request: APIRequestContext,
  query: Record<string, string> = {},
): Promise<Required<ArtworkPage>> {
  const response = await request.get(`/api/artworks?${new URLSearchParams(query)}`);
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Waits for the home page's first results. */
export async function openGallery(page: Page, query = "") {
  await page.goto(`/${query}`);
  await expect(page.getByTestId("result-count")).toBeVisible();
}

export const cards = (page: Page) => page.getByTestId("artwork-grid").getByRole("article");

/** The DATA_DIR of the shop at `origin`: the card-taking shop's, or the main one's. */
export function dataDirOf(origin: string | undefined): string {
  const card = process.env.E2E_CARD_URL;
  return (
    (card && origin?.startsWith(card) ? process.env.E2E_CARD_DATA_DIR : process.env.E2E_DATA_DIR) ??
    ""
  );
}

/** The verification link in the newest mail to `email` in the server's outbox (DESIGN §3). */
export function verificationLink(email: string, origin?: string): Promise<string> {
  return newestVerificationLink(dataDirOf(origin), email);
}

let accounts = 0;

/** A unique address for one test's shopper. */
export function newEmail(prefix = "shopper"): string {
  accounts += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${accounts}@atelier.test`;
}

export const PASSWORD = "a painting a day";

/** The toast showing `text` — not one on its way out (spec §8: one toast at a time). */
export function toastWith(page: Page, text: string) {
  return page.locator('[data-sonner-toast][data-removed="false"]').filter({ hasText: text });
}

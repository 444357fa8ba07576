import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { ArtworkPage } from "#server/catalogue/service";

const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script.
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
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
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Waits for the home page's first results. */
export async function openGallery(page: Page, query = "") {
  await page.goto(`/${query}`);
  await expect(page.getByTestId("result-count")).toBeVisible();
}

export const cards = (page: Page) => page.getByTestId("artwork-grid").getByRole("article");

/** The verification link in the newest outbox mail to `email` (DESIGN §3). */
export async function verificationLink(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((file) => file.endsWith(`-${email}.eml`))
      .sort();
    const newest = files.at(-1);
    if (newest) {
      const mail = (await readFile(path.join(dir, newest), "utf8"))
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const link = mail.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${email} in ${dir}`);
}

let accounts = 0;

/** A unique address for one test's shopper. */
export function newEmail(prefix = "shopper"): string {
  accounts += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${accounts}@atelier.test`;
}

export const PASSWORD = "a painting a day";

/**
 * A verified, signed-in shopper without clicking through the form (STYLE 9): sign up through
 * the API, then follow the e-mail link in this page, which signs it in.
 */
export async function signInAsNewShopper(
  page: Page,
  options: { email?: string; name?: string } = {},
): Promise<string> {
  const email = options.email ?? newEmail();
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: options.name ?? "", callbackURL: "/" },
    headers: { origin: new URL(page.url() === "about:blank" ? baseUrl() : page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(await verificationLink(email));
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
  return email;
}

function baseUrl(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
}

/**
 * Signs this page in as an owner listed in ADMIN_EMAILS (playwright.config.ts): signs in if
 * the account exists, else creates it through its e-mail link. (Signing up again with a
 * known address answers 200 without a session, so sign-in is tried first.)
 */
export async function signInAsOwner(page: Page, email = "curator@atelier.test") {
  if (page.url() === "about:blank") await page.goto("/");
  const origin = new URL(page.url()).origin;
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { origin },
  });
  if (signIn.ok()) {
    await page.goto("/");
  } else {
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { email, password: PASSWORD, name: "Gallery Owner", callbackURL: "/" },
      headers: { origin },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    await page.goto(await verificationLink(email));
  }
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
}

/** The toast showing `text` — not one on its way out (spec §8: one toast at a time). */
export function toastWith(page: Page, text: string) {
  return page.locator('[data-sonner-toast][data-removed="false"]').filter({ hasText: text });
}

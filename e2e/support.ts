import { createRequire } from "node:module";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import { messages } from "#shared/messages";
import { newestVerificationLink } from "#tests/outbox";

const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");

/** Label in name (WCAG 2.5.3): experimental in axe, so off unless enabled. */
const LABEL_IN_NAME = "label-content-name-mismatch";

type AxeNode = { target: string[] };
type AxeResult = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/**
 * Runs axe-core on the page and fails on any serious or critical violation, and on any
 * control whose visible text is not part of its accessible name, whatever impact axe gives it.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Contrast is judged on the settled page: a toast still fading in is not yet its colour. Two
  // frames first, so a transition a toast starts on its next frame is among those waited for.
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  await page.addScriptTag({ path: axePath });
  const failures = await page.evaluate(async (labelInName) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script.
    const axe = (window as any).axe;
    // A toast on its way in is still fading up, its colours half mixed with the page's: what
    // is moving is read once it has come to rest (endless animations, a spinner's, are not waited for).
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    );
    // A toast on its way out (fading to nothing) is no longer content.
    const context = { exclude: [['[data-sonner-toast][data-removed="true"]']] };
    const result = await axe.run(context, {
      resultTypes: ["violations", "incomplete"],
      rules: { [labelInName]: { enabled: true } },
    });
    const brief = (v: AxeResult, nodes: AxeNode[]) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: nodes.map((n) => n.target.join(" ")).slice(0, 5),
    });
    const violations = (result.violations as AxeResult[])
      .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === labelInName)
      .map((v) => brief(v, v.nodes));
    // axe leaves a control whose visible text is a single letter (the user menu's initial) to a
    // person to judge; judged here as axe judges longer texts: it must be in the name.
    axe.setup(document);
    const unsure = (result.incomplete as AxeResult[])
      .filter((v) => v.id === labelInName)
      .map((v) => {
        const { text } = axe.commons;
        const mismatched = v.nodes.filter((node) => {
          const element = document.querySelector(node.target.join(" "));
          if (!element) return true;
          // The visible text and the name as the rule itself reads them.
          const content = axe.utils.getNodeFromTree(element);
          const visible = text.sanitize(text.subtreeText(content, { subtreeDescendant: true }));
          const name = text.accessibleText(element);
          return !visible || !name.toLowerCase().includes(visible.toLowerCase());
        });
        return brief(v, mismatched);
      })
      .filter((v) => v.targets.length > 0);
    axe.teardown();
    return [...violations, ...unsure];
  }, LABEL_IN_NAME);
  expect(failures, JSON.stringify(failures, null, 2)).toEqual([]);
}

/**
 * The header's Favourites or Cart link, and the name browsers give it: its hidden label, then
 * the count its badge shows ("Favourites, 2"), or the label alone when there is no badge.
 */
export const headerLink = (page: Page, label: string) =>
  page.getByRole("banner").getByRole("link", { name: new RegExp(`^${label}`) });
export const headerLinkName = (label: string, count: number) =>
  count > 0 ? `${label}, ${count}` : label;

/** The catalogue's first page as the API reports it (with its counts), to compare with. */
export async function listArtworks(
  request: APIRequestContext,
  query: Record<string, string> = {},
): Promise<Required<ArtworkPage>> {
  const response = await request.get(`/api/artworks?${new URLSearchParams(query)}`);
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * The origin of the shop `page` is on, or, on a page that has not been anywhere yet, the one
 * its requests go to (its context's baseURL): asked of the server, since a context does not
 * tell its baseURL. For the Origin header the API asks of a request that changes something.
 */
export async function shopOrigin(page: Page): Promise<string> {
  if (page.url() !== "about:blank") return new URL(page.url()).origin;
  const response = await page.request.get("/healthz");
  return new URL(response.url()).origin;
}

/**
 * Adds a painting titled `title` as the owner signed in on `page`, like the gallery's first
 * (its artist, description, price, image, medium and size), and returns it as created.
 */
export async function addPainting(page: Page, title: string): Promise<Artwork> {
  const [like] = (await listArtworks(page.request)).items;
  const { artist, description, price, imageUrl, medium, size } = like;
  const created = await page.request.post("/api/artworks", {
    data: { title, artist, description, price, imageUrl, medium, size },
    headers: { origin: await shopOrigin(page) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}

/** Waits for the home page's first results. */
export async function openGallery(page: Page, query = "") {
  await page.goto(`/${query}`);
  await expect(page.getByTestId("result-count")).toBeVisible();
}

export const cards = (page: Page) => page.getByTestId("artwork-grid").getByRole("article");

/** The DATA_DIR of the shop at `origin`: the card-taking shop's, the collectors', the passkeys' or the main one's. */
export function dataDirOf(origin: string | undefined): string {
  const { E2E_CARD_URL: card, E2E_COLLECTORS_URL: collectors } = process.env;
  if (card && origin?.startsWith(card)) return process.env.E2E_CARD_DATA_DIR ?? "";
  if (collectors && origin?.startsWith(collectors))
    return process.env.E2E_COLLECTORS_DATA_DIR ?? "";
  const passkeys = process.env.E2E_PASSKEYS_URL;
  if (passkeys && origin?.startsWith(passkeys)) return process.env.E2E_PASSKEYS_DATA_DIR ?? "";
  return process.env.E2E_DATA_DIR ?? "";
}

/** The verification link in the newest mail to `email` in the server's file outbox. */
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

/** The toast showing `text` — not one on its way out (only one toast shows at a time). */
export function toastWith(page: Page, text: string) {
  return page.locator('[data-sonner-toast][data-removed="false"]').filter({ hasText: text });
}

/** An address to send a painting to, as the checkout asks for it. */
type Address = { name: string; line1: string; city: string; postcode: string };

/** Fills the checkout's address: one in Brighton unless another is given. */
export async function fillAddress(
  page: Page,
  address: Address = {
    name: "Grace Hopper",
    line1: "1 Pier Road",
    city: "Brighton",
    postcode: "BN1 1AA",
  },
) {
  await page.getByLabel(messages.checkout.fullName).fill(address.name);
  await page.getByLabel(messages.checkout.line1).fill(address.line1);
  await page.getByLabel(messages.checkout.city).fill(address.city);
  await page.getByLabel(messages.checkout.postcode).fill(address.postcode);
}

import { test as base, expect, type Page } from "@playwright/test";
import { newEmail, PASSWORD, shopOrigin, verificationLink } from "./support";

export { expect };

/**
 * Journeys that start signed in (only the sign-up journeys sign up by hand):
 * `shopper` signs the page's context in as a fresh verified shopper and gives its address;
 * `owner` signs it in as an owner listed in ADMIN_EMAILS and gives that address. The server
 * keeps its embedded database to itself, so both go through the API and the outbox's link;
 * neither loads a page, so the journey's first `page.goto` is its first page.
 */
/** Waits until the app has taken over a server-rendered page: before then, a click does nothing. */
export const appStarted = (page: Page) =>
  page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });

/**
 * What a failed journey's page had come to, printed beside its error: CI keeps its output, not
 * its trace. Whether the app had started and which presses its first script kept tell a lost
 * click from a slow answer.
 */
async function sayPageState(page: Page) {
  if (page.isClosed()) return;
  const state = await page
    .evaluate(() => ({
      url: location.href,
      hydrated: document.documentElement.dataset.hydrated ?? "no",
      earlyActivations: document.documentElement.dataset.earlyActivations ?? "0",
      loadedMs: Math.round(performance.now()),
    }))
    .catch((error: Error) => ({ error: error.message }));
  console.error(`[journey] the page when it failed: ${JSON.stringify(state)}`);
}

export const test = base.extend<{ shopper: string; owner: string }>({
  // Pages arrive rendered by the server: every navigation waits until the app has taken the
  // page over, so no click lands before its handler exists.
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && new URL(page.url()).origin !== "null") {
        await appStarted(page).catch(() => {}); // not one of the app's pages (Stripe's, say)
      }
      return response;
    };
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await sayPageState(page);
  },
  shopper: async ({ page, baseURL }, use) => {
    await use(await signInAsNewShopper(page, { baseURL }));
  },
  owner: async ({ page, baseURL }, use) => {
    await use(await signInAsOwner(page, undefined, baseURL));
  },
});

/**
 * The page's context signed in as `email`, checked through the API: the session cookie that
 * its last request set answers for that account. The page itself loads nothing, so a journey's
 * first navigation is its own (each load of the app costs its browser half a second of CPU).
 */
async function expectSignedIn(page: Page, email: string) {
  expect(await signedInAs(page)).toBe(email);
}

/** The address of the account the page's context is signed in as, if any. */
async function signedInAs(page: Page): Promise<string | undefined> {
  const session = await page.request.get("/api/auth/get-session");
  expect(session.ok(), await session.text()).toBe(true);
  return (await session.json())?.user?.email;
}

/**
 * Signs up through the API and follows the e-mail link (from the outbox of the shop at `site`)
 * with the page's own requests, whose cookies its context shares: the link signs the context
 * in, and would send a browser on to the gallery, which is not followed here.
 */
async function signUpAndConfirm(
  page: Page,
  account: { email: string; name: string },
  origin: string,
  site: string,
) {
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { ...account, password: PASSWORD, callbackURL: "/" },
    headers: { origin },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verified = await page.request.get(await verificationLink(account.email, site), {
    maxRedirects: 0,
  });
  expect(verified.status(), await verified.text()).toBeLessThan(400);
}

/**
 * A verified, signed-in shopper without clicking through the form, and without a page load
 * (signUpAndConfirm). The page stays where it was (a new page stays blank).
 */
export async function signInAsNewShopper(
  page: Page,
  options: { email?: string; name?: string; baseURL?: string } = {},
): Promise<string> {
  const email = options.email ?? newEmail();
  const site = options.baseURL ?? baseUrl();
  const origin = new URL(page.url() === "about:blank" ? site : page.url()).origin;
  await signUpAndConfirm(page, { email, name: options.name ?? "Test Shopper" }, origin, site);
  await expectSignedIn(page, email);
  return email;
}

function baseUrl(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
}

/**
 * Signs this page's context in as an owner listed in ADMIN_EMAILS (playwright.config.ts), with
 * no page load: signs in if the account exists, else creates it through its e-mail link.
 * (Signing up again with a known address answers 200 without a session, so sign-in is tried
 * first.) The page stays where it was (a new page stays blank).
 */
export async function signInAsOwner(
  page: Page,
  email = "curator@atelier.test",
  baseURL?: string,
): Promise<string> {
  const origin = await shopOrigin(page);
  const signIn = () =>
    page.request.post("/api/auth/sign-in/email", {
      data: { email, password: PASSWORD },
      headers: { origin },
    });
  if (!(await signIn()).ok()) {
    await signUpAndConfirm(page, { email, name: "Gallery Owner" }, origin, baseURL ?? origin);
    // Journeys side by side may each find the shared owner missing and ask for it at once:
    // the one confirmation link signs in whichever follows it first, and the account it
    // confirmed lets the others in with its password.
    if ((await signedInAs(page)) !== email) {
      const again = await signIn();
      expect(again.ok(), await again.text()).toBe(true);
    }
  }
  await expectSignedIn(page, email);
  return email;
}

import { test as base, expect, type Page } from "@playwright/test";
import { newEmail, PASSWORD, verificationLink } from "./support";

export { expect };

/**
 * Journeys that start signed in (only the sign-up journeys sign up by hand):
 * `shopper` signs the page in as a fresh verified shopper and gives its address; `owner`
 * signs it in as an owner listed in ADMIN_EMAILS and gives that address. The server keeps
 * its embedded database to itself, so both go through the API and the outbox's link.
 */
/** Waits until the app has taken over a server-rendered page: before then, a click does nothing. */
export const appStarted = (page: Page) =>
  page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });

export const test = base.extend<{ shopper: string; owner: string }>({
  // Pages arrive rendered by the server: every navigation waits until the app has taken the
  // page over, so no click lands before its handler exists.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && new URL(page.url()).origin !== "null") {
        await appStarted(page).catch(() => {}); // not one of the app's pages (Stripe's, say)
      }
      return response;
    };
    await use(page);
  },
  shopper: async ({ page, baseURL }, use) => {
    await use(await signInAsNewShopper(page, { baseURL }));
  },
  owner: async ({ page, baseURL }, use) => {
    await use(await signInAsOwner(page, undefined, baseURL));
  },
});

/**
 * A verified, signed-in shopper without clicking through the form: sign up through the API,
 * then follow the e-mail link in this page, which signs it in.
 */
export async function signInAsNewShopper(
  page: Page,
  options: { email?: string; name?: string; baseURL?: string } = {},
): Promise<string> {
  const email = options.email ?? newEmail();
  const site = options.baseURL ?? baseUrl();
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: options.name ?? "Test Shopper", callbackURL: "/" },
    headers: { origin: new URL(page.url() === "about:blank" ? site : page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(await verificationLink(email, site));
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
export async function signInAsOwner(
  page: Page,
  email = "curator@atelier.test",
  baseURL?: string,
): Promise<string> {
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
    await page.goto(await verificationLink(email, baseURL ?? origin));
  }
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
  return email;
}

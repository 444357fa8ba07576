import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { headerLink, openGallery } from "./support";

const texts = messages.errors.screen;

/**
 * A screen that cannot be shown — here its chunk never arrives, as after a deploy that replaced
 * it or on a line that dropped — leaves the layout in place with a message and Reload, never a
 * blank page, and the server's log is told.
 */
test("a screen that fails to load shows a message with Reload in its place, and is reported", async ({
  page,
}) => {
  await openGallery(page);
  // From now on, no script arrives: the cart's screen, a chunk of its own, cannot load.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort("failed"));
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/client-errors") && response.request().method() === "POST",
  );

  await headerLink(page, messages.header.cart).click();
  const heading = page.getByRole("heading", { name: texts.title });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText(texts.text)).toBeVisible();
  // The header and the footer stay, so the shopper can go elsewhere.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect((await reported).status()).toBe(204);

  // The line is back: Reload shows the screen.
  await page.unroute(/\/assets\/.*\.js$/);
  await page.getByRole("button", { name: texts.reload }).click();
  await expect(page.getByRole("heading", { name: messages.gates.cart })).toBeVisible();
  await expect(heading).toHaveCount(0);
});

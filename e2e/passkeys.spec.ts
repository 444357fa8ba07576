import { messages } from "#shared/messages";
import { expect, signInAsNewShopper, test } from "./fixtures";

// The passkeys' shop, named localhost: WebAuthn takes no IP address as a site's name.
test.use({ baseURL: process.env.E2E_PASSKEYS_URL });

const text = messages.passkeys;

test("a shopper adds a passkey on the profile, signs in with it, and removes it", async ({
  page,
  baseURL,
}) => {
  // A device with a platform authenticator that always says yes (Chromium's virtual one).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const menu = page.getByRole("button", { name: /Account menu/ });
  await signInAsNewShopper(page, { baseURL });

  await page.goto("/profile");
  const card = page.getByRole("region", { name: text.title });
  await expect(card.getByText(text.none)).toBeVisible();
  await card.getByLabel(text.nameLabel).fill("Studio laptop");
  await card.getByRole("button", { name: text.add }).click();
  await expect(card.getByRole("status")).toHaveText(text.addedToast);
  const listed = card.getByRole("list", { name: text.listLabel }).getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Studio laptop");

  // Signed out, the passkey alone signs the shopper in again, and home.
  await page.getByRole("button", { name: messages.account.signOut }).click();
  await expect(
    page.getByRole("banner").getByRole("link", { name: messages.header.signIn }),
  ).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("button", { name: text.signIn }).click();
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);

  // Removed after asking; focus goes to the card, not lost with the row.
  await page.goto("/profile");
  await card.getByRole("button", { name: text.removeLabel("Studio laptop") }).click();
  const dialog = page.getByRole("alertdialog", { name: text.removeTitle });
  await dialog.getByRole("button", { name: text.confirmRemove }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(text.none)).toBeVisible();
  await expect(card.getByRole("heading", { name: text.title })).toBeFocused();

  // The device still offers it, but the site no longer knows it: said beside the button.
  await page.getByRole("button", { name: messages.account.signOut }).click();
  await expect(
    page.getByRole("banner").getByRole("link", { name: messages.header.signIn }),
  ).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("button", { name: text.signIn }).click();
  await expect(page.getByRole("alert").filter({ hasText: /passkey/i })).toBeVisible();
  await expect(menu).toBeHidden();
});

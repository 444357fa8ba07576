import sharp from "sharp";
import { initialsOf } from "#shared/account";
import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, toastWith } from "./support";

const text = messages.profilePhoto;

// axe is injected as a script, which the pages' Content Security Policy would refuse.
test.use({ bypassCSP: true });

/** A photo as a phone might send it: landscape, a face-sized disc on a plain wall. */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: "#d9cbb3" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="180" fill="#8a4b2a"/></svg>',
        ),
        left: 400,
        top: 200,
      },
    ])
    .png()
    .toBuffer();

test("a shopper chooses a profile photo, sees it in the profile and the header, then removes it", async ({
  page,
  shopper,
}) => {
  const initials = initialsOf({ name: "Test Shopper", email: shopper });
  const menu = page.getByRole("button", { name: /Account menu/ });
  await page.goto("/profile");
  const change = page.getByRole("button", { name: messages.account.changePhoto, exact: true });
  await expect(change).toHaveText(messages.account.changePhoto);
  await expect(page.getByRole("button", { name: text.remove })).toHaveCount(0);

  // A text file named like a photo is refused, said beside the avatar.
  let chooser = page.waitForEvent("filechooser");
  await change.click();
  await (await chooser).setFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("not an image"),
  });
  await expect(page.getByRole("alert").filter({ hasText: text.notAnImage })).toBeVisible();

  // The keyboard reaches "Change Photo" and opens the picker with Enter.
  chooser = page.waitForEvent("filechooser");
  await change.focus();
  await page.keyboard.press("Enter");
  await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: await photo() });
  await expect(toastWith(page, text.saved)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: text.notAnImage })).toHaveCount(0);

  const profileImage = page.getByRole("main").locator('img[src^="/images/avatar-"]');
  await expect(profileImage).toBeVisible();
  const headerImage = menu.locator("img");
  await expect(headerImage).toHaveAttribute("src", /^\/images\/avatar-[a-f0-9]+-256\.webp$/);
  await expect(headerImage).toHaveAttribute("width", "40");
  await expect(headerImage).toHaveAttribute("alt", "");
  // Loaded, square, and the menu keeps its name.
  await expect
    .poll(() => headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const box = await headerImage.boundingBox();
  expect(box?.width).toBe(40);
  expect(box?.height).toBe(40);
  await expect(menu).toHaveAccessibleName(new RegExp(`^${initials} Account menu`));

  // It stays after a reload: it is the account's.
  await page.reload();
  await expect(menu.locator("img")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: text.remove }).click();
  await expect(toastWith(page, text.removed)).toBeVisible();
  await expect(menu.locator("img")).toHaveCount(0);
  await expect(menu).toHaveText(initials);
  await expect(profileImage).toHaveCount(0);
  await expect(page.getByRole("button", { name: text.remove })).toHaveCount(0);
});

import common from "@zxcvbn-ts/language-common";

/** How many of the most used passwords a new password may not be. */
export const COMMON_PASSWORDS_CHECKED = 10_000;

/**
 * The 10,000 most common passwords, most common first, as zxcvbn-ts ranks them from leaked
 * password lists (its `passwords-common` dictionary, shipped in the npm package: checked here,
 * offline, never sent anywhere). Compared without case, so "Password1" counts as "password1".
 */
const COMMON = new Set(
  (common.dictionary["passwords-common"] as string[])
    .slice(0, COMMON_PASSWORDS_CHECKED)
    .map((password) => password.toLowerCase()),
);

/** Whether `password` is one of the 10,000 most common passwords, in any case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

import { describe, expect, it } from "vitest";
import { mailTexts } from "#shared/mail-texts";
import { messages } from "#shared/messages";
import { cookiesFrom, SITE, type TestApp, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { mailsTo } from "#tests/outbox";
import {
  accountWithPassword,
  CHROME_ON_MAC,
  FIREFOX_ON_WINDOWS,
  signInAttempt,
  signInWith,
} from "#tests/security";
import { isCommonPassword } from "./common-passwords";

// docs/decisions/036: changing the password from the profile, and the name's limits.

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a quieter harbour at dusk";
const COMMON = "password1";

const change = (t: TestApp, cookie: string | undefined, body: unknown, ip = "192.0.2.10") =>
  t.app.request(
    "/api/auth/change-password",
    {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );

const sessionsOf = (t: TestApp, cookie: string) =>
  t.app.request("/api/account/sessions", { headers: { cookie } });

describe(`changing the password, on ${testDbKind}`, () => {
  const t = useTestApp();

  it("is for a signed-in shopper only", async () => {
    const response = await change(t, undefined, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });

  it("refuses a wrong current password beside its field, and a short or common new one beside its own", async () => {
    const ada = await accountWithPassword(t, { password: PASSWORD });
    const cookie = await signInWith(t, { ...ada, password: PASSWORD, userAgent: CHROME_ON_MAC });

    const wrong = await change(t, cookie, {
      currentPassword: "not it at all",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({
      currentPassword: messages.security.wrongCurrentPassword,
    });

    expect(isCommonPassword(COMMON)).toBe(true);
    const common = await change(t, cookie, { currentPassword: PASSWORD, newPassword: COMMON });
    expect(common.status).toBe(400);
    expect((await common.json()).fields).toEqual({
      newPassword: messages.passwordReset.commonPassword,
    });
    // The list is checked whatever the case.
    const shouted = await change(t, cookie, {
      currentPassword: PASSWORD,
      newPassword: "PASSWORD1",
    });
    expect((await shouted.json()).fields).toHaveProperty("newPassword");

    const short = await change(t, cookie, { currentPassword: PASSWORD, newPassword: "seven c" });
    expect(short.status).toBe(400);
    expect((await short.json()).fields).toHaveProperty("newPassword");

    const empty = await change(t, cookie, { currentPassword: "", newPassword: NEW_PASSWORD });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields).toHaveProperty("currentPassword");

    // Fields Atelier does not take (revokeOtherSessions is always true) are refused.
    const extra = await change(t, cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(extra.status).toBe(400);

    // Nothing changed: the old password still signs in.
    expect((await signInAttempt(t, { ...ada, password: PASSWORD })).status).toBe(200);
  });

  it("counts a wrong current password as a password attempt: the sign-in's limit applies", async () => {
    const bea = await accountWithPassword(t, { password: PASSWORD });
    const ip = "192.0.2.77";
    const cookie = await signInWith(t, {
      ...bea,
      password: PASSWORD,
      userAgent: CHROME_ON_MAC,
      ip,
    });
    const guess = { currentPassword: "a wrong guess", newPassword: NEW_PASSWORD };
    for (let i = 0; i < 10; i++) expect((await change(t, cookie, guess, ip)).status).toBe(400);
    const refused = await change(t, cookie, { ...guess, currentPassword: PASSWORD }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refused.json()).fields).toHaveProperty("currentPassword");
  });

  it("changes it: every other session ends, this browser stays signed in, a notice is mailed", async () => {
    const cy = await accountWithPassword(t, { password: PASSWORD });
    const here = await signInWith(t, { ...cy, password: PASSWORD, userAgent: CHROME_ON_MAC });
    const elsewhere = await signInWith(t, {
      ...cy,
      password: PASSWORD,
      userAgent: FIREFOX_ON_WINDOWS,
    });

    const response = await change(t, here, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ changed: true });
    // This browser's new session comes as a cookie, never as a token in the body.
    const renewed = cookiesFrom(response);
    expect(renewed).toMatch(/session_token=/);
    expect(text).not.toContain(renewed.split("=")[1].split(".")[0]);

    expect((await sessionsOf(t, elsewhere)).status).toBe(401);
    const mine = await sessionsOf(t, renewed);
    expect(mine.status).toBe(200);
    expect((await mine.json()).sessions).toEqual([expect.objectContaining({ current: true })]);

    await t.deliverMail();
    const notices = (await mailsTo(t.dataDir, cy.email)).filter((mail) =>
      mail.subject.includes("password was changed"),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain(mailTexts.password.changed.notYou);

    expect((await signInAttempt(t, { ...cy, password: PASSWORD })).status).toBe(401);
    expect((await signInAttempt(t, { ...cy, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe(`a full name is 1 to 100 characters, on ${testDbKind}`, () => {
  const t = useTestApp();

  it("is refused beside its field on the profile when empty or too long, never clipped", async () => {
    const user = await t.signIn({ name: "Ada" });
    const save = (fullName: string) =>
      t.send("PATCH", "/api/account/profile", { fullName }, { cookie: user.cookie });
    for (const [fullName, reason] of [
      ["x".repeat(300), "Full name must be at most 100 characters"],
      ["", "Full name is required"],
      ["   ", "Full name is required"],
    ]) {
      const response = await save(fullName);
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual({ fullName: reason });
    }
    const longest = "y".repeat(100);
    const saved = await save(`  ${longest}  `);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ fullName: longest });
  });

  it("is refused beside its field at sign-up", async () => {
    for (const name of ["x".repeat(300), ""]) {
      const response = await t.send("POST", "/api/auth/sign-up/email", {
        email: "new@example.com",
        password: PASSWORD,
        name,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toHaveProperty("name");
    }
  });
});

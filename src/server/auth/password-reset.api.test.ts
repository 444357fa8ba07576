import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users, verifications } from "#server/db/auth-schema";
import { CONFIRMED_HREF } from "#shared/links";
import { mailTexts } from "#shared/mail-texts";
import { messages } from "#shared/messages";
import { cookiesFrom, SITE, type TestApp, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { mailsTo } from "#tests/outbox";
import { isCommonPassword } from "./common-passwords";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a quieter horse, stapled";
/** Among the 10,000 most common passwords, yet long enough for the length rule. */
const COMMON = "password123";
const text = messages.passwordReset;

/** A request as if from `ip` (the Node adapter's socket, which clientIp reads). */
function from(t: TestApp, ip: string, path: string, body: unknown, cookie?: string) {
  return t.app.request(
    path,
    {
      method: "POST",
      headers: {
        origin: SITE,
        "content-type": "application/json",
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
}

const askReset = (t: TestApp, ip: string, email: string) =>
  from(t, ip, "/api/auth/request-password-reset", { email });

const reset = (t: TestApp, ip: string, token: string, newPassword: string) =>
  from(t, ip, "/api/auth/reset-password", { token, newPassword });

/** A verified account with a password and a session, written directly. */
async function accountWithPassword(t: TestApp, email: string, verified = true) {
  const user = await t.signIn({ email, password: PASSWORD });
  if (!verified)
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
  return user;
}

/** The reset links in the mails to `email`, oldest first (better-auth's own URL). */
async function resetLinks(t: TestApp, email: string): Promise<string[]> {
  await t.deliverMail();
  return (await mailsTo(t.dataDir, email))
    .map((mail) => mail.body.match(/https?:\/\/\S+\/api\/auth\/reset-password\/[\w-]+\?\S+/)?.[0])
    .filter((link): link is string => link !== undefined);
}

/** Follows a reset link as the browser does: better-auth redirects to our page. */
async function follow(t: TestApp, link: string): Promise<URL> {
  const url = new URL(link);
  const response = await t.app.request(url.pathname + url.search);
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "", SITE);
}

const signIn = (t: TestApp, ip: string, email: string, password: string) =>
  from(t, ip, "/api/auth/sign-in/email", { email, password });

describe(`a forgotten password, on ${testDbKind}`, () => {
  const t = useTestApp();

  it("mails a link that sets a new password once, ends every session and sends a notice", async () => {
    const email = "forgetful@example.com";
    const user = await accountWithPassword(t, email);
    const asked = await askReset(t, "198.51.100.1", email);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ status: true });

    const [link] = await resetLinks(t, email);
    expect(link).toBeDefined();
    const page = await follow(t, link);
    expect(page.pathname).toBe("/reset-password");
    const token = page.searchParams.get("token") ?? "";
    expect(token).not.toBe("");

    const done = await reset(t, "198.51.100.1", token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    // The session made before the reset is over.
    const session = await t.app.request("/api/auth/get-session", {
      headers: { cookie: user.cookie },
    });
    expect(await session.json()).toBeNull();
    expect((await signIn(t, "198.51.100.1", email, PASSWORD)).status).toBe(401);
    const signedIn = await signIn(t, "198.51.100.1", email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(cookiesFrom(signedIn)).toContain("session_token=");

    // Used once: the link and the token are spent.
    const again = await reset(t, "198.51.100.1", token, "yet another good one");
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: text.invalidToken, code: "INVALID_TOKEN" });
    const spent = await follow(t, link);
    expect(spent.pathname).toBe("/reset-password");
    expect(spent.searchParams.get("error")).toBe("INVALID_TOKEN");

    await t.deliverMail();
    const subjects = (await mailsTo(t.dataDir, email)).map((mail) => mail.subject);
    expect(subjects).toContain(mailTexts.password.changed.subject(t.config.galleryName));
  });

  it("refuses a link after its hour", async () => {
    const email = "slow@example.com";
    await accountWithPassword(t, email);
    expect((await askReset(t, "198.51.100.2", email)).status).toBe(200);
    const token = (await follow(t, (await resetLinks(t, email))[0])).searchParams.get("token");
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `reset-password:${token}`));
    const late = await reset(t, "198.51.100.2", token ?? "", NEW_PASSWORD);
    expect(late.status).toBe(400);
    expect((await late.json()).error).toBe(text.invalidToken);
    expect((await signIn(t, "198.51.100.2", email, PASSWORD)).status).toBe(200);
  });

  it("confirms the address of an unconfirmed account it resets (the link came to it)", async () => {
    const email = "unconfirmed-reset@example.com";
    await accountWithPassword(t, email, false);
    await askReset(t, "198.51.100.3", email);
    const token = (await follow(t, (await resetLinks(t, email))[0])).searchParams.get("token");
    expect((await reset(t, "198.51.100.3", token ?? "", NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(t, "198.51.100.3", email, NEW_PASSWORD)).status).toBe(200);
  });

  it("answers an unknown address exactly as a known one, and mails only the known", async () => {
    await accountWithPassword(t, "known-reset@example.com");
    const known = await askReset(t, "198.51.100.4", "known-reset@example.com");
    const unknown = await askReset(t, "198.51.100.4", "nobody-here@example.com");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(await resetLinks(t, "known-reset@example.com")).toHaveLength(1);
    expect(await mailsTo(t.dataDir, "nobody-here@example.com")).toHaveLength(0);
  });

  it("mails an address at most 3 times an hour, answering the same after", async () => {
    const email = "popular@example.com";
    await accountWithPassword(t, email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await askReset(t, `198.51.100.${10 + i}`, email));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: true });
    }
    expect(await resetLinks(t, email)).toHaveLength(3);
  });

  it("lets one client ask 10 times an hour, however many ask at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => askReset(t, "203.0.113.7", `crowd-${i}@example.com`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((answer) => answer.status === 429) as Response;
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refused.json()).error).toBe(text.tooManyRequests);
  });

  it("throttles new-password attempts per client", async () => {
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) => reset(t, "203.0.113.8", `guess${i}`, NEW_PASSWORD)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it("refuses bad bodies with reasons: an address, a path to land on, a password", async () => {
    const badEmail = await from(t, "198.51.100.20", "/api/auth/request-password-reset", {
      email: "not an address",
    });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).fields).toHaveProperty("email");
    const elsewhere = await from(t, "198.51.100.20", "/api/auth/request-password-reset", {
      email: "a@example.com",
      redirectTo: "//evil.example/steal",
    });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).fields).toHaveProperty("redirectTo");
    const short = await reset(t, "198.51.100.20", "sometoken", "short");
    expect(short.status).toBe(400);
    expect((await short.json()).fields).toHaveProperty("newPassword");
  });
});

describe(`common passwords, on ${testDbKind}`, () => {
  const t = useTestApp();

  it("are among the 10,000 checked (the tests' premise)", () => {
    expect(isCommonPassword(COMMON)).toBe(true);
    expect(isCommonPassword(NEW_PASSWORD)).toBe(false);
  });

  it("are refused at sign-up, beside the password", async () => {
    const response = await from(t, "198.51.100.30", "/api/auth/sign-up/email", {
      email: "common@example.com",
      password: COMMON.toUpperCase(),
      name: "Common Person",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fields).toEqual({ password: text.commonPassword });
    const [created] = await t.db.select().from(users).where(eq(users.email, "common@example.com"));
    expect(created).toBeUndefined();
  });

  it("are refused as a new password at reset, and the link still works after", async () => {
    const email = "reset-common@example.com";
    await accountWithPassword(t, email);
    await askReset(t, "198.51.100.31", email);
    const token = (await follow(t, (await resetLinks(t, email))[0])).searchParams.get("token");
    const refused = await reset(t, "198.51.100.31", token ?? "", COMMON);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields).toEqual({ newPassword: text.commonPassword });
    expect((await reset(t, "198.51.100.31", token ?? "", NEW_PASSWORD)).status).toBe(200);
  });
});

describe(`sending the confirmation link again, on ${testDbKind}`, () => {
  const t = useTestApp();

  it("answers unknown, confirmed and unconfirmed addresses alike", async () => {
    await accountWithPassword(t, "confirmed@example.com");
    await accountWithPassword(t, "unconfirmed@example.com", false);
    const answers = [];
    for (const email of [
      "nobody@example.com",
      "confirmed@example.com",
      "unconfirmed@example.com",
    ]) {
      const answer = await from(t, "198.51.100.40", "/api/auth/send-verification-email", {
        email,
        callbackURL: CONFIRMED_HREF,
      });
      answers.push({ status: answer.status, body: await answer.text() });
    }
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ status: true }) });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Only the unconfirmed address gets a link, which lands home saying so.
    await t.deliverMail();
    expect(await mailsTo(t.dataDir, "nobody@example.com")).toHaveLength(0);
    expect(await mailsTo(t.dataDir, "confirmed@example.com")).toHaveLength(0);
    const [mail] = await mailsTo(t.dataDir, "unconfirmed@example.com");
    expect(mail.body).toContain(`callbackURL=${encodeURIComponent(CONFIRMED_HREF)}`);
  });
});

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, sessions, users } from "#server/db/auth-schema";
import { outboxDir } from "#server/mail/mailer";
import { messages } from "#shared/messages";
import { type App, cookiesFrom, SITE, type TestApp, useTestApp } from "#tests/api";
import { createTestDatabase, testDbKind } from "#tests/database";
import { verificationLinks } from "#tests/outbox";
import { loadAuthSecret } from "./secret";

type SessionBody = { user: { email: string; name: string; isOwner: boolean } } | null;

const PASSWORD = "correct horse battery";

async function sessionOf(app: App, cookie: string): Promise<SessionBody> {
  const response = await app.request("/api/auth/get-session", { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

const signIn = (t: TestApp, email: string, password: string, headers?: Record<string, string>) =>
  t.send("POST", "/api/auth/sign-in/email", { email, password }, headers);

/**
 * Signs up through the API and follows the e-mail link: for the tests about signing up and
 * signing in with a password. Any other test takes a session from `t.signIn`.
 */
async function signUpAndVerify(t: TestApp, account: { email: string; password: string }) {
  const signUp = await t.send("POST", "/api/auth/sign-up/email", {
    name: "Test Shopper",
    callbackURL: "/",
    ...account,
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${await signUp.text()}`);
  await t.deliverMail();
  const [link] = await verificationLinks(t.dataDir, account.email);
  const url = new URL(link);
  const verified = await t.app.request(url.pathname + url.search);
  const cookie = cookiesFrom(verified);
  if (!cookie) throw new Error(`verification set no cookie (${verified.status})`);
  return cookie;
}

describe(`accounts on ${testDbKind}`, () => {
  describe("sign-up, the e-mail link and the session", () => {
    const ctx = useTestApp();

    it("sends a verification mail to the outbox; its link signs in and lands on /", async () => {
      const email = "ada.lovelace@example.com";
      const response = await ctx.send("POST", "/api/auth/sign-up/email", {
        email,
        password: PASSWORD,
        name: "Ada Lovelace",
        callbackURL: "/",
      });
      expect(response.status).toBe(200);
      // No session before the address is verified.
      expect(cookiesFrom(response)).not.toContain("session_token");

      await ctx.deliverMail();
      const files = await readdir(outboxDir(ctx.dataDir));
      const file = files.find((f) => f.endsWith(`-${email}.eml`));
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z-/);
      const mail = await readFile(path.join(outboxDir(ctx.dataDir), file as string), "utf8");
      expect(mail).toMatch(/^To: ada\.lovelace@example\.com$/m);
      expect(mail).toMatch(/^Subject: /m);

      const [link] = await verificationLinks(ctx.dataDir, email);
      expect(link.startsWith(`${SITE}/api/auth/verify-email?token=`)).toBe(true);
      const url = new URL(link);
      const verified = await ctx.app.request(url.pathname + url.search);
      expect(verified.status).toBe(302);
      expect(verified.headers.get("location")).toBe("/");
      const cookie = cookiesFrom(verified);
      expect(cookie).toContain("session_token=");

      const session = await sessionOf(ctx.app, cookie);
      expect(session?.user).toEqual(
        expect.objectContaining({ email, name: "Ada Lovelace", isOwner: false }),
      );
    });

    it("refuses to sign in before the address is verified, with the auth error's message", async () => {
      await ctx.send("POST", "/api/auth/sign-up/email", {
        email: "unverified@example.com",
        password: PASSWORD,
        name: "Test Shopper",
      });
      const response = await signIn(ctx, "unverified@example.com", PASSWORD);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toMatch(/verif/i);
      expect(cookiesFrom(response)).not.toContain("session_token");
    });

    it("refuses a wrong password and an unknown address alike", async () => {
      await signUpAndVerify(ctx, {
        email: "grace@example.com",
        password: PASSWORD,
      });
      for (const [email, password] of [
        ["grace@example.com", "not the password"],
        ["nobody@example.com", PASSWORD],
      ]) {
        const response = await signIn(ctx, email, password);
        expect(response.status).toBe(401);
        expect((await response.json()).message).toBe("Invalid email or password");
      }
    });

    it("issues a new session token at every sign-in, with safe cookie attributes", async () => {
      const email = "tokens@example.com";
      await signUpAndVerify(ctx, { email, password: PASSWORD });
      const first = await signIn(ctx, email, PASSWORD);
      const second = await signIn(ctx, email, PASSWORD);
      expect(first.status).toBe(200);
      expect(cookiesFrom(first)).not.toBe(cookiesFrom(second));
      const setCookie = first.headers.getSetCookie().find((c) => c.includes("session_token="));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).not.toMatch(/Secure/i); // served over http here
    });

    it("hashes passwords with argon2id at OWASP's parameters or stronger", async () => {
      const [row] = await ctx.db
        .select({ password: accounts.password })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(users.email, "grace@example.com"));
      const [, algorithm, , params] = (row.password ?? "").split("$");
      expect(algorithm).toBe("argon2id");
      const {
        m,
        t,
        p: parallelism,
      } = Object.fromEntries(
        params.split(",").map((kv) => [kv.split("=")[0], Number(kv.split("=")[1])]),
      );
      expect(m).toBeGreaterThanOrEqual(19_456);
      expect(t).toBeGreaterThanOrEqual(2);
      expect(parallelism).toBeGreaterThanOrEqual(1);
      expect(row.password).not.toContain(PASSWORD);
    });

    it.each([
      ["too short", "short7!"],
      ["too long", "x".repeat(129)],
    ])("refuses a password that is %s", async (_, password) => {
      const response = await ctx.send("POST", "/api/auth/sign-up/email", {
        email: `pw-${password.length}@example.com`,
        password,
        name: "Test Shopper",
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/password/i);
    });

    it("signing out ends the session on the server, not only in the browser", async () => {
      const { cookie } = await ctx.signIn({ email: "leaver@example.com" });
      expect((await sessionOf(ctx.app, cookie))?.user.email).toBe("leaver@example.com");
      const out = await ctx.send("POST", "/api/auth/sign-out", {}, { cookie });
      expect(out.status).toBe(200);
      // The old cookie, replayed, no longer opens anything.
      expect(await sessionOf(ctx.app, cookie)).toBeNull();
      const left = await ctx.db
        .select()
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(users.email, "leaver@example.com"));
      expect(left).toHaveLength(0);
    });

    it("keeps a session across a server restart (a new app on the same database)", async () => {
      const { cookie } = await ctx.signIn({ email: "stayer@example.com" });
      const restarted = ctx.restart();
      expect((await sessionOf(restarted, cookie))?.user.email).toBe("stayer@example.com");
    });

    it("refuses a forged cookie and an expired session", async () => {
      const { id, cookie } = await ctx.signIn({ email: "expired@example.com" });
      const forged = cookie.replace(/session_token=([^;.]+)/, "session_token=forged$1");
      expect(await sessionOf(ctx.app, forged)).toBeNull();
      expect(await sessionOf(ctx.app, "better-auth.session_token=abc.def")).toBeNull();

      await ctx.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(sessions.userId, id));
      expect(await sessionOf(ctx.app, cookie)).toBeNull();
    });

    it("accepts both local names of the site while PUBLIC_URL is unset", async () => {
      for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000"]) {
        const response = await signIn(ctx, "grace@example.com", PASSWORD, { origin });
        expect(response.status).toBe(200);
      }
    });

    it("refuses state-changing requests from another origin, or with none", async () => {
      const evil = await signIn(ctx, "grace@example.com", PASSWORD, {
        origin: "https://evil.example",
      });
      expect(evil.status).toBe(403);
      const none = await ctx.app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "grace@example.com", password: PASSWORD }),
      });
      expect(none.status).toBe(403);
      expect((await none.json()).error).toBe(messages.api.crossOrigin);
    });
  });

  describe("throttling, shared through the database", () => {
    const ctx = useTestApp();

    it("stops an account after 10 failed sign-ins, even with the right password", async () => {
      const email = "target@example.com";
      await signUpAndVerify(ctx, { email, password: PASSWORD });
      for (let i = 0; i < 10; i++) {
        expect((await signIn(ctx, email, `wrong-${i}-password`)).status).toBe(401);
      }
      const blocked = await signIn(ctx, email, PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await blocked.json()).error).toBe(messages.api.tooManyAccountSignIns);
      // Another account from the same client is not affected.
      const other = "bystander@example.com";
      await signUpAndVerify(ctx, { email: other, password: PASSWORD });
      expect((await signIn(ctx, other, PASSWORD)).status).toBe(200);
    });

    it("stops a client IP after 50 failed sign-ins across accounts", async () => {
      // 10 failures were counted above from this same client.
      for (let i = 0; i < 40; i++) {
        expect((await signIn(ctx, `guess-${i}@example.com`, "wrong-password")).status).toBe(401);
      }
      const blocked = await signIn(ctx, "bystander@example.com", PASSWORD);
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).error).toBe(messages.api.tooManySignIns);
    });

    it("limits verification mails per address", async () => {
      const email = "mailbox@example.com";
      const resend = () =>
        ctx.send("POST", "/api/auth/send-verification-email", { email, callbackURL: "/" });
      await ctx.send("POST", "/api/auth/sign-up/email", {
        email,
        password: PASSWORD,
        name: "Test Shopper",
      });
      for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(200);
      const blocked = await resend();
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).error).toBe(messages.api.tooManyVerificationMails);
    });
  });

  describe("sign-ups per client", () => {
    const ctx = useTestApp();

    it("are limited to 30 an hour", async () => {
      for (let i = 0; i < 30; i++) {
        const response = await ctx.send("POST", "/api/auth/sign-up/email", {
          email: `new-${i}@example.com`,
          password: PASSWORD,
          name: "Test Shopper",
        });
        expect(response.status).toBe(200);
      }
      const blocked = await ctx.send("POST", "/api/auth/sign-up/email", {
        email: "one-more@example.com",
        password: PASSWORD,
        name: "Test Shopper",
      });
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).error).toBe(messages.api.tooManySignUps);
    });
  });

  describe("the owner role", () => {
    const ctx = useTestApp({ env: { ADMIN_EMAILS: "Owner@Example.com, second@example.com" } });

    it("holds for addresses in ADMIN_EMAILS, whatever their case", async () => {
      const { cookie } = await ctx.signIn({ email: "owner@example.com" });
      expect((await sessionOf(ctx.app, cookie))?.user.isOwner).toBe(true);
    });

    it("holds for an account granted the role, and not for others", async () => {
      const { id, cookie } = await ctx.signIn({ email: "customer@example.com" });
      expect((await sessionOf(ctx.app, cookie))?.user.isOwner).toBe(false);
      await ctx.db.update(users).set({ role: "owner" }).where(eq(users.id, id));
      expect((await sessionOf(ctx.app, cookie))?.user.isOwner).toBe(true);
    });
  });

  describe("the profile", () => {
    const ctx = useTestApp();

    it("saves the full name for the signed-in shopper only", async () => {
      const { cookie } = await ctx.signIn({ name: "Old Name" });
      const patch = (fullName: string, signedIn?: string) =>
        ctx.client(signedIn).account.profile.$patch({ json: { fullName } });
      expect((await patch("X")).status).toBe(401);

      const saved = await patch("  New Name  ", cookie);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ fullName: "New Name" });
      expect((await sessionOf(ctx.app, cookie))?.user.name).toBe("New Name");
    });

    it.each([
      [{ fullName: "x".repeat(101) }, /at most 100/],
      [{ fullName: 42 }, /text/],
      [{}, /fullName/],
    ])("refuses %j with a 400 and a reason", async (body, reason) => {
      const { cookie } = await ctx.signIn();
      const response = await ctx.send("PATCH", "/api/account/profile", body, { cookie });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(reason);
    });

    it("refuses malformed JSON with a 400", async () => {
      const { cookie } = await ctx.signIn();
      const response = await ctx.app.request("/api/account/profile", {
        method: "PATCH",
        headers: { origin: SITE, "content-type": "application/json", cookie },
        body: "{not json",
      });
      expect(response.status).toBe(400);
    });
  });

  it("keeps one auth secret in the database for every process", async () => {
    const database = await createTestDatabase();
    try {
      const [a, b] = await Promise.all([loadAuthSecret(database.db), loadAuthSecret(database.db)]);
      expect(a).toBe(b);
      expect(a.length).toBeGreaterThanOrEqual(40);
      expect(await loadAuthSecret(database.db)).toBe(a);
    } finally {
      await database.close();
    }
  });
});

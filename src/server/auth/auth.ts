import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { admin, customSession } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { eq } from "drizzle-orm";
import type { Config } from "#server/config";
import { accounts, passkeys, sessions, users, verifications } from "#server/db/auth-schema";
import type { Db } from "#server/db/client";
import { log } from "#server/lib/logger";
import type { MailOutbox } from "#server/mail/outbox";
import { PASSWORD_MAX, PASSWORD_MIN } from "#shared/account";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";
import { verificationMail } from "./mails";
import { hashPassword, verifyPassword } from "./password";
import { passwordChangedMail, passwordResetMail } from "./password-mails";
import { CUSTOMER_ROLE, isOwner, OWNER_ROLE } from "./roles";

const DAY_S = 24 * 60 * 60;

export function createAuth(deps: { db: Db; config: Config; outbox: MailOutbox; secret: string }) {
  const { db, config, outbox } = deps;
  return betterAuth({
    appName: config.galleryName,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    // Signs session cookies and tokens; kept in the database (auth/secret.ts), so it is the
    // same for every process and survives restarts, as the sessions do.
    secret: deps.secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        passkey: passkeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      autoSignIn: false,
      // A forgotten password (decision 035): better-auth's link, one use (the token's row is
      // deleted when used) for an hour, leads to /reset-password; the reset ends every session.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await outbox.enqueue(db, passwordResetMail(config.galleryName, user.email, url));
      },
      onPasswordReset: async ({ user }) => {
        // The link came to the address, which proves it as the confirmation link would.
        if (!user.emailVerified) {
          await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        }
        const signInUrl = new URL(routes.auth.path, config.publicUrl).toString();
        await outbox.enqueue(db, passwordChangedMail(config.galleryName, user.email, signInUrl));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link in the mail signs the shopper in and lands on the site root.
      autoSignInAfterVerification: true,
      expiresIn: DAY_S,
      // better-auth calls this once its own writes for the sign-up are done (after their
      // transaction, not inside it), so the mail's row is written here, before the sign-up
      // answers; decision 013 tells what a crash just before it would leave.
      sendVerificationEmail: async ({ user, url }) => {
        await outbox.enqueue(db, verificationMail(config.galleryName, user.email, url));
      },
    },
    session: {
      expiresIn: 30 * DAY_S,
      // Active visitors get a fresh expiry at most once a day: sessions refresh.
      updateAge: DAY_S,
    },
    // Our own database-backed throttling runs in front (auth/routes.ts), shared by every process.
    rateLimit: { enabled: false },
    // Its messages go through the server's logger (JSON at LOG_LEVEL), with an
    // error's stack but no other argument, which may hold request data. ("info": at "debug",
    // "warn" or "error" better-auth also prints every refused request on its own.)
    logger: {
      level: "info",
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        log[level]({ from: "better-auth", ...(err ? { err } : {}) }, message);
      },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    plugins: [
      admin({
        defaultRole: CUSTOMER_ROLE,
        adminRoles: [OWNER_ROLE],
        roles: { [OWNER_ROLE]: adminAc, [CUSTOMER_ROLE]: userAc },
      }),
      // What the browser learns of its session: who (with their photo), and whether they may
      // manage artworks.
      customSession(async ({ user, session }) => ({
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          // The profile photo's URL (decision 038), or null: the avatar shows initials.
          image: user.image ?? null,
          isOwner: isOwner(user as { email: string; role?: string | null }, config),
        },
        session: { expiresAt: session.expiresAt },
      })),
      // Passkeys (decision 037): the relying party is the site PUBLIC_URL names, so a passkey
      // made here signs in only here. A banned account gets no session (the admin plugin's
      // hook refuses it); an unconfirmed one is refused below, as a password sign-in is.
      passkey({
        rpID: new URL(config.publicUrl).hostname,
        rpName: config.galleryName,
        origin: new URL(config.publicUrl).origin,
        authentication: {
          afterVerification: async ({ ctx, clientData }) => {
            const credential = await ctx.context.adapter.findOne<{ userId: string }>({
              model: "passkey",
              where: [{ field: "credentialID", value: clientData.id }],
            });
            const user = credential
              ? await ctx.context.internalAdapter.findUserById(credential.userId)
              : null;
            if (!user?.emailVerified) {
              const message = messages.passkeys.notConfirmed;
              throw new APIError("FORBIDDEN", { message, code: "EMAIL_NOT_VERIFIED" });
            }
          },
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { passkeys } from "#server/db/auth-schema";
import { clientIp } from "#server/http/rate-limit";
import { messages } from "#shared/messages";
import {
  passkeyAuthenticationInputSchema,
  passkeyIdInputSchema,
  passkeyRegistrationInputSchema,
} from "#shared/passkey-input";
import { type AuthRouteDeps, forward, readBody, refuse, tooMany, withoutQuery } from "./edge";

type PasskeyRow = {
  id: string;
  name?: string | null;
  createdAt: string | null;
  deviceType: string;
  backedUp: boolean;
};

/** Passkeys: added, listed and removed by their owner, and signed in with. */
export function passkeyRoutes({
  db,
  auth,
  throttles,
}: Pick<AuthRouteDeps, "db" | "auth" | "throttles">) {
  return (
    new Hono()
      // Passkeys (decision 037). Adding one needs a session (better-auth answers 401 without);
      // the two steps of a passkey sign-in are throttled per client address.
      .get("/passkey/generate-register-options", async (c) => {
        const response = await auth.handler(withoutQuery(c));
        // better-auth asks for a session under a day old before a passkey is added.
        if (response.status === 403) return refuse(c, 403, messages.passkeys.signInAgain);
        return response;
      })
      .post("/passkey/verify-registration", async (c) => {
        const body = await readBody(c, passkeyRegistrationInputSchema);
        if ("response" in body) return body.response;
        const response = await auth.handler(forward(c, body.data));
        if (response.status === 403) return refuse(c, 403, messages.passkeys.signInAgain);
        // A forged or mangled answer fails better-auth's check as a 500: it is the client's fault.
        if (response.status >= 500) return refuse(c, 400, messages.passkeys.notVerified);
        return response;
      })
      .get("/passkey/generate-authenticate-options", async (c) => {
        const limit = await throttles.passkeySignInsByIp.hit(clientIp(c));
        if (!limit.allowed) return tooMany(c, limit, messages.passkeys.tooMany);
        return auth.handler(withoutQuery(c));
      })
      .post("/passkey/verify-authentication", async (c) => {
        const limit = await throttles.passkeySignInsByIp.hit(clientIp(c));
        if (!limit.allowed) return tooMany(c, limit, messages.passkeys.tooMany);
        const body = await readBody(c, passkeyAuthenticationInputSchema);
        if ("response" in body) return body.response;
        const response = await auth.handler(forward(c, body.data));
        if (response.status >= 500) return refuse(c, 400, messages.passkeys.notVerified);
        return response;
      })
      .get("/passkey/list-user-passkeys", async (c) => {
        const response = await auth.handler(withoutQuery(c));
        if (!response.ok) return response;
        // Only what the profile shows: no public key, counter or credential id.
        const rows = (await response.json()) as PasskeyRow[];
        return c.json(
          rows
            .map(({ id, name, createdAt, deviceType, backedUp }) => ({
              id,
              name: name ?? null,
              createdAt,
              deviceType,
              backedUp,
            }))
            .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt))),
        );
      })
      .post("/passkey/delete-passkey", async (c) => {
        const body = await readBody(c, passkeyIdInputSchema);
        if ("response" in body) return body.response;
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        if (!session) return refuse(c, 401, messages.api.signInRequired);
        // Another account's passkey is as unknown as one that never was: 404, nothing deleted.
        const [own] = await db
          .select({ id: passkeys.id })
          .from(passkeys)
          .where(and(eq(passkeys.id, body.data.id), eq(passkeys.userId, session.user.id)));
        if (!own) return refuse(c, 404, messages.passkeys.notFound);
        return auth.handler(forward(c, body.data));
      })
  );
}
